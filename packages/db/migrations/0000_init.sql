CREATE TABLE "flow_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"uuid_session" text NOT NULL,
	"user_id" integer,
	"page_id" integer NOT NULL,
	"prev_page_id" integer,
	"step" integer NOT NULL,
	"visit_type" smallint NOT NULL,
	"system_type" smallint NOT NULL,
	"biz_type" smallint,
	"biz_data" text,
	"nums" integer,
	"order_numbers" text,
	"extra" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"brief_zh" text DEFAULT '' NOT NULL,
	"brief_en" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"ori_price" bigint NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"goods_type" smallint DEFAULT 0 NOT NULL,
	"putaway_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"ori_price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pic_zh" text NOT NULL,
	"pic_en" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"grade" smallint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_link" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_search" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"uri" text NOT NULL,
	"type" text DEFAULT 'link' NOT NULL,
	"zone_id" integer,
	"zone_name_zh" text,
	"zone_name_en" text,
	"show_status" smallint DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_ad" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"show_station" smallint NOT NULL,
	"pic_zh" text NOT NULL,
	"pic_en" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"sts" smallint PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"shop_type" smallint DEFAULT 2 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"recommended" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_log_session_idx" ON "flow_log" USING btree ("uuid_session","step");--> statement-breakpoint
CREATE INDEX "flow_log_time_idx" ON "flow_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_shop_idx" ON "product" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "product_putaway_idx" ON "product" USING btree ("status","putaway_time");--> statement-breakpoint
CREATE INDEX "sku_product_idx" ON "sku" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","seq");--> statement-breakpoint
CREATE INDEX "notice_shop_idx" ON "notice" USING btree ("shop_id","status","publish_time");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_name_zh_uq" ON "shop" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "shop_status_idx" ON "shop" USING btree ("status");