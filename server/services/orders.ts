/**
 * Orders (docs/decisions/004, 043): a signed-in person's 'Comprar Agora' or course sign-up records
 * a pending order with a snapshot of the item; staff mark it 'Concluído' (crediting its points once)
 * or 'Cancelado' on /admin/orders. Every function takes the viewer and checks the role again.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { publicOfKind } from "#domain/content/catalogue.ts";
import { courseSignUpLink, toCourse } from "#domain/content/courses.ts";
import { soulCompassOffers } from "#domain/content/readings.ts";
import { toasts } from "#domain/messages.ts";
import { orderNotification } from "#domain/notifications.ts";
import { type orderActionSchema, type placeOrderSchema } from "#domain/order-requests.ts";
import {
  courseOrderSnapshot,
  ORDER_REPEAT_WINDOW_SECONDS,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderSnapshot,
  type OrderStatus,
  transition,
  TRANSITION_FROM,
} from "#domain/orders.ts";
import { type LedgerEntry, orderCredit, orderPoints } from "#domain/points.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";
import { safePaymentLink, SHOP_CATEGORY } from "#domain/shop.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import type { z } from "#domain/zod.ts";

import type { Db } from "../db/client.ts";
import { answerRefusal } from "../db/errors.ts";
import { orders, pointsLedger, products, profiles } from "../db/schema.ts";
import { rateLimited } from "../rate-limit.ts";
import { type AuditActor, recordAudit } from "./audit.ts";
import { refuseUnless } from "./authz.ts";
import { unlockPurchase } from "./compass-access.ts";
import type { AppServices, RequestContext } from "./context.ts";
import { notify } from "./notifications.ts";
import { recordPoints } from "./points-ledger.ts";

export type PlacedOrder = Result<{ orderId: string; paymentLink: string; repeated: boolean }>;

const linkMissing: Failure = { ok: false, status: 404, toast: toasts.productLinkMissing };

/** What the person is buying, as sold right now, and where they pay; null when it is not on sale. */
export async function itemOnSale(app: AppServices, input: z.output<typeof placeOrderSchema>): Promise<{ snapshot: OrderSnapshot; link: string | null } | null> {
  if (input.item === "compass") {
    // Sold by Pix only (docs/decisions/059): without a provider the page keeps its WhatsApp links.
    const offer = soulCompassOffers.find((o) => o.id === input.offerId);
    if (!offer) return null;
    return {
      snapshot: {
        itemKind: "compass",
        itemId: offer.id,
        title: offer.title,
        priceCents: offer.price,
        points: 0,
        sellerId: null,
        sellerName: site.instituteName,
      },
      link: null,
    };
  }
  if (input.item === "course") {
    // Only a course visitors can see right now is on sale (a draft or past one is not).
    const { items } = await app.catalogue.read();
    const item = publicOfKind(items, "course", new Date()).find((course) => course.id === input.courseId);
    if (!item) return null;
    const course = toCourse(item);
    return { snapshot: courseOrderSnapshot(course), link: courseSignUpLink(course) };
  }
  const [row] = await app.database.db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      points: products.points,
      paymentLink: products.paymentLink,
      instructorId: products.instructorId,
      sellerName: sql<string>`coalesce(${profiles.fullName}, ${products.instructor})`,
    })
    .from(products)
    .leftJoin(profiles, eq(profiles.id, products.instructorId))
    .where(and(eq(products.id, input.productId), eq(products.status, "approved"), eq(products.category, SHOP_CATEGORY)))
    .limit(1);
  if (!row) return null;
  return {
    snapshot: {
      itemKind: "product",
      itemId: row.id,
      title: row.title,
      priceCents: row.priceCents,
      // Points follow the price (domain/points.ts), whatever an older row says.
      points: orderPoints(row),
      sellerId: row.instructorId,
      sellerName: row.sellerName,
    },
    link: safePaymentLink(row.paymentLink),
  };
}

/**
 * Records a pending order for the signed-in person before the payment link opens. Pressing again
 * for the same item within a minute answers the order already recorded while it is still pending
 * (one that staff already cancelled or completed is not the purchase being retried).
 */
export async function placeOrder(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof placeOrderSchema>): Promise<PlacedOrder> {
  const refused = refuseUnless(viewer, ...ROLES);
  // refuseUnless answers a Failure whenever there is no viewer.
  if (refused || !viewer) return refused as Failure;
  const item = await itemOnSale(ctx.app, input);
  if (!item) return { ok: false, status: 404, toast: toasts.productLinkMissing };
  const { snapshot, link } = item;
  // Buying one's own product would be points for nothing (docs/decisions/043).
  if (snapshot.sellerId === viewer.id) return { ok: false, status: 403, toast: toasts.ownProduct };
  if (!link) return linkMissing;
  const recorded = await recordOrder(ctx, {
    buyerId: viewer.id,
    snapshot,
    findRepeat: async (tx) => {
      const [recent] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.buyerId, viewer.id),
            eq(orders.itemId, snapshot.itemId),
            eq(orders.status, "pending"),
            gt(orders.createdAt, sql`now() - make_interval(secs => ${ORDER_REPEAT_WINDOW_SECONDS})`),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return recent ? { orderId: recent.id, open: false } : undefined;
    },
  });
  return recorded.ok ? { ok: true, orderId: recorded.orderId, paymentLink: link, repeated: recorded.repeated } : recorded;
}

/** An order found again by a repeated press: its id and, with Pix, whether its charge is still open. */
export interface RepeatedOrder {
  orderId: string;
  open: boolean;
}

/**
 * The one way a buyer's order row is written ('Comprar Agora' with a link or with Pix): under a
 * transaction-scoped advisory lock on (buyer, item), so concurrent presses see each other's row,
 * `findRepeat` looks for the order a repeated press should answer; otherwise the rate limit is
 * counted and the order inserted. A race with the buyer's account or the item going away is a
 * refusal, not a server error.
 */
export async function recordOrder(
  ctx: RequestContext,
  options: { buyerId: string; snapshot: OrderSnapshot; findRepeat: (tx: Db) => Promise<RepeatedOrder | undefined> },
): Promise<Result<RepeatedOrder & { repeated: boolean }>> {
  const { buyerId, snapshot, findRepeat } = options;
  const placed = ctx.app.database.transaction(async (tx): Promise<Result<RepeatedOrder & { repeated: boolean }>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${buyerId}:${snapshot.itemId}`}))`);
    const repeat = await findRepeat(tx);
    if (repeat) return { ok: true, ...repeat, repeated: true };
    const limited = await rateLimited(ctx, "placeOrder");
    if (limited) return limited;
    const [order] = await tx
      .insert(orders)
      .values({ ...snapshot, buyerId, productId: snapshot.itemKind === "product" ? snapshot.itemId : null })
      .returning({ id: orders.id });
    return { ok: true, orderId: order.id, open: false, repeated: false };
  });
  return placed.catch(answerRefusal(toasts.orderFailed));
}

export type OrderStatusChange = Result<{ status: OrderStatus; changed: boolean }>;

/** What one transition did: the order as it now is when it moved, or why it did not. */
export type AppliedTransition =
  | { kind: "changed"; order: typeof orders.$inferSelect; points: number }
  | { kind: "already"; status: OrderStatus }
  | { kind: "refused"; status: OrderStatus }
  | { kind: "not-found" };

/**
 * The one way an order changes status — staff's buttons and the payment provider's word alike
 * (docs/decisions/043, 059) — inside the caller's transaction. The row is locked and moves only from
 * the status the action starts at (the update is also conditional on it); the points credit of
 * 'Concluído' and the reversal of 'Estornado' are written in the same transaction under a unique key
 * per order and reason, so two clicks, two admins or two notifications change it exactly once. The
 * buyer's notification (the bell) is written in the same transaction too.
 */
export async function applyOrderTransition(tx: Db, actor: AuditActor, orderId: string, action: OrderAction): Promise<AppliedTransition> {
  const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current) return { kind: "not-found" };
  const next = transition(current.status, action);
  if (next.kind !== "apply") return next;
  const [order] = await tx
    .update(orders)
    .set({ status: next.to, ...(action === "refund" ? {} : { closedAt: new Date() }) })
    .where(and(eq(orders.id, orderId), eq(orders.status, TRANSITION_FROM[action])))
    .returning();
  if (!order) return { kind: "already", status: next.to };
  const entry = next.to === "completed" ? orderCredit(order) : next.to === "refunded" ? await creditReversal(tx, order.id) : null;
  if (entry) await recordPoints(tx, entry);
  await recordAudit(tx, actor, {
    action: `order.${action}`,
    targetType: "order",
    targetId: order.id,
    summary: `Pedido "${order.title}" marcado como ${ORDER_STATUS_LABELS[next.to]}`,
    detail: { priceCents: order.priceCents, points: entry?.delta ?? 0 },
  });
  // The buyer's bell, in the same transaction (docs/decisions/060); an erased buyer has none.
  if (order.buyerId && next.to !== "pending") await notify(tx, order.buyerId, orderNotification(next.to, order.title));
  return { kind: "changed", order, points: entry?.delta ?? 0 };
}

/** The entry that takes back what the order's completion credited (whatever rule computed it), or null. */
async function creditReversal(tx: Db, orderId: string): Promise<LedgerEntry | null> {
  const [credit] = await tx
    .select({ personId: pointsLedger.personId, delta: pointsLedger.delta })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.orderId, orderId), eq(pointsLedger.reason, "order")));
  return credit && credit.delta !== 0 ? { personId: credit.personId, delta: -credit.delta, reason: "refund", orderId } : null;
}

/** 'Concluído' or 'Cancelado', by staff (applyOrderTransition). */
export async function changeOrderStatus(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof orderActionSchema>): Promise<OrderStatusChange> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { orderId, action } = input;
  const { app } = ctx;
  let mail: string | undefined;
  // Completing an order while its buyer erases the account locks the same rows in the other order:
  // PostgreSQL ends one of the two (a deadlock), and that admin is asked to try again.
  const changed: Promise<OrderStatusChange> = app.database.transaction(async (tx): Promise<OrderStatusChange> => {
    const applied = await applyOrderTransition(tx, viewer, orderId, action);
    if (applied.kind === "not-found") return { ok: false, status: 404, toast: toasts.orderNotFound };
    if (applied.kind === "refused") return { ok: false, status: 409, toast: toasts.orderStatusRefused(ORDER_STATUS_LABELS[applied.status]) };
    if (applied.kind === "already") return { ok: true, status: applied.status, changed: false };
    // A Soul Compass order staff complete by hand unlocks the same as one paid by Pix.
    if (applied.order.status === "completed") mail = await unlockPurchase(tx, app, applied.order);
    return { ok: true, status: applied.order.status, changed: true };
  });
  const answer = await changed.catch(answerRefusal(toasts.statusUpdateFailed("O pedido mudou enquanto você o marcava. Recarregue a lista e tente de novo.")));
  if (answer.ok && mail) app.outbox.nudge();
  return answer;
}
