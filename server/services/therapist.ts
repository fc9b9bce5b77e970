/**
 * The therapist dashboard (spec §2 "Therapist dashboard", §9): the therapist's own products
 * (any status), their completed sales, the KPIs and the 70/30 wallet, and the new product form.
 */
import { and, desc, eq } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import type { productFormSchema } from "#domain/forms/product.ts";
import type { TherapistDashboard } from "#domain/members.ts";
import { toasts } from "#domain/messages.ts";
import type { Failure, Result } from "#domain/result.ts";
import { therapistKpis } from "#domain/therapist.ts";
import { walletOf } from "#domain/wallet.ts";
import type { z } from "#domain/zod.ts";

import { refusalStatus } from "../db/errors.ts";
import { orders, products } from "../db/schema.ts";
import { refuseForeignImage } from "../images/service.ts";
import { rateLimited } from "../rate-limit.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

export async function loadTherapistDashboard(ctx: RequestContext, viewer: Viewer | null, now = new Date()): Promise<Result<TherapistDashboard>> {
  const refused = refuseUnless(viewer, "therapist");
  if (refused || !viewer) return refused as Failure;
  const { db } = ctx.app.database;
  const [productRows, saleRows] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        category: products.category,
        priceCents: products.priceCents,
        points: products.points,
        status: products.status,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(eq(products.instructorId, viewer.id))
      .orderBy(desc(products.createdAt), desc(products.id)),
    db
      .select({ id: orders.id, title: orders.title, priceCents: orders.priceCents, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.sellerId, viewer.id), eq(orders.status, "completed")))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  const wallet = walletOf(
    saleRows.map((s) => ({ priceCents: s.priceCents, purchasedAt: s.createdAt })),
    now,
  );
  return {
    ok: true,
    products: productRows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    sales: saleRows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    kpis: therapistKpis(productRows, saleRows),
    wallet: { ...wallet, nextReleaseAt: wallet.nextReleaseAt?.toISOString() ?? null },
  };
}

/** A new product from the dashboard's form: 'Pendente' until an admin approves it. */
export async function createProduct(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof productFormSchema>,
): Promise<Result<{ productId: string }>> {
  const refused = refuseUnless(viewer, "therapist");
  if (refused || !viewer) return refused as Failure;
  const limited = await rateLimited(ctx, "productForm");
  if (limited) return limited;
  const foreign = input.imageId ? await refuseForeignImage(ctx.app.database.db, viewer, input.imageId) : null;
  if (foreign) return foreign;
  try {
    const [row] = await ctx.app.database.db
      .insert(products)
      .values({ ...input, instructor: viewer.fullName || viewer.email, instructorId: viewer.id, status: "pending" })
      .returning({ id: products.id });
    return { ok: true, productId: row.id };
  } catch (err) {
    // A refusal is the account erased meanwhile (its profile is the product's owner): not a server fault.
    const status = refusalStatus(err);
    if (!status) ctx.app.logger.error({ err }, "falha ao salvar produto do terapeuta");
    return { ok: false, status: status ?? 500, toast: toasts.saveFailed };
  }
}
