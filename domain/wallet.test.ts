import { describe, expect, it } from "vitest";

import { releaseAt, splitSale, WALLET_RELEASE_DAYS, walletOf } from "./wallet.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("splitSale", () => {
  it("70% at once, 30% held, for round prices", () => {
    expect(splitSale(10000)).toEqual({ availableCents: 7000, heldCents: 3000 });
    expect(splitSale(19700)).toEqual({ availableCents: 13790, heldCents: 5910 });
  });

  it("rounds the held part to the nearest centavo and the parts always add up to the price", () => {
    expect(splitSale(1)).toEqual({ availableCents: 1, heldCents: 0 });
    expect(splitSale(2)).toEqual({ availableCents: 1, heldCents: 1 }); // 0,6 centavo held → 1
    expect(splitSale(5)).toEqual({ availableCents: 3, heldCents: 2 }); // 1,5 → 2 (half up)
    expect(splitSale(9999)).toEqual({ availableCents: 6999, heldCents: 3000 }); // 2999,7 → 3000
    for (let price = 0; price <= 5000; price++) {
      const { availableCents, heldCents } = splitSale(price);
      expect(Number.isInteger(availableCents) && Number.isInteger(heldCents)).toBe(true);
      expect(availableCents + heldCents).toBe(price);
      expect(Math.abs(heldCents - price * 0.3)).toBeLessThanOrEqual(0.5);
    }
  });

  it("refuses reais or negative amounts", () => {
    expect(() => splitSale(97.5)).toThrow(TypeError);
    expect(() => splitSale(-100)).toThrow(TypeError);
  });
});

describe("walletOf", () => {
  const purchase = new Date("2026-03-01T15:00:00.000Z");

  it("is empty without sales", () => {
    expect(walletOf([], purchase)).toEqual({ revenueCents: 0, availableCents: 0, pendingCents: 0, nextReleaseAt: null });
  });

  it("holds 30% until exactly 30 days after the purchase", () => {
    const sales = [{ priceCents: 10000, purchasedAt: purchase }];
    const release = new Date(purchase.getTime() + WALLET_RELEASE_DAYS * DAY);
    expect(releaseAt(purchase)).toEqual(release);
    expect(walletOf(sales, new Date(release.getTime() - 1))).toEqual({ revenueCents: 10000, availableCents: 7000, pendingCents: 3000, nextReleaseAt: release });
    expect(walletOf(sales, release)).toEqual({ revenueCents: 10000, availableCents: 10000, pendingCents: 0, nextReleaseAt: null });
  });

  it("adds several sales on different dates; the next release is the earliest still held", () => {
    const at = (iso: string) => new Date(iso);
    const sales = [
      { priceCents: 19700, purchasedAt: "2026-01-01T12:00:00.000Z" }, // released on 31/01
      { priceCents: 9700, purchasedAt: "2026-02-20T12:00:00.000Z" }, // held until 22/03
      { priceCents: 5000, purchasedAt: "2026-02-10T12:00:00.000Z" }, // held until 12/03
      { priceCents: 1, purchasedAt: "2026-02-25T12:00:00.000Z" }, // nothing to hold
    ];
    const wallet = walletOf(sales, at("2026-03-01T00:00:00.000Z"));
    expect(wallet.revenueCents).toBe(19700 + 9700 + 5000 + 1);
    expect(wallet.pendingCents).toBe(2910 + 1500);
    expect(wallet.availableCents).toBe(19700 + 6790 + 3500 + 1);
    expect(wallet.availableCents + wallet.pendingCents).toBe(wallet.revenueCents);
    expect(wallet.nextReleaseAt).toEqual(at("2026-03-12T12:00:00.000Z"));
  });

  it("a sale with nothing held sets no release date", () => {
    expect(walletOf([{ priceCents: 1, purchasedAt: purchase }], purchase).nextReleaseAt).toBeNull();
  });
});
