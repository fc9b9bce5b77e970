import { soulMapGate, soulMapGateToasts, soulMapSchema } from "#domain/forms/soul-map.ts";
import { toasts } from "#domain/messages.ts";
import { refusalStatus } from "../db/errors.ts";
import { soulMapSubmissions } from "../db/schema.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import type { RequestContext } from "./context.ts";
import { rateLimited } from "../rate-limit.ts";
import { invalid, type Result } from "#domain/result.ts";

/** Stores a free soul map request of a signed-in person whose e-mail is confirmed; the page's gate is checked again here. */
export async function submitSoulMap(ctx: RequestContext, viewer: Viewer | null, input: unknown): Promise<Result> {
  if (!viewer) return { ok: false, status: 401, toast: soulMapGateToasts.anonymous };
  if (soulMapGate(viewer) !== "open") return { ok: false, status: 403, toast: soulMapGateToasts.unconfirmed };
  const parsed = soulMapSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, toasts.soulMapInvalid);
  try {
    const limited = await rateLimited(ctx, "soulMapForm");
    if (limited) return limited;
    // A repeat of a stored submission (same id) stores nothing and answers as the first did.
    await ctx.app.database.db
      .insert(soulMapSubmissions)
      .values({ ...parsed.data, userId: viewer.id })
      .onConflictDoNothing({ target: soulMapSubmissions.submissionId });
    return { ok: true };
  } catch (err) {
    const status = refusalStatus(err);
    if (!status) ctx.app.logger.error({ err }, "falha ao salvar pedido do mapa da alma");
    return { ok: false, status: status ?? 500, toast: toasts.soulMapSaveFailed };
  }
}
