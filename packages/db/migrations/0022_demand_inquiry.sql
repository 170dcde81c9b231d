CREATE TABLE "demand_post" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"budget_min" bigint DEFAULT 0 NOT NULL,
	"budget_max" bigint DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"region_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"refuse_reason" text,
	"accepted_quote_id" bigint,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_quote" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" bigint,
	"responder_name" text NOT NULL,
	"price" bigint NOT NULL,
	"lead_days" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"prod_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"unit_price" bigint,
	"valid_until" timestamp with time zone,
	"reply" text,
	"answered_at" timestamp with time zone,
	"order_number" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demand_post_hall_idx" ON "demand_post" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "demand_post_user_idx" ON "demand_post" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "demand_post_deadline_idx" ON "demand_post" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_quote_post_user_uq" ON "demand_quote" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "demand_quote_user_idx" ON "demand_quote" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_user_idx" ON "inquiry" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_shop_idx" ON "inquiry" USING btree ("shop_id","status","id");