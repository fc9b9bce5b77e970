import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  formatBirthDateUtc,
  formatDateLong,
  formatDateTime,
  formatDateTimeShort,
  formatPrice,
  formatPriceCompact,
  NUCLEUS_DESCRIPTION_MAX,
  truncate,
} from "./format.ts";

describe("formatPrice", () => {
  it.each([
    [0, "R$ 0,00"],
    [5000, "R$ 50,00"],
    [9700, "R$ 97,00"],
    [129000, "R$ 1.290,00"],
    [475000, "R$ 4.750,00"],
    [156750, "R$ 1.567,50"],
  ])("%i cents -> %s", (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected);
  });

  it("uses a plain space after R$, never a no-break space", () => {
    expect(formatPrice(4900)).not.toMatch(/[\u00a0\u202f]/);
  });

  it("rejects non-integer cents, which would mean reais slipped in", () => {
    expect(() => formatPrice(12.5)).toThrow(TypeError);
  });

  it("writes every amount as Intl's pt-BR currency form does (which it no longer calls)", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100_000, max: 10_000_000 }), fc.integer({ min: -1e15, max: 1e15 })), (cents) => {
        expect(formatPrice(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, " "));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("formatPriceCompact", () => {
  it("drops ,00 on whole amounts only", () => {
    expect(formatPriceCompact(165000)).toBe("R$ 1.650");
    expect(formatPriceCompact(24700)).toBe("R$ 247");
    expect(formatPriceCompact(156750)).toBe("R$ 1.567,50");
  });
});

describe("dates", () => {
  it("formats long pt-BR dates", () => {
    expect(formatDateLong(new Date("2026-05-17T15:00:00Z"))).toBe("17 de maio de 2026");
  });

  it("keeps a calendar-day string on its day", () => {
    expect(formatDateLong("2025-10-04")).toBe("4 de outubro de 2025");
    expect(formatDateLong("2026-01-01")).toBe("1 de janeiro de 2026");
  });

  it("uses Brasília time for instants near midnight UTC", () => {
    // 02:30 UTC on the 18th is still the 17th, 23:30, in São Paulo.
    expect(formatDateLong(new Date("2026-05-18T02:30:00Z"))).toBe("17 de maio de 2026");
    expect(formatDateTime(new Date("2026-05-18T02:30:00Z"))).toBe("17 de maio de 2026 às 23:30");
  });

  it("adds hour and minute with leading zeros", () => {
    expect(formatDateTime("2026-05-17T12:05:00Z")).toBe("17 de maio de 2026 às 09:05");
    expect(formatDateTime(new Date("2026-05-17T03:00:00Z"))).toBe("17 de maio de 2026 às 00:00");
  });

  it("writes dd/mm/aaaa hh:mm in Brasília time for spreadsheets", () => {
    expect(formatDateTimeShort(new Date("2026-05-18T02:30:00Z"))).toBe("17/05/2026 23:30");
    expect(formatDateTimeShort("2026-01-02T12:05:00Z")).toBe("02/01/2026 09:05");
  });

  it("formats birth dates in UTC as DD/MM/AAAA", () => {
    expect(formatBirthDateUtc("1990-01-01")).toBe("01/01/1990");
    expect(formatBirthDateUtc(new Date("1985-12-31T00:00:00Z"))).toBe("31/12/1985");
  });

  it("writes calendar days and birth dates as Intl's pt-BR forms do (which they no longer call)", () => {
    const long = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const short = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true }), (instant) => {
        const day = instant.toISOString().slice(0, 10);
        const midnight = new Date(`${day}T00:00:00Z`);
        expect(formatDateLong(day)).toBe(long.format(midnight));
        expect(formatBirthDateUtc(day)).toBe(short.format(midnight));
        expect(formatBirthDateUtc(instant)).toBe(short.format(instant));
      }),
      { numRuns: 3000 },
    );
  });

  it("rejects invalid dates instead of printing 'Invalid Date'", () => {
    expect(() => formatDateLong("não é data")).toThrow(RangeError);
  });
});

describe("truncate", () => {
  it("keeps text of exactly the limit untouched", () => {
    const text = "a".repeat(NUCLEUS_DESCRIPTION_MAX);
    expect(truncate(text, NUCLEUS_DESCRIPTION_MAX)).toBe(text);
  });

  it("cuts longer text to the limit, ellipsis included", () => {
    const text = "b".repeat(NUCLEUS_DESCRIPTION_MAX + 1);
    const out = truncate(text, NUCLEUS_DESCRIPTION_MAX);
    expect(out).toHaveLength(NUCLEUS_DESCRIPTION_MAX);
    expect(out.endsWith("…")).toBe(true);
    expect(out.slice(0, -1)).toBe("b".repeat(NUCLEUS_DESCRIPTION_MAX - 1));
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate("Cura em grupo todas as semanas", 9)).toBe("Cura em…");
  });

  it("counts accented letters and emoji as one character each", () => {
    expect(truncate("ação", 4)).toBe("ação");
    expect(truncate("✨✨✨✨✨", 3)).toBe("✨✨…");
  });

  it("the home limit is 70", () => {
    expect(NUCLEUS_DESCRIPTION_MAX).toBe(70);
  });
});
