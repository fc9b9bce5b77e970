ALTER TABLE "healing_submissions" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "soul_map_submissions" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "therapist_club_subscriptions" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "healing_submissions" ADD CONSTRAINT "healing_submissions_submission_id_unique" UNIQUE("submission_id");--> statement-breakpoint
ALTER TABLE "soul_map_submissions" ADD CONSTRAINT "soul_map_submissions_submission_id_unique" UNIQUE("submission_id");--> statement-breakpoint
ALTER TABLE "therapist_club_subscriptions" ADD CONSTRAINT "therapist_club_subscriptions_submission_id_unique" UNIQUE("submission_id");