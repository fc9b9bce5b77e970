import { Hono } from "hono";

import { toUf } from "#domain/br.ts";
import { API } from "#domain/paths.ts";
import { findPlaces } from "#domain/places/index.ts";
import { relationshipMessages } from "#domain/relationship/messages.ts";

const PLACES_QUERY_MAX = 80;
const PLACES_LIMIT = 8;

/**
 * GET /api/places?q=&uf= — the city autocomplete of the relationship form.
 * The data is static (built into the bundle), so answers are cached and need no rate limit.
 */
export function placesApi() {
  const api = new Hono();
  api.get(API.places, (c) => {
    const q = (c.req.query("q") ?? "").trim();
    const uf = (c.req.query("uf") ?? "").trim();
    if (q.length > PLACES_QUERY_MAX) return c.json({ ok: false, status: 400, fieldErrors: { q: relationshipMessages.tooLong } }, 400);
    if (uf && !toUf(uf)) return c.json({ ok: false, status: 400, fieldErrors: { uf: relationshipMessages.stateInvalid } }, 400);
    c.header("Cache-Control", "public, max-age=86400");
    const places = findPlaces(q, uf || undefined, PLACES_LIMIT).map(({ name, uf, zone }) => ({ name, uf, zone }));
    return c.json({ ok: true, places });
  });
  return api;
}
