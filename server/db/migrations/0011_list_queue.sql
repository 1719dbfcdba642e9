CREATE TABLE "list_deliveries" (
	"message_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"list" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "list_deliveries_message_id_subscriber_id_pk" PRIMARY KEY("message_id","subscriber_id"),
	CONSTRAINT "list_deliveries_status" CHECK ("list_deliveries"."status" in ('queued', 'claimed', 'sending', 'sent', 'failed', 'suppressed', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "list_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"lists" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_messages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "list_deliveries" ADD CONSTRAINT "list_deliveries_message_id_list_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."list_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_deliveries" ADD CONSTRAINT "list_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_deliveries_status" ON "list_deliveries" USING btree ("status");