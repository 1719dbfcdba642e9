ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "classes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_classes" CHECK (jsonb_typeof("users"."classes") = 'array' and ("users"."role" = 'teacher' or "users"."classes" = '[]'::jsonb));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('editor', 'admin', 'teacher'));