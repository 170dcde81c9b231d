CREATE TABLE "refund_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"shop_id" integer,
	"refund_sn" text NOT NULL,
	"status" smallint NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_sn" text NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	"mode" smallint NOT NULL,
	"cargo_status" smallint NOT NULL,
	"status" smallint NOT NULL,
	"whole" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"freight_amount" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile" text NOT NULL,
	"refuse_reason" text,
	"return_address" jsonb,
	"logistics_company" text,
	"waybill_no" text,
	"resubmits" smallint DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone,
	"pay_due_at" timestamp with time zone,
	"pay_state" text,
	"pay_refund_no" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_shop_setting" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"no_reason_returns" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "refund_item_request_idx" ON "refund_item" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "refund_item_order_idx" ON "refund_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_item_open_uq" ON "refund_item" USING btree ("order_item_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "refund_log_request_idx" ON "refund_log" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "refund_notice_user_idx" ON "refund_notice" USING btree ("user_id","read");--> statement-breakpoint
CREATE INDEX "refund_notice_shop_idx" ON "refund_notice" USING btree ("shop_id","read");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_request_sn_uq" ON "refund_request" USING btree ("refund_sn");--> statement-breakpoint
CREATE INDEX "refund_request_user_idx" ON "refund_request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_request_shop_idx" ON "refund_request" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "refund_request_order_idx" ON "refund_request" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_request_deadline_idx" ON "refund_request" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "refund_request_pay_idx" ON "refund_request" USING btree ("pay_due_at") WHERE pay_due_at IS NOT NULL AND refunded_at IS NULL;