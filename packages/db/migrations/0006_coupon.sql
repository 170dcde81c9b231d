CREATE TABLE "coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" smallint NOT NULL,
	"threshold" bigint DEFAULT 0 NOT NULL,
	"value" bigint NOT NULL,
	"max_off" bigint DEFAULT 0 NOT NULL,
	"scope" smallint NOT NULL,
	"shop_id" bigint,
	"prod_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity" smallint NOT NULL,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"code" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_remaining_ck" CHECK ("coupon"."remaining" >= 0 AND "coupon"."remaining" <= "coupon"."total")
);
--> statement-breakpoint
CREATE TABLE "user_coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coupon_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_coupon_order" (
	"user_coupon_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	CONSTRAINT "user_coupon_order_user_coupon_id_order_id_pk" PRIMARY KEY("user_coupon_id","order_id")
);
--> statement-breakpoint
CREATE INDEX "coupon_shop_idx" ON "coupon" USING btree ("shop_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_uq" ON "coupon" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupon_claim_uq" ON "user_coupon" USING btree ("user_id","coupon_id","seq");--> statement-breakpoint
CREATE INDEX "user_coupon_user_idx" ON "user_coupon" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_coupon_order_order_idx" ON "user_coupon_order" USING btree ("order_id");