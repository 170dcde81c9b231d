CREATE TABLE "review" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_name_zh" text DEFAULT '' NOT NULL,
	"sku_name_en" text DEFAULT '' NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_pics" boolean DEFAULT false NOT NULL,
	"follow_content" text,
	"follow_pics" jsonb,
	"follow_at" timestamp with time zone,
	"reply_content" text,
	"reply_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_item_uq" ON "review" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "review_product_rating_idx" ON "review" USING btree ("product_id","rating");--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_shop_unreplied_idx" ON "review" USING btree ("shop_id","created_at") WHERE "review"."reply_at" IS NULL;--> statement-breakpoint
CREATE INDEX "review_shop_idx" ON "review" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_idx" ON "product" USING btree ("status","review_count","id");