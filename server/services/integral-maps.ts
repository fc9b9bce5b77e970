/**
 * Integral soul maps (docs/decisions/050): staff grant one from /admin/clients once the institute confirmed the
 * payment, correct its birth data (the chart is recomputed) or revoke it. Each change rewrites the
 * map and profiles.has_integral_map together and is written to the audit log, and to the person's bell
 * (docs/decisions/060), in the same transaction.
 */
import { desc, eq } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import {
  type BirthSource,
  INTEGRAL_MAP_ERROR_FIELDS,
  type IntegralMapBirth,
  integralMapMessages as m,
  type integralMapSchema,
  integralMapToasts,
  type revokeIntegralMapSchema,
} from "#domain/compass/integral-map.ts";
import { birthToChart } from "#domain/hd/birth.ts";
import type { HumanDesignChart } from "#domain/hd/chart.ts";
import { integralMapNotification } from "#domain/notifications.ts";
import type { Result } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";

import type { Db } from "../db/client.ts";
import { compassAccess, integralSoulMaps, profiles, soulMapSubmissions } from "../db/schema.ts";
import { type AuditActor, recordAudit } from "./audit.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";
import { notify } from "./notifications.ts";

const notFound = { ok: false as const, status: 404, toast: integralMapToasts.failed(m.personNotFound) };

/**
 * The birth data for the dialog: the map's own when one was granted; otherwise the newest of what the
 * person already gave (the free soul map's date, time and city, or the sign-up's birth date), with
 * where it came from, so staff do not retype it. Null when the site knows nothing yet.
 */
export async function integralMapBirth(
  ctx: RequestContext,
  viewer: Viewer,
  userId: string,
): Promise<Result<{ birth: IntegralMapBirth | null; source: BirthSource | null }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { db } = ctx.app.database;
  const [row] = await db
    .select({
      birthDate: integralSoulMaps.birthDate,
      birthTime: integralSoulMaps.birthTime,
      city: integralSoulMaps.birthCity,
      state: integralSoulMaps.birthState,
    })
    .from(integralSoulMaps)
    .where(eq(integralSoulMaps.userId, userId));
  if (row) return { ok: true, birth: row, source: { kind: "integralMap", at: null } };
  const [[soulMap], [profile]] = await Promise.all([
    db
      .select({
        birthDate: soulMapSubmissions.birthDate,
        birthTime: soulMapSubmissions.birthTime,
        place: soulMapSubmissions.birthCity,
        at: soulMapSubmissions.submittedAt,
      })
      .from(soulMapSubmissions)
      .where(eq(soulMapSubmissions.userId, userId))
      .orderBy(desc(soulMapSubmissions.submittedAt))
      .limit(1),
    db.select({ birthDate: profiles.birthDate, at: profiles.updatedAt }).from(profiles).where(eq(profiles.id, userId)),
  ]);
  const signUp = profile?.birthDate ? { birthDate: profile.birthDate, at: profile.at } : null;
  if (soulMap && (!signUp || soulMap.at >= signUp.at)) {
    // The free soul map stores the place as the city picker wrote it: 'São Paulo - SP'.
    const [, city = soulMap.place, state = ""] = /^(.*) - ([A-Z]{2})$/.exec(soulMap.place) ?? [];
    return {
      ok: true,
      birth: { birthDate: soulMap.birthDate, birthTime: soulMap.birthTime, city, state },
      source: { kind: "soulMap", at: soulMap.at.toISOString() },
    };
  }
  if (signUp)
    return { ok: true, birth: { birthDate: signUp.birthDate, birthTime: "", city: "", state: "" }, source: { kind: "signUp", at: signUp.at.toISOString() } };
  return { ok: true, birth: null, source: null };
}

/** 'Liberar Mapa Integral' (or its correction): computes the chart and stores it with the birth data. */
export async function grantIntegralMap(
  ctx: RequestContext,
  viewer: Viewer,
  input: z.output<typeof integralMapSchema>,
): Promise<Result<{ name: string; updated: boolean }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { userId, birthDate, birthTime, city, state } = input;
  // The engine, before any row is locked: a few milliseconds of astronomy.
  const computed = birthToChart({ date: birthDate, time: birthTime, city, uf: state });
  if (!computed.ok) {
    const field = INTEGRAL_MAP_ERROR_FIELDS[computed.error.code];
    return { ok: false, status: 400, fieldErrors: { [field]: computed.error.message }, toast: integralMapToasts.failed(computed.error.message) };
  }
  return ctx.app.database.transaction((tx) =>
    storeIntegralMap(tx, viewer, userId, {
      birth: { birthDate, birthTime, city: computed.place.name, state: computed.place.uf },
      timeZone: computed.place.zone,
      chart: computed.chart,
    }),
  );
}

/**
 * The one place a map is written — staff's grant or correction, and the person's own birth data after
 * a Pix purchase (docs/decisions/059): the row, profiles.has_integral_map and the audit entry, in the
 * caller's transaction (the person's profile row is locked first).
 */
export async function storeIntegralMap(
  tx: Db,
  actor: AuditActor,
  userId: string,
  map: { birth: IntegralMapBirth; timeZone: string; chart: HumanDesignChart },
): Promise<Result<{ name: string; updated: boolean }>> {
  const { birthDate, birthTime, city, state } = map.birth;
  const stored = {
    birthDate,
    birthTime,
    // The place as our data names it ("Sao Paulo" typed → "São Paulo").
    birthCity: city,
    birthState: state,
    timeZone: map.timeZone,
    chartData: map.chart,
    grantedBy: "system" in actor ? null : actor.id,
    updatedAt: new Date(),
  };
  const [person] = await tx.select({ name: profiles.fullName, email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!person) return notFound;
  const name = person.name || person.email;
  const [before] = await tx.select({ userId: integralSoulMaps.userId }).from(integralSoulMaps).where(eq(integralSoulMaps.userId, userId));
  await tx
    .insert(integralSoulMaps)
    .values({ userId, ...stored })
    .onConflictDoUpdate({ target: integralSoulMaps.userId, set: stored });
  await tx.update(profiles).set({ hasIntegralMap: true }).where(eq(profiles.id, userId));
  await recordAudit(tx, actor, {
    action: before ? "integral-map.update" : "integral-map.grant",
    targetType: "person",
    targetId: userId,
    summary: before ? `Mapa Integral de ${name} recalculado` : `Mapa Integral liberado para ${name}`,
    detail: { birthDate, birthTime, city: stored.birthCity, state: stored.birthState },
  });
  // The bell tells the person what staff did; their own birth data entry needs no telling.
  if ("system" in actor || actor.id !== userId) await notify(tx, userId, integralMapNotification(before ? "updated" : "granted"));
  return { ok: true, name, updated: Boolean(before) };
}

/** 'Revogar mapa': the map goes, and with it the Compass (the conversations stay the person's). */
export async function revokeIntegralMap(
  ctx: RequestContext,
  viewer: Viewer,
  input: z.output<typeof revokeIntegralMapSchema>,
): Promise<Result<{ name: string }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { userId } = input;
  return ctx.app.database.transaction(async (tx) => {
    const [person] = await tx
      .select({ name: profiles.fullName, email: profiles.email, hasMap: profiles.hasIntegralMap })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!person) return notFound;
    const name = person.name || person.email;
    // The access bought by Pix goes too: the person cannot type their birth data back in (docs/decisions/059).
    const access = await tx.delete(compassAccess).where(eq(compassAccess.userId, userId)).returning({ userId: compassAccess.userId });
    const removed = await tx.delete(integralSoulMaps).where(eq(integralSoulMaps.userId, userId)).returning({ userId: integralSoulMaps.userId });
    if (!removed.length && !access.length && !person.hasMap) return { ok: false, status: 409, toast: integralMapToasts.failed(m.noMap) };
    await tx.update(profiles).set({ hasIntegralMap: false }).where(eq(profiles.id, userId));
    await recordAudit(tx, viewer, { action: "integral-map.revoke", targetType: "person", targetId: userId, summary: `Mapa Integral de ${name} revogado` });
    await notify(tx, userId, integralMapNotification("revoked"));
    return { ok: true, name };
  });
}

export interface OwnIntegralMap {
  birth: IntegralMapBirth;
  chart: HumanDesignChart;
}

/** 'Meu Mapa Integral' in the client area: the person's own map (null when none was granted). */
export async function ownIntegralMap(ctx: RequestContext, viewer: Viewer): Promise<OwnIntegralMap | null> {
  const [row] = await ctx.app.database.db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, viewer.id));
  if (!row) return null;
  return { birth: { birthDate: row.birthDate, birthTime: row.birthTime, city: row.birthCity, state: row.birthState }, chart: row.chartData };
}
