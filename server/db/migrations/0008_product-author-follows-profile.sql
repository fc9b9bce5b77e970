-- The author's name stored with a product follows the owner's profile, so the admin products list
-- finds a renamed therapist by the name it shows (its search key is title + this name, kept by
-- PostgreSQL and indexed) and the shop and the list agree. Orders keep their own snapshot.
CREATE OR REPLACE FUNCTION essencia_product_author_follows_profile() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products SET instructor = NEW.full_name WHERE instructor_id = NEW.id AND instructor IS DISTINCT FROM NEW.full_name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_full_name_to_products AFTER UPDATE OF full_name ON profiles
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION essencia_product_author_follows_profile();--> statement-breakpoint
UPDATE products SET instructor = profiles.full_name FROM profiles
  WHERE profiles.id = products.instructor_id AND products.instructor IS DISTINCT FROM profiles.full_name;
