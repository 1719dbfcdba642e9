ALTER TABLE "tracker_events" DROP CONSTRAINT "tracker_events_session_id_tracker_sessions_id_fk";
--> statement-breakpoint
DROP INDEX "tracker_events_session_time";--> statement-breakpoint
ALTER TABLE "tracker_events" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "tracker_events" ADD CONSTRAINT "tracker_events_session_time" PRIMARY KEY("session_id","time");
