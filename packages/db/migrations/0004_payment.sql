CREATE TABLE "balance_account" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_account_nonnegative_ck" CHECK ("balance_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "balance_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"pay_no" text,
	"refund_no" text,
	"order_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idem_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"pay_type" smallint NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"order_key" text DEFAULT '' NOT NULL,
	"code_url" text,
	"transaction_id" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunded_ck" CHECK ("payment"."refunded" >= 0 AND "payment"."refunded" <= "payment"."amount")
);
--> statement-breakpoint
CREATE TABLE "payment_notify" (
	"provider" text NOT NULL,
	"notify_id" text NOT NULL,
	"event_type" text NOT NULL,
	"pay_no" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_notify_provider_notify_id_pk" PRIMARY KEY("provider","notify_id")
);
--> statement-breakpoint
CREATE TABLE "payment_order" (
	"payment_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	CONSTRAINT "payment_order_payment_id_order_number_pk" PRIMARY KEY("payment_id","order_number")
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"provider_refund_id" text,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_key" (
	"name" text PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"private_key" text NOT NULL,
	"public_key" text NOT NULL,
	"api_v3_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_prepay" (
	"prepay_id" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"notify_url" text NOT NULL,
	"state" text NOT NULL,
	"transaction_id" text,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "balance_log_idem_uq" ON "balance_log" USING btree ("idem_key");--> statement-breakpoint
CREATE INDEX "balance_log_user_idx" ON "balance_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_pay_no_uq" ON "payment" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_open_uq" ON "payment" USING btree ("user_id","order_key","provider") WHERE status = 'pending' AND kind = 'order';--> statement-breakpoint
CREATE INDEX "payment_check_idx" ON "payment" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "payment_order_number_idx" ON "payment_order" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_no_uq" ON "payment_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_refund_payment_idx" ON "payment_refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refund_check_idx" ON "payment_refund" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_prepay_trade_uq" ON "payment_sandbox_prepay" USING btree ("out_trade_no");