import { describe, expect, it } from "vitest";

import { orderCredit, pointsBalance, pointsLabel } from "./points.ts";

describe("points ledger", () => {
  it("a completed order credits its points to its buyer, tied to the order", () => {
    expect(orderCredit({ id: "o1", buyerId: "p1", points: 20 })).toEqual({ personId: "p1", delta: 20, reason: "order", orderId: "o1" });
  });

  it("credits nothing for an order without points or whose buyer deleted the account", () => {
    expect(orderCredit({ id: "o1", buyerId: "p1", points: 0 })).toBeNull();
    expect(orderCredit({ id: "o1", buyerId: null, points: 20 })).toBeNull();
  });

  it("refuses fractional points, which would mean a broken snapshot", () => {
    expect(() => orderCredit({ id: "o1", buyerId: "p1", points: 1.5 })).toThrow(TypeError);
  });

  it("the balance is the sum of the entries", () => {
    expect(pointsBalance([])).toBe(0);
    expect(pointsBalance([{ delta: 20 }, { delta: 35 }, { delta: -5 }])).toBe(50);
  });

  it("names amounts in Portuguese", () => {
    expect(pointsLabel(0)).toBe("0 pontos");
    expect(pointsLabel(1)).toBe("1 ponto");
    expect(pointsLabel(20, { signed: true })).toBe("+20 pontos");
    expect(pointsLabel(-1, { signed: true })).toBe("-1 ponto");
  });
});
