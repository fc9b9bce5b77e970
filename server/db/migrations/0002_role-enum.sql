CREATE TYPE "public"."role" AS ENUM('cliente', 'therapist', 'admin');--> statement-breakpoint
-- Spec §3: any value other than admin or therapist was treated as a client; now it is one.
UPDATE "profiles" SET "role" = 'cliente' WHERE "role" NOT IN ('cliente', 'therapist', 'admin');--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "role" SET DATA TYPE "public"."role" USING "role"::"public"."role";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "role" SET DEFAULT 'cliente'::"public"."role";
