CREATE TABLE "news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_ad" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popup_ad" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_status_idx" ON "news" USING btree ("status","publish_time");