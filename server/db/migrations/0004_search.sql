-- Accent- and case-insensitive search of the admin lists ("joao" finds "João").
-- unaccent() is not IMMUTABLE (its dictionary could change), so it cannot back a generated
-- column or an index; this wrapper names the dictionary and promises what we need.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION essencia_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
