-- The admin lists' row counts, exact and cheap: each insert, delete or truncate of a listed table
-- adjusts its row here in the same transaction (one statement trigger each, transition tables so a
-- 100,000-row insert is one update), and the /admin tiles read eight numbers instead of counting
-- every table on each view (docs/decisions/062).
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION essencia_count_rows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM inserted) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM deleted) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER soul_map_submissions_count_insert AFTER INSERT ON soul_map_submissions REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER soul_map_submissions_count_delete AFTER DELETE ON soul_map_submissions REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER soul_map_submissions_count_truncate AFTER TRUNCATE ON soul_map_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER leads_count_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER leads_count_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER healing_submissions_count_insert AFTER INSERT ON healing_submissions REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER healing_submissions_count_delete AFTER DELETE ON healing_submissions REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER healing_submissions_count_truncate AFTER TRUNCATE ON healing_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER profiles_count_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER profiles_count_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER profiles_count_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER therapist_club_subscriptions_count_insert AFTER INSERT ON therapist_club_subscriptions REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER therapist_club_subscriptions_count_delete AFTER DELETE ON therapist_club_subscriptions REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
CREATE TRIGGER therapist_club_subscriptions_count_truncate AFTER TRUNCATE ON therapist_club_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION essencia_count_rows();
--> statement-breakpoint
INSERT INTO row_counts (table_name, n)
SELECT 'soul_map_submissions', count(*) FROM soul_map_submissions
UNION ALL SELECT 'leads', count(*) FROM leads
UNION ALL SELECT 'healing_submissions', count(*) FROM healing_submissions
UNION ALL SELECT 'profiles', count(*) FROM profiles
UNION ALL SELECT 'products', count(*) FROM products
UNION ALL SELECT 'orders', count(*) FROM orders
UNION ALL SELECT 'therapist_club_subscriptions', count(*) FROM therapist_club_subscriptions;
