import { describe, expect, it } from "vitest";

import { comparePeriods, parsePeriodStart, sortCourses } from "./course-sorting.ts";

const course = (id: string, period: string) => ({ id, dates: { period } });
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe("parsePeriodStart", () => {
  it("reads day, month and year, with or without accents", () => {
    expect(parsePeriodStart("14 a 16 de março de 2026")).toEqual({ day: 14, month: 3, year: 2026 });
    expect(parsePeriodStart("14 a 16 de Marco")).toEqual({ day: 14, month: 3, year: null });
  });

  it("takes the first month of a period spanning two months", () => {
    expect(parsePeriodStart("28 de fevereiro a 2 de março de 2027")).toEqual({ day: 28, month: 2, year: 2027 });
  });

  it("returns nulls for text it cannot read", () => {
    expect(parsePeriodStart("Data a definir")).toEqual({ day: null, month: null, year: null });
  });
});

describe("sortCourses", () => {
  it("orders by month, then by first day number", () => {
    const sorted = sortCourses([
      course("abril", "9 a 11 de abril"),
      course("marco-22", "22 a 27 de março"),
      course("janeiro", "23 a 24 de janeiro"),
      course("marco-5", "5 a 7 de março"),
      course("dezembro", "1 a 3 de dezembro"),
    ]);
    expect(ids(sorted)).toEqual(["janeiro", "marco-5", "marco-22", "abril", "dezembro"]);
  });

  it("compares day numbers as numbers, not as text", () => {
    expect(ids(sortCourses([course("b", "10 de maio"), course("a", "9 de maio")]))).toEqual(["a", "b"]);
  });

  it("keeps catalogue order for identical starts and does not mutate the input", () => {
    const input = [course("x", "3 de junho"), course("y", "3 a 5 de junho"), course("w", "1 de junho")];
    expect(ids(sortCourses(input))).toEqual(["w", "x", "y"]);
    expect(ids(input)).toEqual(["x", "y", "w"]);
  });

  it("puts a later year after an earlier one", () => {
    expect(comparePeriods("10 de janeiro de 2028", "10 de março de 2027")).toBeGreaterThan(0);
  });

  it("sends unreadable periods to the end", () => {
    expect(ids(sortCourses([course("tbd", "Em breve"), course("set", "2 de setembro")]))).toEqual(["set", "tbd"]);
  });
});
