CREATE TABLE "special_discount" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" smallint NOT NULL,
	"value" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"code" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "special_discount_period_ck" CHECK ("special_discount"."ends_at" > "special_discount"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "special_discount_prod" (
	"discount_id" bigint NOT NULL,
	"prod_id" bigint NOT NULL,
	CONSTRAINT "special_discount_prod_discount_id_prod_id_pk" PRIMARY KEY("discount_id","prod_id")
);
--> statement-breakpoint
CREATE INDEX "special_discount_shop_idx" ON "special_discount" USING btree ("shop_id","status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "special_discount_code_uq" ON "special_discount" USING btree ("code");--> statement-breakpoint
CREATE INDEX "special_discount_prod_prod_idx" ON "special_discount_prod" USING btree ("prod_id");