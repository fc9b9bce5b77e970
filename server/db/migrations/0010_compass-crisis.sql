CREATE TABLE "compass_crisis_days" (
	"day" date PRIMARY KEY NOT NULL,
	"turns" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compass_messages" ADD COLUMN "crisis" boolean DEFAULT false NOT NULL;