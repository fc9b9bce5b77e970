CREATE TABLE "compass_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compass_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "compass_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Nothing wrote integral maps before this migration; a row without birth data cannot be recomputed or
-- corrected, so it goes. The person keeps has_integral_map and the Compass says the map cannot be read
-- (spec §8) until staff grant it again with the birth data.
DELETE FROM "integral_soul_maps";--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "birth_date" text NOT NULL;--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "birth_time" text NOT NULL;--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "birth_city" text NOT NULL;--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "birth_state" text NOT NULL;--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "time_zone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "granted_by" text;--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "compass_conversations" ADD CONSTRAINT "compass_conversations_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_messages" ADD CONSTRAINT "compass_messages_conversation_id_compass_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."compass_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compass_conversations_person_idx" ON "compass_conversations" USING btree ("person_id","updated_at");--> statement-breakpoint
CREATE INDEX "compass_messages_conversation_idx" ON "compass_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
ALTER TABLE "integral_soul_maps" ADD CONSTRAINT "integral_soul_maps_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;