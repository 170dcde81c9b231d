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
ALTER TABLE "order_item" ADD COLUMN "bundle_id" bigint;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_of_sku_id" integer;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_return" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gift_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bundle_shop_idx" ON "bundle" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "bundle_item_bundle_idx" ON "bundle_item" USING btree ("bundle_id");--> statement-breakpoint
CREATE INDEX "bundle_item_prod_idx" ON "bundle_item" USING btree ("prod_id");--> statement-breakpoint
CREATE INDEX "gift_rule_shop_idx" ON "gift_rule" USING btree ("shop_id");