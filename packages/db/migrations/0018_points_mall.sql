CREATE TABLE "points_mall_order" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_product" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desc_zh" text DEFAULT '' NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"points" integer NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"total_stock" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_user_limit" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_product_stock_ck" CHECK ("points_product"."stock" >= 0 AND "points_product"."stock" <= "points_product"."total_stock"),
	CONSTRAINT "points_product_price_ck" CHECK ("points_product"."points" > 0 AND "points_product"."cash" >= 0 AND "points_product"."per_user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_redemption" (
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "points_redemption_product_id_user_id_pk" PRIMARY KEY("product_id","user_id"),
	CONSTRAINT "points_redemption_count_ck" CHECK ("points_redemption"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "points_mall_order_product_idx" ON "points_mall_order" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "points_product_list_idx" ON "points_product" USING btree ("status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "points_product_code_uq" ON "points_product" USING btree ("code");