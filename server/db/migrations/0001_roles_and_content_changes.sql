CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"record_id" text,
	"action" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
-- Issue #7: 'staff' (and any other unknown role) becomes 'editor', content only; added by hand
-- before the check below.
UPDATE "users" SET "role" = 'editor' WHERE "role" NOT IN ('editor', 'admin');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor';--> statement-breakpoint
ALTER TABLE "content_changes" ADD CONSTRAINT "content_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_changes_kind_at" ON "content_changes" USING btree ("kind","at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('editor', 'admin'));