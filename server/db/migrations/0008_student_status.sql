CREATE TABLE "class_capacities" (
	"level" text NOT NULL,
	"building_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "class_capacities_level_building_id_pk" PRIMARY KEY("level","building_id"),
	CONSTRAINT "class_capacities_positive" CHECK ("class_capacities"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "enrollment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_changes" ADD COLUMN "record_version" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollment_notes" ADD CONSTRAINT "enrollment_notes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_notes" ADD CONSTRAINT "enrollment_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_mails" ADD CONSTRAINT "status_mails_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_mails_due" ON "status_mails" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_class" ON "students" USING btree ("level","building_id","status");--> statement-breakpoint
-- Issue #31: every child starts with its family's status, who set it and when.
UPDATE "students" SET "status" = "enrollments"."status", "status_changed_by" = "enrollments"."status_changed_by", "status_changed_at" = "enrollments"."status_changed_at" FROM "enrollments" WHERE "enrollments"."id" = "students"."enrollment_id";
