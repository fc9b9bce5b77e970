/**
 * The Soul Compass bought by Pix (docs/decisions/059): the completed order gives the buyer the lifetime
 * access (once: it is written in the transaction that completed the order); the person then types their
 * birth data, the chart is computed and stored as their integral map (the storage staff's 'Liberar Mapa
 * Integral' uses), and the chat opens. After the first chat only staff change the birth data. A
 * 'Transformação Completa' also asks staff to schedule its sessions (e-mail and the admin panel).
 */
import { and, desc, eq, exists } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { INTEGRAL_MAP_ERROR_FIELDS } from "#domain/compass/integral-map.ts";
import { COMPLETE_TRANSFORMATION, isCompassOfferId } from "#domain/compass/offers.ts";
import { chosenInstant, CLOCK_FIELDS, clockQuestion, type ownBirthSchema, ownBirthTexts, ownBirthToasts } from "#domain/compass/own-birth.ts";
import { FULL_SOUL_MAP_SESSIONS } from "#domain/content/readings.ts";
import { birthToChart } from "#domain/hd/birth.ts";
import { computeChart } from "#domain/hd/chart.ts";
import { localTimeMeaning } from "#domain/hd/time.ts";
import { ANONYMISED_PERSON } from "#domain/orders.ts";
import type { Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import type { z } from "#domain/zod.ts";

import type { Db } from "../db/client.ts";
import { answerRefusal } from "../db/errors.ts";
import { compassAccess, compassConversations, compassMessages, orders, profiles, users } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { sessionsToScheduleMessage } from "../mail/templates.ts";
import { refuseUnless } from "./authz.ts";
import type { AppServices, RequestContext } from "./context.ts";
import { storeIntegralMap } from "./integral-maps.ts";

export async function hasCompassAccess(app: AppServices, userId: string): Promise<boolean> {
  const [row] = await app.database.db.select({ userId: compassAccess.userId }).from(compassAccess).where(eq(compassAccess.userId, userId)).limit(1);
  return Boolean(row);
}

/**
 * What a completed order unlocks, inside the transaction that completed it (so once): a Soul Compass
 * order gives its buyer the lifetime access; a 'Transformação Completa' also queues the e-mail asking
 * staff to schedule the sessions. Answers the queued mail's id (for the outbox's nudge) or undefined.
 */
export async function unlockPurchase(tx: Db, app: AppServices, order: typeof orders.$inferSelect): Promise<string | undefined> {
  if (order.itemKind !== "compass" || !order.buyerId || !isCompassOfferId(order.itemId)) return undefined;
  // A person who bought both keeps the first access; the sessions are asked for each 'Transformação Completa'.
  await tx.insert(compassAccess).values({ userId: order.buyerId, orderId: order.id, offerId: order.itemId }).onConflictDoNothing();
  if (order.itemId !== COMPLETE_TRANSFORMATION) return undefined;
  const [buyer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.buyerId)).limit(1);
  if (!buyer) return undefined;
  const to = app.config.NOTIFY_EMAIL ?? site.emails.contact;
  return enqueueMail(tx, sessionsToScheduleMessage(to, buyer, order, FULL_SOUL_MAP_SESSIONS, app.config.APP_URL));
}

/** Whether the person already talked to the Compass: from then on their birth data is staff's to change. */
async function hasChatted(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: compassConversations.id })
    .from(compassConversations)
    .where(
      and(
        eq(compassConversations.personId, userId),
        exists(db.select({ id: compassMessages.id }).from(compassMessages).where(eq(compassMessages.conversationId, compassConversations.id))),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** For the /soul-compass page: a person with the access bought and no map yet is asked for their birth data. */
export async function compassBirthStep(ctx: RequestContext, viewer: Viewer): Promise<boolean> {
  if (!viewer.emailConfirmed || viewer.hasIntegralMap) return false;
  return hasCompassAccess(ctx.app, viewer.id);
}

export type SavedOwnBirth = Result<{ chartType: string }>;

/**
 * The person's own birth data, after the access was bought: the chart is computed and stored as their
 * integral map (audit: the person). A time skipped or repeated by daylight saving is answered with a
 * question (400, `clockGap`/`clockFold`) until the person confirms or chooses. Refused without the
 * access, and once the person has chatted (staff correct it from /admin/clients).
 */
export async function saveOwnBirthData(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof ownBirthSchema>): Promise<SavedOwnBirth> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Exclude<SavedOwnBirth, { ok: true }>;
  const { app } = ctx;
  if (!viewer.emailConfirmed || !(await hasCompassAccess(app, viewer.id)))
    return { ok: false, status: 403, toast: ownBirthToasts.failed(ownBirthToasts.noAccess) };
  const { birthDate, birthTime, city, state, clock } = input;
  const computed = birthToChart({ date: birthDate, time: birthTime, city, uf: state });
  if (!computed.ok) {
    const field = INTEGRAL_MAP_ERROR_FIELDS[computed.error.code];
    return { ok: false, status: 400, fieldErrors: { [field]: computed.error.message }, toast: ownBirthToasts.failed(computed.error.message) };
  }
  const meaning = localTimeMeaning(birthDate, birthTime, computed.place.zone);
  if (!meaning)
    return { ok: false, status: 400, fieldErrors: { city: "Não foi possível determinar o fuso horário desta cidade." }, toast: ownBirthToasts.failed() };
  const instant = chosenInstant(meaning, clock);
  if (!instant) {
    // Never resolved silently: the person reads what the clock did and confirms or chooses.
    const question = clockQuestion(birthDate, birthTime, meaning);
    if (!question) throw new Error("unreachable: a single instant is always chosen");
    return {
      ok: false,
      status: 400,
      fieldErrors: { [CLOCK_FIELDS[question.kind]]: question.message },
      toast: ownBirthToasts.failed(ownBirthTexts.chooseClock),
    };
  }
  const chart = meaning.kind === "single" ? computed.chart : computeChart(instant);
  const saved = app.database.transaction(async (tx): Promise<SavedOwnBirth> => {
    // Serialised with the person's own chat and with staff's changes by the profile row's lock.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, viewer.id)).for("update");
    if (await hasChatted(tx, viewer.id)) return { ok: false, status: 409, toast: ownBirthToasts.failed(ownBirthToasts.locked) };
    const stored = await storeIntegralMap(tx, viewer, viewer.id, {
      birth: { birthDate, birthTime, city: computed.place.name, state: computed.place.uf },
      timeZone: computed.place.zone,
      chart,
    });
    return stored.ok ? { ok: true, chartType: chart.type } : stored;
  });
  return saved.catch(answerRefusal(ownBirthToasts.failed("Tente novamente em instantes.")));
}

export interface SessionsToSchedule {
  orderId: string;
  buyerName: string;
  buyerEmail: string | null;
  /** ISO: when the payment was confirmed. */
  paidAt: string;
}

/** /admin: the 50 newest paid 'Transformação Completa' orders, whose sessions staff schedule. */
export async function sessionsToSchedule(ctx: RequestContext, viewer: Viewer): Promise<Result<{ orders: SessionsToSchedule[] }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const rows = await ctx.app.database.db
    .select({ orderId: orders.id, name: profiles.fullName, email: profiles.email, closedAt: orders.closedAt, createdAt: orders.createdAt })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.buyerId))
    .where(and(eq(orders.itemKind, "compass"), eq(orders.itemId, COMPLETE_TRANSFORMATION), eq(orders.status, "completed")))
    .orderBy(desc(orders.closedAt))
    .limit(50);
  return {
    ok: true,
    orders: rows.map((r) => ({
      orderId: r.orderId,
      buyerName: r.name || r.email || ANONYMISED_PERSON,
      buyerEmail: r.email,
      paidAt: (r.closedAt ?? r.createdAt).toISOString(),
    })),
  };
}
