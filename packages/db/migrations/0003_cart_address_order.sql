CREATE TABLE "user_address" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"receiver" text NOT NULL,
	"mobile" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"area_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"addr" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"count" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_template" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"charge_type" smallint DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"prod_name_zh" text NOT NULL,
	"prod_name_en" text NOT NULL,
	"sku_name_zh" text NOT NULL,
	"sku_name_en" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"count" integer NOT NULL,
	"product_total" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"actual_total" bigint NOT NULL,
	"goods_type" smallint DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"commented" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_package" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"company_code" text NOT NULL,
	"waybill_no" text NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_submit_token" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"selection" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"product_count" integer NOT NULL,
	"product_total" bigint NOT NULL,
	"shop_discount" bigint DEFAULT 0 NOT NULL,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"points_discount" bigint DEFAULT 0 NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"actual_total" bigint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"invoice" jsonb,
	"pay_type" smallint,
	"pay_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"delivery_time" timestamp with time zone,
	"receipt_time" timestamp with time zone,
	"finally_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"cancel_reason" smallint,
	"auto_confirm_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_address" ADD CONSTRAINT "user_address_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_address_user_idx" ON "user_address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_address_default_uq" ON "user_address" USING btree ("user_id") WHERE "user_address"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_user_sku_uq" ON "cart_item" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_item_user_idx" ON "cart_item" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_template_shop_uq" ON "freight_template" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_item_sku_idx" ON "order_item" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "order_package_order_idx" ON "order_package" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_log_order_idx" ON "order_status_log" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_submit_token_user_idx" ON "order_submit_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_submit_token_expiry_idx" ON "order_submit_token" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "orders_autoconfirm_idx" ON "orders" USING btree ("status","auto_confirm_at");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","status");