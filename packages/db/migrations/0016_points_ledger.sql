CREATE TABLE "member_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_account" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_account_nonnegative_ck" CHECK ("points_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"source" text,
	"ref" text,
	"lot_id" bigint,
	"lots" jsonb,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_lot" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"ref" text,
	CONSTRAINT "points_lot_remaining_ck" CHECK ("points_lot"."remaining" >= 0 AND "points_lot"."remaining" <= "points_lot"."amount" AND "points_lot"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "points_log_idem_uq" ON "points_log" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "points_log_user_idx" ON "points_log" USING btree ("user_id","type","id");--> statement-breakpoint
CREATE INDEX "points_lot_user_live_idx" ON "points_lot" USING btree ("user_id","expires_at","id") WHERE expired_at IS NULL AND remaining > 0;--> statement-breakpoint
CREATE INDEX "points_lot_due_idx" ON "points_lot" USING btree ("expires_at") WHERE expired_at IS NULL AND remaining > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_user_day_uq" ON "sign_in" USING btree ("user_id","day");