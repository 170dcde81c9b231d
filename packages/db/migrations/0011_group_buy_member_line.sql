ALTER TABLE "group_buy_member" ADD COLUMN "sku_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "group_buy_member" ADD COLUMN "count" integer NOT NULL;