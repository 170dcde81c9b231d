ALTER TABLE "credit_statement_invoice" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "credit_statement_invoice" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "credit_statement_invoice" ADD COLUMN "issued_amount" bigint;--> statement-breakpoint
ALTER TABLE "credit_statement_invoice" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "credit_statement_invoice" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "credit_statement_invoice" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_statement_invoice" ADD COLUMN "handled_by" integer;