CREATE TABLE "store_staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text DEFAULT 'service' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_staff_user_uq" ON "store_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_staff_shop_idx" ON "store_staff" USING btree ("shop_id","id");