/**
 * Products in the shop and what the therapist form may file them as (spec §3 "Product",
 * §4 "Product status"). Money is integer centavos.
 */
import { ART } from "./content/art.ts";
import type { PublicImage } from "./images.ts";

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
  /** The therapist's photo (decision 055); null: the drawing at `image`. */
  photo: PublicImage | null;
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

/**
 * An https:// address with a real host name; anything else (http, javascript:, a bare domain) is refused,
 * and so are credentials (`https://banco.com@golpe.net` reads as the bank) and bare IP hosts (no payment
 * provider is reached at one; a link to one hides where the money goes).
 */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.hostname.startsWith("[") || /^[\d.]+$/.test(url.hostname)) return false;
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * Where the buyer pays: only https links are sold through (the product form refuses anything else
 * with the same rule); a link stored otherwise (http, javascript:, typos) counts as missing.
 */
export function safePaymentLink(link: string | null): string | null {
  const trimmed = link?.trim();
  return trimmed && isHttpsUrl(trimmed) ? new URL(trimmed).href : null;
}
