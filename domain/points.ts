/**
 * The points ledger (spec §1 "Members earn points"; docs/decisions/043): every change to a
 * person's points is one entry (person, delta, reason, order, when), and the balance shown in the
 * header, the mobile menu and the client area is their sum. An order credits its points once,
 * when it is marked 'Concluído'.
 */

export const POINTS_REASONS = ["order", "refund"] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const POINTS_REASON_LABELS: Record<PointsReason, string> = {
  order: "Pedido concluído",
  refund: "Pedido estornado",
};

export interface LedgerEntry {
  personId: string;
  delta: number;
  reason: PointsReason;
  orderId: string | null;
}

/** How many of the newest entries the client area's points card lists. */
export const RECENT_POINTS_ENTRIES = 10;

/**
 * The credit a completed order earns its buyer, or null when there is nothing to credit: an
 * order without points, or whose buyer deleted their account.
 */
export function orderCredit(order: { id: string; buyerId: string | null; points: number }): LedgerEntry | null {
  if (!order.buyerId || order.points <= 0) return null;
  if (!Number.isInteger(order.points)) throw new TypeError(`points must be an integer, got ${order.points}`);
  return { personId: order.buyerId, delta: order.points, reason: "order", orderId: order.id };
}

/** The balance: the sum of a person's entries (0 without any). */
export function pointsBalance(entries: readonly Pick<LedgerEntry, "delta">[]): number {
  return entries.reduce((sum, e) => sum + e.delta, 0);
}

/** '1 ponto', '20 pontos', '+20 pontos' with `signed`. */
export function pointsLabel(points: number, options: { signed?: boolean } = {}): string {
  const sign = options.signed && points > 0 ? "+" : "";
  return `${sign}${points} ${Math.abs(points) === 1 ? "ponto" : "pontos"}`;
}

/**
 * The one rule for how many points an item may give (issue 19): at most POINTS_PER_REAL per whole
 * real of its price, so points always follow money actually spent (R$ 97,00 → up to 97 points;
 * R$ 0,99 → none). The product form refuses more; an order never credits more than this, whatever
 * an older product row says.
 */
export const POINTS_PER_REAL = 1;

export const maxPointsFor = (priceCents: number): number => Math.max(0, Math.floor(priceCents / 100) * POINTS_PER_REAL);

/** Said next to the points field when they pass the ceiling. */
export const pointsAboveCeiling = (priceCents: number): string => {
  const max = maxPointsFor(priceCents);
  return `No máximo ${POINTS_PER_REAL} ponto por real do preço: até ${pointsLabel(max)} para este valor.`;
};

/** The points an order of this item earns: the item's, capped by the rule. */
export const orderPoints = (item: { points: number; priceCents: number }): number => Math.min(Math.max(0, item.points), maxPointsFor(item.priceCents));
