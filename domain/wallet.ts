/**
 * The therapist's wallet (spec §9): of each sale, 70% is available at once and the other 30% is
 * held until 30 days after the purchase. Integer centavos throughout: the held part is rounded to
 * the nearest centavo and the available part is the rest, so the two always add up to the price.
 */

/** Percent of each sale available at once. */
export const WALLET_AVAILABLE_PERCENT = 70;
/** Days after the purchase when the held part of a sale becomes available. */
export const WALLET_RELEASE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Sale {
  priceCents: number;
  /** When the buyer placed the order (the purchase date). */
  purchasedAt: Date | string;
}

export interface SaleSplit {
  availableCents: number;
  heldCents: number;
}

function assertCents(cents: number) {
  if (!Number.isInteger(cents) || cents < 0) throw new TypeError(`price must be non-negative integer cents, got ${cents}`);
}

/** One sale's two parts; half a centavo rounds up into the held part (integer arithmetic only). */
export function splitSale(priceCents: number): SaleSplit {
  assertCents(priceCents);
  const heldPercent = 100 - WALLET_AVAILABLE_PERCENT;
  const heldCents = Math.floor((priceCents * heldPercent + 50) / 100);
  return { availableCents: priceCents - heldCents, heldCents };
}

/** The instant the held part of a sale becomes available. */
export function releaseAt(purchasedAt: Date | string): Date {
  const at = new Date(purchasedAt);
  if (Number.isNaN(at.getTime())) throw new RangeError(`invalid purchase date: ${String(purchasedAt)}`);
  return new Date(at.getTime() + WALLET_RELEASE_DAYS * DAY_MS);
}

export interface Wallet {
  revenueCents: number;
  /** 70% of every sale, plus the 30% of sales at least 30 days old. */
  availableCents: number;
  /** The 30% of sales younger than 30 days. */
  pendingCents: number;
  /** When the next held part becomes available; null when nothing is pending. */
  nextReleaseAt: Date | null;
}

/** The wallet at `now`, from the therapist's completed sales. */
export function walletOf(sales: readonly Sale[], now: Date): Wallet {
  let revenueCents = 0;
  let availableCents = 0;
  let pendingCents = 0;
  let nextReleaseAt: Date | null = null;
  for (const sale of sales) {
    const { availableCents: atOnce, heldCents } = splitSale(sale.priceCents);
    const release = releaseAt(sale.purchasedAt);
    revenueCents += sale.priceCents;
    availableCents += atOnce;
    if (release.getTime() <= now.getTime()) {
      availableCents += heldCents;
    } else if (heldCents > 0) {
      pendingCents += heldCents;
      if (!nextReleaseAt || release < nextReleaseAt) nextReleaseAt = release;
    }
  }
  return { revenueCents, availableCents, pendingCents, nextReleaseAt };
}
