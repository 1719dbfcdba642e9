ALTER TABLE "uploads" ADD COLUMN "enrollment_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "survey_answer_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_survey_answer_id_survey_answers_id_fk" FOREIGN KEY ("survey_answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_sessions_created_at" ON "tracker_sessions" USING btree ("created_at");