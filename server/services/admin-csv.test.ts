import { describe, expect, it } from "vitest";
import { safeCell } from "./admin-csv.ts";

// CSV injection: a spreadsheet runs a cell that starts like a formula.
describe("safeCell", () => {
  it.each(['=HYPERLINK("http://x")', "+55 11 9999", "-2+3", "@SUM(A1)", "\tcmd", "\r=1"])("%j is written as text with a leading apostrophe", (text) => {
    expect(safeCell(text)).toBe(`'${text}`);
  });

  it.each(["Maria", "", "(11) 98765-4321", "R$ 150,00", "02/01/2026 09:05", "a=b", " =1", "'já com apóstrofo"])("%j stays as it is", (text) => {
    expect(safeCell(text)).toBe(text);
  });
});
