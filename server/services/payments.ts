/**
 * Pix through Mercado Pago (docs/decisions/059). 'Comprar' records the order and a Pix charge; the
 * provider's notification (or the reconciliation) reads the payment back and moves the order through
 * the one order transition (applyOrderTransition): completed once, with its points, the therapist's
 * sale and the audit entry, by "Mercado Pago"; expired unpaid; reversed after a refund or chargeback.
 */
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { isCompassOfferId } from "#domain/compass/offers.ts";
import { courseIdOfRegistration } from "#domain/content/courses.ts";
import { toasts } from "#domain/messages.ts";
import type { PlaceOrderInput, placeOrderSchema } from "#domain/order-requests.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#domain/orders.ts";
import { paymentPagePath } from "#domain/paths.ts";
import { PAYMENT_ACTOR, paymentProblems, paymentVerdict, type ProviderPayment } from "#domain/payments.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";
import type { z } from "#domain/zod.ts";

import type { Db } from "../db/client.ts";
import { orders, paymentCharges, users } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { paymentReceiptMessage } from "../mail/templates.ts";
import type { MercadoPagoClient, PixCharge } from "../payments/mercadopago.ts";
import { refuseUnless } from "./authz.ts";
import { hasCompassAccess, unlockPurchase } from "./compass-access.ts";
import type { AppServices, RequestContext } from "./context.ts";
import { applyOrderTransition, itemOnSale, recordOrder } from "./orders.ts";

const SYSTEM = { system: PAYMENT_ACTOR };

/** A charge is offered again on a second press only while this much of it is left. */
const REUSE_MARGIN_MS = 60_000;
/** An order whose charge could not be created is retried (same idempotency key) within this window. */
const RETRY_WINDOW_MS = 10 * 60_000;

export type PlacedPixOrder = Result<{ orderId: string; paymentPage: string; repeated: boolean }>;

function providerOf(app: AppServices): MercadoPagoClient {
  if (!app.payments.client) throw new Error("PAYMENT_PROVIDER=none: não há provedor de pagamentos");
  return app.payments.client;
}

/**
 * 'Comprar' with Pix: the order (price and points from the server's catalogue) and its charge. A
 * second press for the same item answers the order whose charge is still open; one whose charge
 * expired gets a new order and charge. The charge is created outside the order's transaction (a
 * network call must not hold locks) under an idempotency key tied to the order, so when the provider
 * fails the next press retries the same payment instead of charging twice.
 */
export async function placePixOrder(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof placeOrderSchema>): Promise<PlacedPixOrder> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const { app } = ctx;
  const item = await itemOnSale(app, input);
  if (!item) return { ok: false, status: 404, toast: toasts.productLinkMissing };
  const { snapshot } = item;
  // Buying one's own product would be points for nothing (docs/decisions/043), by Pix as by link.
  if (snapshot.sellerId === viewer.id) return { ok: false, status: 403, toast: toasts.ownProduct };
  if (snapshot.priceCents <= 0) return { ok: false, status: 404, toast: toasts.productLinkMissing };
  if (snapshot.itemKind === "compass") {
    // The lifetime access is tied to a confirmed e-mail, like the Compass itself (spec §4's gate).
    if (!viewer.emailConfirmed) return { ok: false, status: 403, toast: toasts.compassConfirmFirst };
    if (await hasCompassAccess(app, viewer.id)) return { ok: false, status: 409, toast: toasts.compassAlreadyOwned };
  }
  const recorded = await recordOrder(ctx, {
    buyerId: viewer.id,
    snapshot,
    findRepeat: async (tx) => {
      const now = Date.now();
      const [open] = await tx
        .select({ id: orders.id, chargeId: paymentCharges.id })
        .from(orders)
        .leftJoin(paymentCharges, eq(paymentCharges.orderId, orders.id))
        .where(
          and(
            eq(orders.buyerId, viewer.id),
            eq(orders.itemId, snapshot.itemId),
            eq(orders.status, "pending"),
            or(
              and(eq(paymentCharges.providerStatus, "pending"), gt(paymentCharges.expiresAt, new Date(now + REUSE_MARGIN_MS))),
              and(isNull(paymentCharges.id), gt(orders.createdAt, new Date(now - RETRY_WINDOW_MS))),
            ),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return open ? { orderId: open.id, open: open.chargeId !== null } : undefined;
    },
  });
  if (!recorded.ok) return recorded;
  const answer: PlacedPixOrder = { ok: true, orderId: recorded.orderId, paymentPage: paymentPagePath(recorded.orderId), repeated: recorded.repeated };
  if (recorded.open) return answer;
  try {
    const charge = await providerOf(app).createPix({
      orderId: recorded.orderId,
      amountCents: snapshot.priceCents,
      description: snapshot.title,
      payerEmail: viewer.email,
      expiresAt: new Date(Date.now() + app.config.PIX_EXPIRES_MINUTES * 60_000),
    });
    await storeCharge(app, recorded.orderId, snapshot.priceCents, charge);
    return answer;
  } catch (err) {
    app.logger.error({ err, orderId: recorded.orderId }, "falha ao criar a cobrança Pix; a próxima tentativa usa a mesma chave de idempotência");
    return { ok: false, status: 502, toast: toasts.pixFailed };
  }
}

/** The charge row of an order (kept when one is already there: a retry, a reconciliation). */
async function storeCharge(app: AppServices, orderId: string, amountCents: number, charge: PixCharge) {
  await app.database.db
    .insert(paymentCharges)
    .values({
      orderId,
      provider: "mercadopago",
      providerPaymentId: charge.id,
      providerStatus: charge.status,
      amountCents,
      qrCode: charge.qrCode,
      qrCodeBase64: charge.qrCodeBase64,
      expiresAt: charge.expiresAt,
    })
    .onConflictDoNothing();
}

export interface PixPaymentView {
  orderId: string;
  /** What 'Gerar novo Pix' posts to buy the same item again. */
  item: PlaceOrderInput | null;
  title: string;
  priceCents: number;
  points: number;
  status: OrderStatus;
  charge: { qrCode: string; qrCodeBase64: string; expiresAt: string; problem: string | null } | null;
}

/** The payment page's data: one of the viewer's own orders and its charge (404 for anyone else's). */
export async function loadPixPayment(ctx: RequestContext, viewer: Viewer | null, input: { orderId: string }): Promise<Result<{ payment: PixPaymentView }>> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const [row] = await ctx.app.database.db
    .select({
      orderId: orders.id,
      itemKind: orders.itemKind,
      itemId: orders.itemId,
      title: orders.title,
      priceCents: orders.priceCents,
      points: orders.points,
      status: orders.status,
      qrCode: paymentCharges.qrCode,
      qrCodeBase64: paymentCharges.qrCodeBase64,
      expiresAt: paymentCharges.expiresAt,
      problem: paymentCharges.problem,
    })
    .from(orders)
    .leftJoin(paymentCharges, eq(paymentCharges.orderId, orders.id))
    .where(and(eq(orders.id, input.orderId), eq(orders.buyerId, viewer.id)))
    .limit(1);
  if (!row) return { ok: false, status: 404, toast: toasts.orderNotFound };
  const { qrCode, qrCodeBase64, expiresAt, problem, itemKind, itemId, ...order } = row;
  const charge = qrCode && qrCodeBase64 && expiresAt ? { qrCode, qrCodeBase64, expiresAt: expiresAt.toISOString(), problem } : null;
  const courseId = itemKind === "course" ? courseIdOfRegistration(itemId) : null;
  const item: PlaceOrderInput | null =
    itemKind === "product"
      ? { item: "product", productId: itemId }
      : courseId
        ? { item: "course", courseId }
        : itemKind === "compass" && isCompassOfferId(itemId)
          ? { item: "compass", offerId: itemId }
          : null;
  return { ok: true, payment: { ...order, item, charge } };
}

export type Settled = "completed" | "expired" | "cancelled" | "refunded" | "flagged" | "unchanged" | "unknown";

/**
 * What a notification or the reconciliation triggers for one provider payment: read it back (the
 * notification's body is never trusted) and act on the verdict. Safe to run any number of times, in
 * any order, concurrently: the order transition locks the row and moves it once.
 */
export async function settlePayment(app: AppServices, providerPaymentId: string): Promise<Settled> {
  const payment = await providerOf(app).read(providerPaymentId);
  return applyPayment(app, payment);
}

async function applyPayment(app: AppServices, payment: ProviderPayment): Promise<Settled> {
  const { db } = app.database;
  const [charge] = await db
    .select({ id: paymentCharges.id, orderId: paymentCharges.orderId, problem: paymentCharges.problem })
    .from(paymentCharges)
    .where(eq(paymentCharges.providerPaymentId, payment.id))
    .limit(1);
  if (!charge) {
    app.logger.warn({ paymentId: payment.id, reference: payment.externalReference }, "pagamento do Mercado Pago sem cobrança do site: ignorado");
    return "unknown";
  }
  let mail: string | undefined;
  const settled = await app.database.transaction(async (tx): Promise<Settled> => {
    const [order] = await tx
      .select({ id: orders.id, priceCents: orders.priceCents, status: orders.status })
      .from(orders)
      .where(eq(orders.id, charge.orderId))
      .limit(1);
    const verdict = paymentVerdict(order, payment);
    await tx
      .update(paymentCharges)
      .set({ providerStatus: payment.status, checkedAt: new Date(), ...(verdict.kind === "flag" ? { problem: verdict.reason } : {}) })
      .where(eq(paymentCharges.id, charge.id));
    if (verdict.kind === "flag") {
      if (charge.problem !== verdict.reason)
        app.logger.warn({ orderId: order.id, paymentId: payment.id, reason: verdict.reason }, "pagamento não confere com o pedido");
      return "flagged";
    }
    if (verdict.kind === "wait") return "unchanged";
    const action = verdict.kind === "complete" ? "complete" : verdict.kind === "expire" ? "expire" : verdict.kind === "cancel" ? "cancel" : "refund";
    const applied = await applyOrderTransition(tx, SYSTEM, order.id, action);
    // Money arrived for an order staff cancelled or that had expired: nothing completes it, staff are told.
    if (applied.kind === "refused" && action === "complete") {
      await tx
        .update(paymentCharges)
        .set({ problem: paymentProblems.closed(ORDER_STATUS_LABELS[applied.status]) })
        .where(eq(paymentCharges.id, charge.id));
      return "flagged";
    }
    if (applied.kind !== "changed") return "unchanged";
    if (action === "complete") {
      mail = await receipt(tx, app, applied.order);
      // The Soul Compass access (and the staff's note of a 'Transformação Completa'), in the same transaction.
      mail = (await unlockPurchase(tx, app, applied.order)) ?? mail;
    }
    return action === "complete" ? "completed" : action === "expire" ? "expired" : action === "cancel" ? "cancelled" : "refunded";
  });
  if (mail) app.outbox.nudge();
  return settled;
}

/** The receipt e-mail to the buyer, in the completion's transaction (none when the account is gone). */
async function receipt(tx: Db, app: AppServices, order: typeof orders.$inferSelect): Promise<string | undefined> {
  if (!order.buyerId) return undefined;
  const [buyer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.buyerId)).limit(1);
  if (!buyer) return undefined;
  return enqueueMail(tx, paymentReceiptMessage(buyer.email, buyer.name, order, app.config.APP_URL));
}

/** How many charges one reconciliation reads back: the least recently checked first. */
const RECONCILE_BATCH = 200;
/** A completed order's payment is still read back for refunds and chargebacks this long. */
const REVERSAL_WINDOW_DAYS = 180;

/**
 * The reconciliation: every charge of a pending order, and of orders completed in the last
 * REVERSAL_WINDOW_DAYS, read back from the provider and settled as a notification would — so a lost
 * notification still completes its order, an expired charge ends it as 'Expirado' and a refund after
 * completion reverses it; a charge created at the provider but never stored (the site stopped in
 * between) is found by the order's reference. Answers how many orders moved. Nothing runs with
 * PAYMENT_PROVIDER=none.
 */
export async function reconcileCharges(app: AppServices): Promise<number> {
  if (!app.payments.client) return 0;
  const open = await app.database.db
    .select({ paymentId: paymentCharges.providerPaymentId })
    .from(paymentCharges)
    .innerJoin(orders, eq(orders.id, paymentCharges.orderId))
    .where(
      or(eq(orders.status, "pending"), and(eq(orders.status, "completed"), gt(orders.closedAt, sql`now() - make_interval(days => ${REVERSAL_WINDOW_DAYS})`))),
    )
    .orderBy(paymentCharges.checkedAt)
    .limit(RECONCILE_BATCH);
  // Orders whose charge Mercado Pago created but the site never stored (it stopped in between): found by reference.
  const unstored = await app.database.db
    .select({ id: orders.id, priceCents: orders.priceCents })
    .from(orders)
    .leftJoin(paymentCharges, eq(paymentCharges.orderId, orders.id))
    .where(and(eq(orders.status, "pending"), isNull(paymentCharges.id), gt(orders.createdAt, sql`now() - make_interval(days => 1)`)))
    .limit(RECONCILE_BATCH);
  for (const order of unstored) {
    const [charge] = await providerOf(app).search(order.id);
    if (!charge) continue;
    await storeCharge(app, order.id, order.priceCents, charge);
    open.push({ paymentId: charge.id });
  }
  let moved = 0;
  for (const { paymentId } of open) {
    const settled = await settlePayment(app, paymentId);
    if (["completed", "expired", "cancelled", "refunded"].includes(settled)) moved++;
  }
  return moved;
}

/** 'Conferir pagamentos' on /admin/orders: the reconciliation, now. */
export async function reconcilePayments(ctx: RequestContext, viewer: Viewer | null): Promise<Result<{ moved: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  if (!ctx.app.payments.client) return { ok: false, status: 404, toast: toasts.notFound };
  try {
    return { ok: true, moved: await reconcileCharges(ctx.app) };
  } catch (err) {
    ctx.app.logger.warn({ err }, "conciliação de pagamentos pedida pela equipe falhou");
    return { ok: false, status: 502, toast: toasts.reconcileFailed };
  }
}
