-- SKU codes for /quickOrder: existing rows get 'SKU-' + the 6-digit id (the seed uses the same form), then NOT NULL + unique.
ALTER TABLE "sku" ADD COLUMN "sku_code" text;--> statement-breakpoint
UPDATE "sku" SET "sku_code" = 'SKU-' || lpad("id"::text, greatest(6, length("id"::text)), '0') WHERE "sku_code" IS NULL;--> statement-breakpoint
ALTER TABLE "sku" ALTER COLUMN "sku_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_code_idx" ON "sku" USING btree ("sku_code");
