CREATE TABLE "admin_list_visits" (
	"admin_id" text NOT NULL,
	"list" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"previous_visited_at" timestamp with time zone,
	CONSTRAINT "admin_list_visits_admin_id_list_pk" PRIMARY KEY("admin_id","list")
);
--> statement-breakpoint
ALTER TABLE "healing_submissions" ADD COLUMN "search" text GENERATED ALWAYS AS (essencia_search_text(coalesce("name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search" text GENERATED ALWAYS AS (essencia_search_text(coalesce("name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" text GENERATED ALWAYS AS (essencia_search_text(coalesce("title", '') || ' ' || coalesce("instructor", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search" text GENERATED ALWAYS AS (essencia_search_text(coalesce("full_name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "soul_map_submissions" ADD COLUMN "search" text GENERATED ALWAYS AS (essencia_search_text(coalesce("name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapist_club_subscriptions" ADD COLUMN "search" text GENERATED ALWAYS AS (essencia_search_text(coalesce("name", '') || ' ' || coalesce("email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_list_visits" ADD CONSTRAINT "admin_list_visits_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "healing_submissions_created_at_idx" ON "healing_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "healing_submissions_search_idx" ON "healing_submissions" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "soul_map_submissions_submitted_at_idx" ON "soul_map_submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "soul_map_submissions_search_idx" ON "soul_map_submissions" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "therapist_club_subscriptions_created_at_idx" ON "therapist_club_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "therapist_club_subscriptions_search_idx" ON "therapist_club_subscriptions" USING gin ("search" gin_trgm_ops);