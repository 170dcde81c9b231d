-- Search of product names (written by hand, before the indexes that use it): the distinct lower-cased
-- 1- and 2-character pieces of a text without white space. Queries of 1-2 characters (frequent in Chinese,
-- where trigrams cannot help) are answered by `mall_grams(name) @> ARRAY[q]` from a GIN index. Its high COST tells
-- the planner that computing it row by row (a scan) is dear, so the index is used even on small tables.
CREATE OR REPLACE FUNCTION mall_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 10000 AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM generate_series(1, char_length(t)) AS i,
       LATERAL (VALUES (lower(substr(t, i, 1))), (lower(substr(t, i, 2)))) AS v(g)
  WHERE g !~ '\s'
$$;
--> statement-breakpoint
CREATE TABLE "prod_collection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_collection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footprint" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"browse_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prod_collection" ADD CONSTRAINT "prod_collection_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collection" ADD CONSTRAINT "shop_collection_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint" ADD CONSTRAINT "footprint_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prod_collection_user_prod_uq" ON "prod_collection" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "prod_collection_user_time_idx" ON "prod_collection" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prod_collection_product_idx" ON "prod_collection" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_collection_user_shop_uq" ON "shop_collection" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "shop_collection_user_time_idx" ON "shop_collection" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "footprint_user_prod_uq" ON "footprint" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "footprint_user_time_idx" ON "footprint" USING btree ("user_id","browse_time","id");--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gin (("name_zh" || ' ' || "name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_name_grams_idx" ON "product" USING gin (mall_grams("name_zh" || ' ' || "name_en"));--> statement-breakpoint
CREATE INDEX "product_sales_idx" ON "product" USING btree ("status","sold_num","id");--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "product_comprehensive_idx" ON "product" USING btree ("status",("total_stock" > 0),"sold_num","id");--> statement-breakpoint
CREATE INDEX "product_shop_category_idx" ON "product" USING btree ("shop_id","category_id");