/**
 * The shop (/products): only what an admin approved and filed as 'Produto'
 * (spec §2 "Products", §4 "Product status"), newest first.
 */
import { and, desc, eq } from "drizzle-orm";
import { ART } from "#domain/content/art.ts";
import type { Db } from "../db/client.ts";
import { products } from "../db/schema.ts";

export const SHOP_CATEGORY = "Produto";

export interface ShopProduct {
  id: string;
  title: string;
  /** Shown as the author. */
  instructor: string;
  priceCents: number;
  /** A same-origin path: pictures are never fetched from third-party hosts. */
  image: string;
  description: string;
  points: number;
  paymentLink: string | null;
}

/** The therapist form stores a placeholder text as image; only our own artwork paths are used as pictures. */
const LOCAL_ART = /^\/art\/[\w-]+\.svg$/;
export const PRODUCT_FALLBACK_ART = ART.club;

export function productImage(image: string): string {
  return LOCAL_ART.test(image) ? image : PRODUCT_FALLBACK_ART.src;
}

/** Only web links are opened; anything else (empty, javascript:, typos) counts as missing. */
export function safePaymentLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export async function listShopProducts(db: Db): Promise<ShopProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      instructor: products.instructor,
      priceCents: products.priceCents,
      image: products.image,
      description: products.description,
      points: products.points,
      paymentLink: products.paymentLink,
    })
    .from(products)
    .where(and(eq(products.status, "approved"), eq(products.category, SHOP_CATEGORY)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((row) => ({ ...row, image: productImage(row.image), paymentLink: safePaymentLink(row.paymentLink) }));
}
