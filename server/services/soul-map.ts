import type { Viewer } from "#domain/account/viewer.ts";
import { chartFacts } from "#domain/compass/facts.ts";
import { type MiniReading, miniReadingOf } from "#domain/compass/responder.ts";
import type { soulMapSchema } from "#domain/forms/soul-map.ts";
import { soulMapGate, soulMapGateToasts } from "#domain/forms/soul-map-texts.ts";
import { birthToChart } from "#domain/hd/birth.ts";
import { toasts } from "#domain/messages.ts";
import type { Failure, Result } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";

import { refusalStatus } from "../db/errors.ts";
import { leads, soulMapSubmissions } from "../db/schema.ts";
import { rateLimited } from "../rate-limit.ts";
import type { RequestContext } from "./context.ts";

/** The page's gate, on the server: 401 for nobody signed in, 403 for an e-mail not confirmed yet; null when open. */
export function soulMapRefusal(viewer: Viewer | null): Failure | null {
  if (!viewer) return { ok: false, status: 401, toast: soulMapGateToasts.anonymous };
  if (soulMapGate(viewer) !== "open") return { ok: false, status: 403, toast: soulMapGateToasts.unconfirmed };
  return null;
}

/**
 * Stores a free soul map request of a signed-in person whose e-mail is confirmed (the page's gate is
 * checked again here) and, with it, a lead for /admin/leads. The chart is computed at once when our
 * places data knows the birthplace: the person reads a mini reading on the thank-you screen and the
 * lead keeps its text; otherwise the request is still stored and the lead has no reading.
 */
export async function submitSoulMap(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof soulMapSchema>,
): Promise<Result<{ reading: MiniReading | null }>> {
  const refused = soulMapRefusal(viewer);
  if (refused || !viewer) return refused as Failure;
  const { place, ...request } = input;
  try {
    const limited = await rateLimited(ctx, "soulMapForm");
    if (limited) return limited;
    const computed = birthToChart({ date: request.birthDate, time: request.birthTime, city: place.city, uf: place.uf });
    const reading = computed.ok ? miniReadingOf(chartFacts(computed.chart)) : null;
    await ctx.app.database.transaction(async (tx) => {
      // A repeat of a stored submission (same id) stores nothing and answers as the first did.
      const stored = await tx
        .insert(soulMapSubmissions)
        .values({ ...request, userId: viewer.id })
        .onConflictDoNothing({ target: soulMapSubmissions.submissionId })
        .returning({ id: soulMapSubmissions.id });
      if (stored.length === 0) return;
      await tx.insert(leads).values({ name: request.name, email: request.email, whatsapp: request.whatsapp, reading: reading?.text ?? null });
    });
    return { ok: true, reading };
  } catch (err) {
    const status = refusalStatus(err);
    if (!status) ctx.app.logger.error({ err }, "falha ao salvar pedido do mapa da alma");
    return { ok: false, status: status ?? 500, toast: toasts.soulMapSaveFailed };
  }
}
