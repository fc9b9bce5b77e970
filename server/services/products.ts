/**
 * The shop (/products): only what an admin approved and filed as 'Produto'
 * (spec §2 "Products", §4 "Product status"), newest first, with the owner's name as author.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { productImage, safePaymentLink, SHOP_CATEGORY, type ShopProduct } from "#domain/shop.ts";
import type { Db } from "../db/client.ts";
import { products, profiles } from "../db/schema.ts";

export async function listShopProducts(db: Db): Promise<ShopProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      // The owner's name as it is now; the name stored with the product once the owner is gone.
      instructor: sql<string>`coalesce(${profiles.fullName}, ${products.instructor})`,
      priceCents: products.priceCents,
      image: products.image,
      description: products.description,
      points: products.points,
      paymentLink: products.paymentLink,
    })
    .from(products)
    .leftJoin(profiles, eq(profiles.id, products.instructorId))
    .where(and(eq(products.status, "approved"), eq(products.category, SHOP_CATEGORY)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((row) => ({ ...row, image: productImage(row.image), paymentLink: safePaymentLink(row.paymentLink) }));
}
