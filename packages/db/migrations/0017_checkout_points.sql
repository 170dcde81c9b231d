ALTER TABLE "order_item" ADD COLUMN "points_used" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "points_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_log" ADD COLUMN "spend_id" bigint;--> statement-breakpoint
CREATE INDEX "points_log_spend_idx" ON "points_log" USING btree ("spend_id") WHERE spend_id IS NOT NULL;