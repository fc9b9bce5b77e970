import { describe, expect, it } from "vitest";

import type { ContentItem } from "./content/catalogue.ts";
import { toCourse } from "./content/courses.ts";
import { defaultItems } from "./content/defaults.ts";
import { maxPointsFor, orderCredit, orderPoints, pointsBalance, pointsLabel } from "./points.ts";

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

describe("points follow the price", () => {
  it("at most one point per whole real; an order never credits more than the rule, whatever the row says", () => {
    expect(maxPointsFor(9700)).toBe(97);
    expect(maxPointsFor(99)).toBe(0);
    expect(orderPoints({ points: 100_000, priceCents: 1 })).toBe(0);
    expect(orderPoints({ points: 20, priceCents: 9700 })).toBe(20);
    expect(orderPoints({ points: 500, priceCents: 9700 })).toBe(97);
  });

  it("every course's registration in the catalogue keeps to it", () => {
    const courses = defaultItems().flatMap((item) => (item.kind === "course" ? [toCourse(item as ContentItem<"course">)] : []));
    for (const course of courses) expect(course.registration_item.points, course.id).toBeLessThanOrEqual(maxPointsFor(course.registration_item.price));
  });
});
