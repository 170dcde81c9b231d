CREATE TABLE "group_buy_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"group_size" smallint NOT NULL,
	"time_limit_hours" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"code" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_buy_activity_size_ck" CHECK ("group_buy_activity"."group_size" >= 2 AND "group_buy_activity"."group_size" <= 50),
	CONSTRAINT "group_buy_activity_time_ck" CHECK ("group_buy_activity"."end_at" > "group_buy_activity"."start_at" AND "group_buy_activity"."time_limit_hours" >= 1)
);
--> statement-breakpoint
CREATE TABLE "group_buy_group" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"leader_user_id" bigint NOT NULL,
	"state" text NOT NULL,
	"size" smallint NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_buy_group_seats_ck" CHECK ("group_buy_group"."paid" >= 0 AND "group_buy_group"."paid" <= "group_buy_group"."joined" AND "group_buy_group"."joined" <= "group_buy_group"."size")
);
--> statement-breakpoint
CREATE TABLE "group_buy_member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"refund_no" text,
	"joined_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_buy_sku" (
	"activity_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"group_price" bigint NOT NULL,
	CONSTRAINT "group_buy_sku_activity_id_sku_id_pk" PRIMARY KEY("activity_id","sku_id"),
	CONSTRAINT "group_buy_sku_price_ck" CHECK ("group_buy_sku"."group_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refund" ADD COLUMN "idem_key" text;--> statement-breakpoint
CREATE INDEX "group_buy_activity_time_idx" ON "group_buy_activity" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "group_buy_activity_prod_idx" ON "group_buy_activity" USING btree ("prod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_activity_code_uq" ON "group_buy_activity" USING btree ("code");--> statement-breakpoint
CREATE INDEX "group_buy_group_activity_idx" ON "group_buy_group" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "group_buy_group_expiry_idx" ON "group_buy_group" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_member_order_uq" ON "group_buy_member" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_member_live_uq" ON "group_buy_member" USING btree ("group_id","user_id") WHERE state <> 'released';--> statement-breakpoint
CREATE INDEX "group_buy_member_user_idx" ON "group_buy_member" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE INDEX "group_buy_member_state_idx" ON "group_buy_member" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_idem_uq" ON "payment_refund" USING btree ("idem_key");