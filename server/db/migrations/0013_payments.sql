CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"qr_code" text NOT NULL,
	"qr_code_base64" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charges_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_charges_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payment_charges_amount_check" CHECK ("payment_charges"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;