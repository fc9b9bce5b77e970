import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { toasts } from "#domain/messages.ts";
import { API } from "#domain/paths.ts";
import type { Failure } from "#domain/result.ts";
import { loadViewer } from "../services/accounts.ts";
import type { AppServices } from "../services/context.ts";
import { askCompass } from "../services/soul-compass.ts";
import { isJsonMediaType } from "./media-type.ts";

/** A question and a conversation id are a few kilobytes at most (COMPASS_QUESTION_MAX_CHARS). */
export const COMPASS_BODY_LIMIT_BYTES = 32 * 1024;

// A request that is not a question at all gets the site's usual answers; the page shows their words
// under its own title (spec §8 'Erro ao contatar a Bússola').
const REFUSALS: Record<400 | 413 | 415, Failure> = {
  400: { ok: false, status: 400, toast: toasts.malformedRequest },
  413: { ok: false, status: 413, toast: toasts.payloadTooLarge },
  415: { ok: false, status: 415, toast: toasts.unsupportedMediaType },
};

/** POST /api/soul-compass/chat {conversationId, question} → the streamed reply, or a Failure in Portuguese. */
export function soulCompassApi(services: AppServices) {
  const api = new Hono();
  api.post(API.soulCompassChat, bodyLimit({ maxSize: COMPASS_BODY_LIMIT_BYTES, onError: (c) => c.json(REFUSALS[413], 413) }), async (c) => {
    c.header("Cache-Control", "no-store");
    if (!isJsonMediaType(c.req.header("content-type"))) return c.json(REFUSALS[415], 415);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(REFUSALS[400], 400);
    }
    const viewer = await loadViewer(services, c.req.raw.headers);
    const outcome = await askCompass(services, viewer, body, c.req.raw.signal);
    if (outcome instanceof Response) return outcome;
    const { retryAfter, ...refusal } = outcome;
    if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
    return c.json(refusal, refusal.status as 400);
  });
  return api;
}
