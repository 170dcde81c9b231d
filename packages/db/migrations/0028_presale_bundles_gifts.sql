CREATE TABLE "bundle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"price" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bundle_id" bigint NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"prod_id" integer,
	"min_count" integer DEFAULT 1 NOT NULL,
	"threshold" bigint DEFAULT 0 NOT NULL,
	"gift_prod_id" integer NOT NULL,
	"gift_sku_id" integer NOT NULL,
	"gift_count" integer DEFAULT 1 NOT NULL,
	"return_policy" text DEFAULT 'return' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presale_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"mode" smallint NOT NULL,
	"price" bigint NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"deduct_percent" integer DEFAULT 100 NOT NULL,
	"sale_start" timestamp with time zone NOT NULL,
	"sale_end" timestamp with time zone NOT NULL,
	"balance_start" timestamp with time zone,
	"balance_end" timestamp with time zone,
	"ship_date" timestamp with time zone NOT NULL,
	"forfeit_rule" smallint DEFAULT 1 NOT NULL,
	"total_stock" integer NOT NULL,
	"stock" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presale_item_stock_ck" CHECK ("presale_item"."stock" >= 0 AND "presale_item"."stock" <= "presale_item"."total_stock"),
	CONSTRAINT "presale_item_price_ck" CHECK ("presale_item"."price" > 0 AND "presale_item"."deposit" >= 0 AND "presale_item"."deduct_percent" >= 100)
);
--> statement-breakpoint
CREATE TABLE "presale_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"presale_order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presale_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"status" smallint NOT NULL,
	"deposit_order_id" bigint NOT NULL,
	"deposit_order_number" text NOT NULL,
	"balance_order_id" bigint,
	"balance_order_number" text,
	"deposit_total" bigint NOT NULL,
	"deduct_total" bigint NOT NULL,
	"balance_total" bigint NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "bundle_id" bigint;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_of_sku_id" integer;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_return" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bundle_shop_idx" ON "bundle" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "bundle_item_bundle_idx" ON "bundle_item" USING btree ("bundle_id");--> statement-breakpoint
CREATE INDEX "bundle_item_prod_idx" ON "bundle_item" USING btree ("prod_id");--> statement-breakpoint
CREATE INDEX "gift_rule_shop_idx" ON "gift_rule" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "presale_item_prod_idx" ON "presale_item" USING btree ("prod_id","status");--> statement-breakpoint
CREATE INDEX "presale_item_shop_idx" ON "presale_item" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presale_item_code_uq" ON "presale_item" USING btree ("code");--> statement-breakpoint
CREATE INDEX "presale_notice_user_idx" ON "presale_notice" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "presale_notice_once_uq" ON "presale_notice" USING btree ("presale_order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "presale_order_deposit_uq" ON "presale_order" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presale_order_balance_uq" ON "presale_order" USING btree ("balance_order_id");--> statement-breakpoint
CREATE INDEX "presale_order_user_idx" ON "presale_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presale_order_item_idx" ON "presale_order" USING btree ("item_id","status");