/**
 * The client area (spec §2 "Client area"): the signed-in person's own data, points, courses and
 * orders, and the profile edit. Everything is read by the viewer's id: nobody reads another's rows.
 */
import { and, desc, eq } from "drizzle-orm";

import { accountMessages } from "#domain/account/messages.ts";
import { deleteAccountMessages, type deleteAccountSchema, type profileEditSchema } from "#domain/account/profile.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { hideCpf } from "#domain/br.ts";
import type { ClientAreaData } from "#domain/members.ts";
import { toasts } from "#domain/messages.ts";
import { newestFirst } from "#domain/orders.ts";
import { RECENT_POINTS_ENTRIES } from "#domain/points.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";
import type { z } from "#domain/zod.ts";

import { refusalStatus } from "../db/errors.ts";
import { accounts, orders, pointsLedger, profiles, users } from "../db/schema.ts";
import { rateLimited } from "../rate-limit.ts";
import { erasePerson } from "./account-erasure.ts";
import { signOut } from "./accounts.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";
import { dataSubjectOf } from "./personal-data.ts";

export async function loadClientArea(ctx: RequestContext, viewer: Viewer | null): Promise<Result<ClientAreaData>> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const { db } = ctx.app.database;
  const [[profile], orderRows, ledgerRows] = await Promise.all([
    db
      .select({
        fullName: profiles.fullName,
        email: users.email,
        whatsapp: profiles.whatsapp,
        cpf: profiles.cpf,
        address: profiles.address,
        points: profiles.points,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, viewer.id)),
    db
      .select({
        id: orders.id,
        itemKind: orders.itemKind,
        title: orders.title,
        priceCents: orders.priceCents,
        points: orders.points,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.buyerId, viewer.id))
      .orderBy(desc(orders.createdAt)),
    db
      .select({
        id: pointsLedger.id,
        delta: pointsLedger.delta,
        reason: pointsLedger.reason,
        orderTitle: orders.title,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
      .where(eq(pointsLedger.personId, viewer.id))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(RECENT_POINTS_ENTRIES),
  ]);
  return {
    ok: true,
    profile: {
      fullName: profile?.fullName ?? viewer.fullName,
      email: profile?.email ?? viewer.email,
      whatsapp: profile?.whatsapp ?? null,
      cpf: hideCpf(profile?.cpf),
      address: profile?.address ?? null,
    },
    points: profile?.points ?? 0,
    recentPoints: ledgerRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    orders: newestFirst(orderRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))),
  };
}

/** Saves name, WhatsApp and address with the sign-up wizard's rules; the account's name follows. */
export async function updateProfile(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof profileEditSchema>): Promise<Result> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const { name, whatsapp, ...address } = input;
  const { database, logger } = ctx.app;
  try {
    await database.transaction(async (tx) => {
      await tx.update(profiles).set({ fullName: name, whatsapp, address }).where(eq(profiles.id, viewer.id));
      await tx.update(users).set({ name }).where(eq(users.id, viewer.id));
    });
  } catch (err) {
    const status = refusalStatus(err);
    if (!status) logger.error({ err }, "falha ao salvar o perfil");
    return { ok: false, status: status ?? 500, toast: toasts.saveFailed };
  }
  return { ok: true };
}

/** Whether the account signs in with a password ('Excluir minha conta' then asks for it). */
export async function hasPassword(ctx: RequestContext, viewer: Viewer): Promise<boolean> {
  const [row] = await ctx.app.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, viewer.id), eq(accounts.providerId, "credential")));
  return Boolean(row?.password);
}

/**
 * 'Excluir minha conta': checks the password (outside the transaction: scrypt is slow), then erases
 * the person's data and account in one transaction (server/services/account-erasure.ts); the
 * sessions go with the account, so every device is signed out, and this browser's cookie is cleared.
 * Admins are removed by another admin, never by themselves (spec §6).
 */
export async function deleteOwnAccount(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof deleteAccountSchema>,
): Promise<Result<{ headers: Headers }>> {
  if (viewer?.role === "admin") return { ok: false, status: 403, toast: toasts.selfRemovalRefused };
  const refused = refuseUnless(viewer, "cliente", "therapist");
  if (refused || !viewer) return refused as Failure;
  const limited = await rateLimited(ctx, "accountDeletion");
  if (limited) return limited;
  const { app } = ctx;
  const [credential] = await app.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, viewer.id), eq(accounts.providerId, "credential")));
  if (credential?.password) {
    const wrong = (message: string): Failure => ({ ok: false, status: 400, fieldErrors: { password: message }, toast: toasts.accountDeleteFailed(message) });
    if (!input.password) return wrong(accountMessages.passwordRequired);
    const auth = await app.auth.$context;
    if (!(await auth.password.verify({ hash: credential.password, password: input.password }))) return wrong(deleteAccountMessages.passwordWrong);
  }
  try {
    await app.database.transaction((tx) => erasePerson(tx, dataSubjectOf(viewer)));
  } catch (err) {
    const status = refusalStatus(err);
    if (!status) app.logger.error({ err }, "falha ao excluir conta");
    return { ok: false, status: status ?? 500, toast: toasts.accountDeleteFailed() };
  }
  const signedOut = await signOut(ctx);
  return { ok: true, headers: signedOut.ok ? signedOut.headers : new Headers() };
}
