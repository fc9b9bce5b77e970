/**
 * The shop (/products): only what an admin approved and filed as 'Produto'
 * (spec §2 "Products", §4 "Product status"), newest first, with the owner's name as author.
 */
import { and, desc, eq, sql } from "drizzle-orm";

import { productImage, safePaymentLink, SHOP_CATEGORY, type ShopProduct } from "#domain/shop.ts";

import { products, profiles } from "../db/schema.ts";
import { imagesById } from "../images/service.ts";
import type { RequestContext } from "./context.ts";

export async function listShopProducts(ctx: RequestContext): Promise<ShopProduct[]> {
  const rows = await ctx.app.database.db
    .select({
      id: products.id,
      title: products.title,
      // The owner's name as it is now; the name stored with the product once the owner is gone.
      instructor: sql<string>`coalesce(${profiles.fullName}, ${products.instructor})`,
      priceCents: products.priceCents,
      image: products.image,
      imageId: products.imageId,
      description: products.description,
      points: products.points,
      paymentLink: products.paymentLink,
    })
    .from(products)
    .leftJoin(profiles, eq(profiles.id, products.instructorId))
    .where(and(eq(products.status, "approved"), eq(products.category, SHOP_CATEGORY)))
    .orderBy(desc(products.createdAt), desc(products.id));
  const photos = await imagesById(
    ctx.app.database.db,
    rows.map((row) => row.imageId),
  );
  return rows.map(({ imageId, ...row }) => ({
    ...row,
    image: productImage(row.image),
    photo: (imageId && photos.get(imageId)) || null,
    paymentLink: safePaymentLink(row.paymentLink),
  }));
}
