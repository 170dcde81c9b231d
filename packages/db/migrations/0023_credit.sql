CREATE TABLE "credit_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"limit_fen" bigint NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"billing_day" smallint NOT NULL,
	"repay_days" smallint NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"overdue" boolean DEFAULT false NOT NULL,
	"next_close_at" timestamp with time zone NOT NULL,
	"granted_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_account_used_ck" CHECK ("credit_account"."used" <= "credit_account"."limit_fen"),
	CONSTRAINT "credit_account_limit_ck" CHECK ("credit_account"."limit_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"used_after" bigint NOT NULL,
	"pay_no" text,
	"refund_no" text,
	"order_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"statement_id" bigint,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_statement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"pay_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_statement_invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_account_user_uq" ON "credit_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_account_close_idx" ON "credit_account" USING btree ("next_close_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_log_idem_uq" ON "credit_log" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "credit_log_user_idx" ON "credit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_log_open_idx" ON "credit_log" USING btree ("user_id") WHERE statement_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statement_no_uq" ON "credit_statement" USING btree ("statement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statement_period_uq" ON "credit_statement" USING btree ("user_id","period_end");--> statement-breakpoint
CREATE INDEX "credit_statement_due_idx" ON "credit_statement" USING btree ("due_at") WHERE status = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statement_invoice_uq" ON "credit_statement_invoice" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "credit_statement_invoice_user_idx" ON "credit_statement_invoice" USING btree ("user_id");