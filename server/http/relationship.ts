import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API } from "#domain/paths.ts";
import { relationshipMessages, relationshipToasts } from "#domain/relationship/messages.ts";
import { analyzeRelationshipRequest } from "../services/relationship.ts";
import type { AppServices } from "../services/context.ts";
import type { Failure } from "#domain/result.ts";
import { clientIp } from "./client-ip.ts";
import { isJsonMediaType } from "./media-type.ts";

/** Two people's data is well under 1 kB; anything near this cap is not a form. */
export const RELATIONSHIP_BODY_LIMIT_BYTES = 8 * 1024;

const failure = (status: 400 | 413 | 415): Failure => ({ ok: false, status, toast: relationshipToasts.failed(relationshipMessages.requestFailed(status)) });

/** POST /api/relationship {person1, person2} → the analysis, or a failure a person can read (never a 500 for bad input). */
export function relationshipApi(services: AppServices) {
  const api = new Hono();
  api.post(API.relationship, bodyLimit({ maxSize: RELATIONSHIP_BODY_LIMIT_BYTES, onError: (c) => c.json(failure(413), 413) }), async (c) => {
    c.header("Cache-Control", "no-store");
    if (!isJsonMediaType(c.req.header("content-type"))) return c.json(failure(415), 415);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(failure(400), 400);
    }
    const result = await analyzeRelationshipRequest({ app: services, clientIp: clientIp(c, services.config.TRUST_PROXY) }, body);
    if (result.ok) return c.json(result, 200);
    const { retryAfter, ...refusal } = result;
    if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
    return c.json(refusal, refusal.status as 400);
  });
  return api;
}
