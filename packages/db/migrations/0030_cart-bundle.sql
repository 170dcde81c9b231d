CREATE TABLE "cart_bundle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"bundle_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_bundle" ADD CONSTRAINT "cart_bundle_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_bundle_user_bundle_uq" ON "cart_bundle" USING btree ("user_id","bundle_id");--> statement-breakpoint
CREATE INDEX "cart_bundle_user_idx" ON "cart_bundle" USING btree ("user_id");