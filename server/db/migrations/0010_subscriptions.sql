CREATE TABLE "mail_suppressions" (
	"mailbox_key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_reason" CHECK ("mail_suppressions"."reason" in ('bounce', 'admin', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mailbox_key" text NOT NULL,
	"language" text DEFAULT 'pl' NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_mailbox_key_unique" UNIQUE("mailbox_key"),
	CONSTRAINT "subscribers_language" CHECK ("subscribers"."language" in ('pl', 'en'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscriber_id" integer NOT NULL,
	"list" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "subscriptions_subscriber_id_list_pk" PRIMARY KEY("subscriber_id","list"),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'confirmed')),
	CONSTRAINT "subscriptions_frequency" CHECK ("subscriptions"."frequency" in ('weekly', 'immediate', 'off'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_list_status" ON "subscriptions" USING btree ("list","status");