import { chartFacts } from "#domain/compass/facts.ts";
import { miniReadingOf, type MiniReading } from "#domain/compass/responder.ts";
import { soulMapSchema } from "#domain/forms/soul-map.ts";
import { soulMapGate, soulMapGateToasts } from "#domain/forms/soul-map-texts.ts";
import { birthToChart } from "#domain/hd/birth.ts";
import { toasts } from "#domain/messages.ts";
import { refusalStatus } from "../db/errors.ts";
import { leads, soulMapSubmissions } from "../db/schema.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import type { RequestContext } from "./context.ts";
import { rateLimited } from "../rate-limit.ts";
import { invalid, type Result } from "#domain/result.ts";

/**
 * Stores a free soul map request of a signed-in person whose e-mail is confirmed (the page's gate is
 * checked again here) and, with it, a lead for /admin/leads. The chart is computed at once when our
 * places data knows the birthplace: the person reads a mini reading on the thank-you screen and the
 * lead keeps its text; otherwise the request is still stored and the lead has no reading.
 */
export async function submitSoulMap(ctx: RequestContext, viewer: Viewer | null, input: unknown): Promise<Result<{ reading: MiniReading | null }>> {
  if (!viewer) return { ok: false, status: 401, toast: soulMapGateToasts.anonymous };
  if (soulMapGate(viewer) !== "open") return { ok: false, status: 403, toast: soulMapGateToasts.unconfirmed };
  const parsed = soulMapSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, toasts.soulMapInvalid);
  const { place, ...request } = parsed.data;
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
