CREATE TABLE "mail_counts" (
	"day" date NOT NULL,
	"recipient" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_counts_day_recipient_pk" PRIMARY KEY("day","recipient")
);
