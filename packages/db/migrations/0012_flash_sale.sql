CREATE TABLE "flash_sale_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"seckill_price" bigint NOT NULL,
	"total_stock" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_user_limit" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sale_item_stock_ck" CHECK ("flash_sale_item"."stock" >= 0 AND "flash_sale_item"."stock" <= "flash_sale_item"."total_stock"),
	CONSTRAINT "flash_sale_item_price_ck" CHECK ("flash_sale_item"."seckill_price" > 0 AND "flash_sale_item"."per_user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_order" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flash_sale_purchase" (
	"item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "flash_sale_purchase_item_id_user_id_pk" PRIMARY KEY("item_id","user_id"),
	CONSTRAINT "flash_sale_purchase_count_ck" CHECK ("flash_sale_purchase"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"code" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sale_session_time_ck" CHECK ("flash_sale_session"."end_at" > "flash_sale_session"."start_at")
);
--> statement-breakpoint
CREATE INDEX "flash_sale_item_session_idx" ON "flash_sale_item" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_item_sku_uq" ON "flash_sale_item" USING btree ("session_id","sku_id");--> statement-breakpoint
CREATE INDEX "flash_sale_order_item_idx" ON "flash_sale_order" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "flash_sale_session_time_idx" ON "flash_sale_session" USING btree ("status","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_session_code_uq" ON "flash_sale_session" USING btree ("code");