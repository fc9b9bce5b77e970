import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { csvText, safeCell } from "./admin-csv.ts";

// CSV injection: a spreadsheet runs a cell that starts like a formula.
describe("safeCell", () => {
  it.each(['=HYPERLINK("http://x")', "+55 11 9999", "-2+3", "@SUM(A1)", "\tcmd"])("%j is written as text with a leading apostrophe", (text) => {
    expect(safeCell(text)).toBe(`'${text}`);
  });

  it.each([
    ["texto\n=HYPERLINK(1)", "texto\n'=HYPERLINK(1)"],
    ["a\r\n-2+3\r@SUM(A1)", "a\r\n'-2+3\r'@SUM(A1)"],
    ["\r+1", "'\r'+1"],
    ["\r\n=1", "'\r\n'=1"],
    ["um\n\n\t=1", "um\n\n'\t=1"],
  ])("guards every line of %j", (text, written) => {
    expect(safeCell(text)).toBe(written);
  });

  it.each(["Maria", "", "(11) 98765-4321", "R$ 150,00", "02/01/2026 09:05", "a=b", " =1", "'já com apóstrofo", "um\ndois\r\ntrês"])(
    "%j stays as it is",
    (text) => {
      expect(safeCell(text)).toBe(text);
    },
  );
});

describe("csvText", () => {
  // Excel and LibreOffice end a row at any CR, LF or CRLF outside quotes.
  const asSpreadsheet = (csv: string) => parse(csv, { delimiter: ";", record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: true }) as string[][];

  it("quotes every field with a CR or LF, so each record stays one row and a reading keeps its paragraphs in one cell", () => {
    const records = [
      ["Ana", "Primeiro parágrafo.\n\nSegundo parágrafo."],
      ["texto\n=HYPERLINK(1)", "\r+1"],
      ["só CR\rdepois", "a;b"],
    ];
    const csv = csvText(records);
    expect(asSpreadsheet(csv)).toEqual(records.map((record) => record.map(safeCell)));
    expect(parse(csv, { delimiter: ";" })).toEqual(asSpreadsheet(csv));
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
