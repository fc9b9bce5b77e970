import { describe, expect, it } from "vitest";

import { formatRating, therapistKpis } from "./therapist.ts";

describe("therapist KPIs", () => {
  it("count products and sales, add the revenue in centavos, and show the spec's fixed rating", () => {
    expect(therapistKpis([{}, {}, {}], [{ priceCents: 9700 }, { priceCents: 19700 }])).toEqual({ products: 3, sales: 2, revenueCents: 29400, rating: 4.8 });
    expect(therapistKpis([], [])).toEqual({ products: 0, sales: 0, revenueCents: 0, rating: 4.8 });
    expect(formatRating(4.8)).toBe("4,8");
  });
});
