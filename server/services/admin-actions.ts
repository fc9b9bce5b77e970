/**
 * What admins change from the lists: product review, a person's role, admin accounts. Each one checks
 * the role again, changes rows only from the state the admin saw (two admins at once: one wins, the
 * other is told), and is written to the audit log in the same transaction. What the database still
 * refuses is a race (an admin removed meanwhile is no actor the audit log can name): a 4xx, not a 500.
 */
import { and, eq } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import {
  adminActionMessages as m,
  type createAdminSchema,
  type productReviewSchema,
  type removeAdminSchema,
  type roleChangeSchema,
} from "#domain/admin-actions.ts";
import { adminNotices, toasts } from "#domain/messages.ts";
import { productNotification } from "#domain/notifications.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLE_LABELS } from "#domain/roles.ts";
import { PRODUCT_STATUS_LABELS } from "#domain/shop.ts";
import type { z } from "#domain/zod.ts";

import { answerRefusal, refusalStatus } from "../db/errors.ts";
import { products, profiles } from "../db/schema.ts";
import { eraseAccount } from "./account-erasure.ts";
import { ensureAdmin } from "./accounts.ts";
import { recordAudit } from "./audit.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";
import { notify } from "./notifications.ts";

/** 'Aprovar' / 'Rejeitar': only a product still pending changes (spec §4). */
export async function reviewProduct(
  ctx: RequestContext,
  viewer: Viewer,
  input: z.output<typeof productReviewSchema>,
): Promise<Result<{ decision: "approved" | "rejected" }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { productId, decision } = input;
  const reviewed: Promise<Result<{ decision: "approved" | "rejected" }>> = ctx.app.database.transaction(async (tx) => {
    const [changed] = await tx
      .update(products)
      .set({ status: decision })
      .where(and(eq(products.id, productId), eq(products.status, "pending")))
      .returning({ id: products.id, title: products.title, instructorId: products.instructorId });
    if (!changed) {
      const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      const message = exists ? m.productAlreadyReviewed : m.productNotFound;
      return { ok: false, status: exists ? 409 : 404, toast: toasts.statusUpdateFailed(message) };
    }
    await recordAudit(tx, viewer, {
      action: `product.${decision === "approved" ? "approve" : "reject"}`,
      targetType: "product",
      targetId: changed.id,
      summary: `Produto "${changed.title}" ${PRODUCT_STATUS_LABELS[decision].toLowerCase()}`,
    });
    // The therapist's bell, in the same transaction (docs/decisions/060).
    if (changed.instructorId) await notify(tx, changed.instructorId, productNotification(decision, changed.title));
    return { ok: true, decision };
  });
  return reviewed.catch(answerRefusal(toasts.statusUpdateFailed()));
}

/** Moves a person between cliente and therapist; admins are managed on their own page. */
export async function setClientRole(
  ctx: RequestContext,
  viewer: Viewer,
  input: z.output<typeof roleChangeSchema>,
): Promise<Result<{ name: string; role: string }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { userId, role } = input;
  const changed: Promise<Result<{ name: string; role: string }>> = ctx.app.database.transaction(async (tx) => {
    const [person] = await tx
      .select({ name: profiles.fullName, email: profiles.email, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!person) return { ok: false, status: 404, toast: toasts.roleChangeFailed(m.personNotFound) };
    if (person.role === "admin") return { ok: false, status: 409, toast: toasts.roleChangeFailed(m.roleNotChangeable) };
    const name = person.name || person.email;
    if (person.role !== role) {
      await tx.update(profiles).set({ role }).where(eq(profiles.id, userId));
      await recordAudit(tx, viewer, {
        action: "person.role",
        targetType: "person",
        targetId: userId,
        summary: `${name}: ${ROLE_LABELS[person.role]} → ${ROLE_LABELS[role]}`,
        detail: { from: person.role, to: role },
      });
    }
    return { ok: true, name, role: ROLE_LABELS[role].toLowerCase() };
  });
  return changed.catch(answerRefusal(toasts.roleChangeFailed()));
}

/**
 * The add-admin form: a new confirmed admin account, or the existing account with that e-mail
 * promoted — keeping the person's own name and password (the toast says so). Refused: an e-mail
 * that is already an admin's (nothing would change) and an account whose e-mail was never confirmed
 * (whoever signed up with the address may not own it: docs/decisions/051). Every change is audited
 * in its transaction.
 */
export async function createAdmin(
  ctx: RequestContext,
  viewer: Viewer,
  input: z.output<typeof createAdminSchema>,
): Promise<Result<{ email: string; outcome: "created" | "promoted" }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { fullName, email, password } = input;
  const { app } = ctx;
  try {
    const outcome = await ensureAdmin(app, email, password, {
      unconfirmed: "refuse",
      fullName,
      onChange: (tx, change) =>
        recordAudit(tx, viewer, {
          action: change.outcome === "created" ? "admin.create" : "admin.promote",
          targetType: "person",
          targetId: change.userId,
          summary: change.outcome === "created" ? `Administrador(a) criado(a): ${email}` : `Conta promovida a administrador(a): ${email}`,
        }),
    });
    if (outcome === "unchanged") return emailRefused(adminNotices.alreadyAdmin);
    if (outcome === "unconfirmed") return emailRefused(adminNotices.unconfirmedAccount);
    return { ok: true, email, outcome };
  } catch (err) {
    // A refusal is a race: another admin created the same account at the same moment.
    const status = refusalStatus(err);
    if (!status) app.logger.error({ err }, "falha ao criar administrador");
    return { ok: false, status: status ?? 500, toast: toasts.adminCreateFailed() };
  }
}

const emailRefused = (message: string): Failure => ({ ok: false, status: 409, fieldErrors: { email: message }, toast: toasts.adminCreateFailed(message) });

/**
 * Removes an admin for good (their account, as the spec's delete-user did), never one's own. The
 * admins' rows are locked first and the one asking must still be among them: two admins removing
 * each other at once, the second finds their own account gone and is refused. So the panel always
 * keeps an admin — the one asking, who is not the one removed.
 */
export async function removeAdmin(ctx: RequestContext, viewer: Viewer, input: z.output<typeof removeAdminSchema>): Promise<Result> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { userId } = input;
  const { app } = ctx;
  if (userId === viewer.id) return { ok: false, status: 403, toast: toasts.selfRemovalRefused };
  const removed: Promise<Result> = app.database.transaction(async (tx) => {
    const admins = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.role, "admin"))
      .orderBy(profiles.id)
      .for("update");
    if (!admins.some((a) => a.id === viewer.id)) return { ok: false, status: 409, toast: toasts.adminRemoveFailed(adminNotices.removedMeanwhile) };
    const target = admins.find((a) => a.id === userId);
    if (!target) return { ok: false, status: 404, toast: toasts.adminRemoveFailed(adminNotices.notAnAdmin) };
    await recordAudit(tx, viewer, { action: "admin.remove", targetType: "person", targetId: userId, summary: `Administrador(a) removido(a): ${target.email}` });
    await eraseAccount(tx, userId);
    return { ok: true };
  });
  return removed.catch(answerRefusal(toasts.adminRemoveFailed()));
}
