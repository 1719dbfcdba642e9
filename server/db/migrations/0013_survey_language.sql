-- Issue #35: the language the family answered the survey in; every answer before it was Polish.
ALTER TABLE "survey_answers" ADD COLUMN "language" text DEFAULT 'pl' NOT NULL;
