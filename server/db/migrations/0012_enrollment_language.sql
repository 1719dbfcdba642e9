-- Issue #35: the language the family filled the form in; every enrolment before it was Polish.
ALTER TABLE "enrollments" ADD COLUMN "language" text DEFAULT 'pl' NOT NULL;
