CREATE TABLE "company_auth" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"license" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_auth_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auth_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_application" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"shop_name" text NOT NULL,
	"name_key" text NOT NULL,
	"intro" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"area_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"tel" text NOT NULL,
	"logo" text NOT NULL,
	"business_license" text NOT NULL,
	"id_card_front" text NOT NULL,
	"id_card_back" text NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "store_password_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "company_auth_user_uq" ON "company_auth" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_auth_status_idx" ON "company_auth" USING btree ("status");--> statement-breakpoint
CREATE INDEX "company_auth_log_auth_idx" ON "company_auth_log" USING btree ("auth_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_application_user_uq" ON "shop_application" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_application_name_uq" ON "shop_application" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "shop_application_status_idx" ON "shop_application" USING btree ("audit_status");--> statement-breakpoint
CREATE INDEX "store_status_log_subject_idx" ON "store_status_log" USING btree ("subject","subject_id");