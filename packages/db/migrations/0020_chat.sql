CREATE TABLE "chat_conversation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	"last_type" text DEFAULT '' NOT NULL,
	"last_preview" text DEFAULT '' NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"shop_unread" integer DEFAULT 0 NOT NULL,
	"awaiting_reply" boolean DEFAULT false NOT NULL,
	"agent_user_id" integer,
	"from_prod_id" integer,
	"from_order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"side" smallint NOT NULL,
	"sender_id" integer NOT NULL,
	"msg_type" text NOT NULL,
	"content" text NOT NULL,
	"client_msg_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_quick_reply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_shop_setting" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"hours_start" text DEFAULT '09:00' NOT NULL,
	"hours_end" text DEFAULT '17:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_user_shop_uq" ON "chat_conversation" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_user_last_idx" ON "chat_conversation" USING btree ("user_id","last_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_shop_last_idx" ON "chat_conversation" USING btree ("shop_id","last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_conv_seq_uq" ON "chat_message" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_conv_client_uq" ON "chat_message" USING btree ("conversation_id","side","client_msg_id");--> statement-breakpoint
CREATE INDEX "chat_quick_reply_shop_idx" ON "chat_quick_reply" USING btree ("shop_id","id");