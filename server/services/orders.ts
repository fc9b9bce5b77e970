/**
 * Orders (docs/decisions/004, 043): a signed-in person's 'Comprar Agora' or course sign-up records
 * a pending order with a snapshot of the item; staff mark it 'Concluído' (crediting its points once)
 * or 'Cancelado' on /admin/orders. Every function takes the viewer and checks the role again.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { publicOfKind } from "#domain/content/catalogue.ts";
import { courseSignUpLink, toCourse } from "#domain/content/courses.ts";
import { toasts } from "#domain/messages.ts";
import { type orderActionSchema, type placeOrderSchema } from "#domain/order-requests.ts";
import { courseOrderSnapshot, ORDER_REPEAT_WINDOW_SECONDS, ORDER_STATUS_LABELS, type OrderSnapshot, type OrderStatus, transition } from "#domain/orders.ts";
import { orderCredit, orderPoints } from "#domain/points.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";
import { safePaymentLink, SHOP_CATEGORY } from "#domain/shop.ts";
import type { z } from "#domain/zod.ts";

import { answerRefusal } from "../db/errors.ts";
import { orders, products, profiles } from "../db/schema.ts";
import { rateLimited } from "../rate-limit.ts";
import { recordAudit } from "./audit.ts";
import { refuseUnless } from "./authz.ts";
import type { AppServices, RequestContext } from "./context.ts";
import { recordPoints } from "./points-ledger.ts";

export type PlacedOrder = Result<{ orderId: string; paymentLink: string; repeated: boolean }>;

const linkMissing: Failure = { ok: false, status: 404, toast: toasts.productLinkMissing };

/** What the person is buying, as sold right now, and where they pay; null when it is not on sale. */
async function itemOnSale(app: AppServices, input: z.output<typeof placeOrderSchema>): Promise<{ snapshot: OrderSnapshot; link: string | null } | null> {
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
 * (one that staff already cancelled or completed is not the purchase being retried): the buyer and
 * item are serialised by a transaction-scoped advisory lock, so concurrent presses see each other's row.
 */
export async function placeOrder(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof placeOrderSchema>): Promise<PlacedOrder> {
  const refused = refuseUnless(viewer, ...ROLES);
  // refuseUnless answers a Failure whenever there is no viewer.
  if (refused || !viewer) return refused as Failure;
  const { database } = ctx.app;
  const item = await itemOnSale(ctx.app, input);
  if (!item) return { ok: false, status: 404, toast: toasts.productLinkMissing };
  const { snapshot, link } = item;
  // Buying one's own product would be points for nothing (docs/decisions/043).
  if (snapshot.sellerId === viewer.id) return { ok: false, status: 403, toast: toasts.ownProduct };
  if (!link) return linkMissing;
  // A race with the buyer's account or the product going away is a refusal, not a server error.
  const placed: Promise<PlacedOrder> = database.transaction(async (tx): Promise<PlacedOrder> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${viewer.id}:${snapshot.itemId}`}))`);
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
    if (recent) return { ok: true, orderId: recent.id, paymentLink: link, repeated: true };
    const limited = await rateLimited(ctx, "placeOrder");
    if (limited) return limited;
    const [order] = await tx
      .insert(orders)
      .values({ ...snapshot, buyerId: viewer.id, productId: snapshot.itemKind === "product" ? snapshot.itemId : null })
      .returning({ id: orders.id });
    return { ok: true, orderId: order.id, paymentLink: link, repeated: false };
  });
  return placed.catch(answerRefusal(toasts.orderFailed));
}

export type OrderStatusChange = Result<{ status: OrderStatus; changed: boolean }>;

/**
 * 'Concluído' or 'Cancelado', by staff. The row is locked and only a pending order moves (the
 * update is also conditional on status = 'pending'); the points credit is written in the same
 * transaction under a unique key per order, so two clicks or two admins credit exactly once.
 */
export async function changeOrderStatus(ctx: RequestContext, viewer: Viewer | null, input: z.output<typeof orderActionSchema>): Promise<OrderStatusChange> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { orderId, action } = input;
  const { app } = ctx;
  // Completing an order while its buyer erases the account locks the same rows in the other order:
  // PostgreSQL ends one of the two (a deadlock), and that admin is asked to try again.
  const changed: Promise<OrderStatusChange> = app.database.transaction(async (tx): Promise<OrderStatusChange> => {
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) return { ok: false, status: 404, toast: toasts.orderNotFound };
    const next = transition(current.status, action);
    if (next.kind === "already") return { ok: true, status: next.status, changed: false };
    if (next.kind === "refused") return { ok: false, status: 409, toast: toasts.orderStatusRefused(ORDER_STATUS_LABELS[next.status]) };
    const [order] = await tx
      .update(orders)
      .set({ status: next.to, closedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning();
    if (!order) return { ok: true, status: next.to, changed: false };
    const credit = next.to === "completed" ? orderCredit(order) : null;
    if (credit) await recordPoints(tx, credit);
    const label = ORDER_STATUS_LABELS[next.to];
    await recordAudit(tx, viewer, {
      action: `order.${action}`,
      targetType: "order",
      targetId: order.id,
      summary: `Pedido "${order.title}" marcado como ${label}`,
      detail: { priceCents: order.priceCents, points: credit?.delta ?? 0 },
    });
    return { ok: true, status: next.to, changed: true };
  });
  return changed.catch(answerRefusal(toasts.statusUpdateFailed("O pedido mudou enquanto você o marcava. Recarregue a lista e tente de novo.")));
}
