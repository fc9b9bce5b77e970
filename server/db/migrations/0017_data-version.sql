CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE INDEX "orders_item_status_closed_idx" ON "orders" USING btree ("item_kind","item_id","status","closed_at");--> statement-breakpoint
CREATE INDEX "products_instructor_created_idx" ON "products" USING btree ("instructor_id","created_at");--> statement-breakpoint
-- The data version (docs/decisions/063): raised once per transaction that changes a shown table,
-- when it commits. Deferred row triggers run at commit; the transaction-local setting makes the
-- rows after the first cost a check, not another update. Taking the one row's lock last, while
-- committing, a transaction never holds it while waiting for anything else: no deadlock.
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION essencia_raise_data_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF current_setting('essencia.data_version_raised', true) IS DISTINCT FROM 'yes' THEN
    UPDATE data_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('essencia.data_version_raised', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_data_version AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER users_data_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER accounts_data_version AFTER INSERT OR UPDATE OR DELETE ON accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER accounts_data_version_truncate AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_data_version AFTER INSERT OR UPDATE OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER profiles_data_version_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER healing_submissions_data_version AFTER INSERT OR UPDATE OR DELETE ON healing_submissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER healing_submissions_data_version_truncate AFTER TRUNCATE ON healing_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER therapist_club_subscriptions_data_version AFTER INSERT OR UPDATE OR DELETE ON therapist_club_subscriptions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER therapist_club_subscriptions_data_version_truncate AFTER TRUNCATE ON therapist_club_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER soul_map_submissions_data_version AFTER INSERT OR UPDATE OR DELETE ON soul_map_submissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER soul_map_submissions_data_version_truncate AFTER TRUNCATE ON soul_map_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER integral_soul_maps_data_version AFTER INSERT OR UPDATE OR DELETE ON integral_soul_maps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER integral_soul_maps_data_version_truncate AFTER TRUNCATE ON integral_soul_maps
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER compass_access_data_version AFTER INSERT OR UPDATE OR DELETE ON compass_access
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER compass_access_data_version_truncate AFTER TRUNCATE ON compass_access
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER compass_conversations_data_version AFTER INSERT OR UPDATE OR DELETE ON compass_conversations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER compass_conversations_data_version_truncate AFTER TRUNCATE ON compass_conversations
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER compass_messages_data_version AFTER INSERT OR UPDATE OR DELETE ON compass_messages
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER compass_messages_data_version_truncate AFTER TRUNCATE ON compass_messages
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER compass_crisis_days_data_version AFTER INSERT OR UPDATE OR DELETE ON compass_crisis_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER compass_crisis_days_data_version_truncate AFTER TRUNCATE ON compass_crisis_days
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER leads_data_version AFTER INSERT OR UPDATE OR DELETE ON leads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER leads_data_version_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER images_data_version AFTER INSERT OR UPDATE OR DELETE ON images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER images_data_version_truncate AFTER TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER site_images_data_version AFTER INSERT OR UPDATE OR DELETE ON site_images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER site_images_data_version_truncate AFTER TRUNCATE ON site_images
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_data_version AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER products_data_version_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_data_version AFTER INSERT OR UPDATE OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER orders_data_version_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_charges_data_version AFTER INSERT OR UPDATE OR DELETE ON payment_charges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER payment_charges_data_version_truncate AFTER TRUNCATE ON payment_charges
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER points_ledger_data_version AFTER INSERT OR UPDATE OR DELETE ON points_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER points_ledger_data_version_truncate AFTER TRUNCATE ON points_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_log_data_version AFTER INSERT OR UPDATE OR DELETE ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER audit_log_data_version_truncate AFTER TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER admin_list_visits_data_version AFTER INSERT OR UPDATE OR DELETE ON admin_list_visits
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER admin_list_visits_data_version_truncate AFTER TRUNCATE ON admin_list_visits
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_items_data_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER catalogue_items_data_version_truncate AFTER TRUNCATE ON catalogue_items
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER site_texts_data_version AFTER INSERT OR UPDATE OR DELETE ON site_texts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER site_texts_data_version_truncate AFTER TRUNCATE ON site_texts
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_data_version AFTER INSERT OR UPDATE OR DELETE ON notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION essencia_raise_data_version();
--> statement-breakpoint
CREATE TRIGGER notifications_data_version_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_raise_data_version();
