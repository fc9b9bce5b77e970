/**
 * The therapist dashboard's figures (spec §2 "Therapist dashboard", §9): four KPI cards computed
 * from the therapist's own products and completed sales. Reviews are not built yet, so the
 * average rating is the spec's fixed 4.8.
 */

export const THERAPIST_AVERAGE_RATING = 4.8;

export interface TherapistKpis {
  products: number;
  sales: number;
  revenueCents: number;
  rating: number;
}

export function therapistKpis(products: readonly unknown[], sales: readonly { priceCents: number }[]): TherapistKpis {
  return {
    products: products.length,
    sales: sales.length,
    revenueCents: sales.reduce((sum, s) => sum + s.priceCents, 0),
    rating: THERAPIST_AVERAGE_RATING,
  };
}

/** '4,8' */
export const formatRating = (rating: number) => rating.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
