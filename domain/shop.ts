/**
 * Products in the shop and what the therapist form may file them as (spec §3 "Product",
 * §4 "Product status"). Money is integer centavos.
 */
import { ART } from "./content/art.ts";

export const PRODUCT_CATEGORIES = ["Atendimento", "Curso", "Produto", "Vivência"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Only this category is sold on /products. */
export const SHOP_CATEGORY: ProductCategory = "Produto";

export const PRODUCT_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  pending: "Pendente",
  approved: "Aprovado",
  rejected: "Rejeitado",
};

/** One approved product as the shop shows it. */
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
