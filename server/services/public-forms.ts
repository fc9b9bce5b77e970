import { toasts } from "#domain/messages.ts";
import { hitRateLimit } from "../rate-limit.ts";
import type { RequestContext } from "./context.ts";
import type { Failure } from "./result.ts";

// What the three public forms (healing, club, free soul map) share on the server.

export type PublicForm = "healing" | "club" | "soul-map";

/** One counter per form and client address, stored in the database so it holds across instances. */
export async function formRateLimited(ctx: RequestContext, form: PublicForm): Promise<Failure | null> {
  const { config, database } = ctx.app;
  const allowed = await hitRateLimit(database.db, `form:${form}:${ctx.clientIp}`, config.RATE_LIMIT_FORM_MAX, config.RATE_LIMIT_WINDOW_SECONDS);
  return allowed ? null : { ok: false, status: 429, toast: toasts.tooManyRequests };
}
