CREATE TABLE "invoice_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	"shop_id" bigint NOT NULL,
	"invoice_type" smallint NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"reg_address" text DEFAULT '' NOT NULL,
	"reg_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"refuse_reason" text,
	"invoice_no" text,
	"issued_amount" bigint,
	"file_path" text,
	"file_type" text,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_title" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"invoice_type" smallint NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"reg_address" text DEFAULT '' NOT NULL,
	"reg_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_request_live_uq" ON "invoice_request" USING btree ("order_id") WHERE status IN ('applying', 'invoiced');--> statement-breakpoint
CREATE INDEX "invoice_request_user_idx" ON "invoice_request" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invoice_request_shop_idx" ON "invoice_request" USING btree ("shop_id","status","id");--> statement-breakpoint
CREATE INDEX "invoice_title_user_idx" ON "invoice_title" USING btree ("user_id","id");