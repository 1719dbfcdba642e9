CREATE TABLE "photo_takedown_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"album_years" text NOT NULL,
	"album_slug" text NOT NULL,
	"photo_name" text NOT NULL,
	"reason" text NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	CONSTRAINT "photo_takedown_requests_status" CHECK ("photo_takedown_requests"."status" in ('new', 'hidden', 'rejected', 'resolved')),
	CONSTRAINT "photo_takedown_requests_reason" CHECK (char_length("photo_takedown_requests"."reason") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "photo_takedown_requests" ADD CONSTRAINT "photo_takedown_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_takedown_requests_status_created" ON "photo_takedown_requests" USING btree ("status","created_at");