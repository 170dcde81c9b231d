CREATE TABLE "growth_account" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"growth" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "growth_account_nonnegative_ck" CHECK ("growth_account"."growth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "growth_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref" text,
	"fen" bigint,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupon_grant" (
	"user_id" bigint NOT NULL,
	"month" text NOT NULL,
	"purchase_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_coupon_grant_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "member_level" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"threshold" bigint NOT NULL,
	"discount_percent" integer DEFAULT 100 NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"points_multiplier" integer DEFAULT 100 NOT NULL,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level_up_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_level_ck" CHECK ("member_level"."threshold" >= 0 AND "member_level"."discount_percent" BETWEEN 1 AND 100 AND "member_level"."points_multiplier" BETWEEN 100 AND 1000 AND "member_level"."level_up_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_level_reward" (
	"user_id" bigint NOT NULL,
	"level_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_level_reward_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "member_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"period_unit" text NOT NULL,
	"period_count" integer NOT NULL,
	"price" bigint NOT NULL,
	"discount_percent" integer DEFAULT 100 NOT NULL,
	"points_multiplier" integer DEFAULT 100 NOT NULL,
	"monthly_coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_plan_ck" CHECK ("member_plan"."period_count" > 0 AND "member_plan"."price" > 0 AND "member_plan"."discount_percent" BETWEEN 1 AND 100 AND "member_plan"."points_multiplier" BETWEEN 100 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "member_price_use" (
	"order_number" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_purchase" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"plan" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"pay_no" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_subscription" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"plan_id" bigint NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_log" ADD COLUMN "basis" bigint;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "member_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "growth_log_idem_uq" ON "growth_log" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "growth_log_user_idx" ON "growth_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "growth_log_ref_idx" ON "growth_log" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "member_level_threshold_uq" ON "member_level" USING btree ("threshold");--> statement-breakpoint
CREATE INDEX "member_price_use_user_idx" ON "member_price_use" USING btree ("user_id","source","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_purchase_pay_no_uq" ON "member_purchase" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "member_purchase_user_idx" ON "member_purchase" USING btree ("user_id","id");