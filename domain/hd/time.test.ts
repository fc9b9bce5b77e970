import { describe, expect, it } from "vitest";

import { isValidDate, isValidTime, localToUtc } from "./time.ts";

const utc = (date: string, time: string, zone = "America/Sao_Paulo") => {
  const r = localToUtc(date, time, zone);
  if (!r.ok) throw new Error(r.error);
  return { utc: r.utc.toISOString().replace(".000Z", "Z"), offset: r.offsetSeconds / 3600 };
};

describe("localToUtc", () => {
  it("uses today's offset where there is no DST", () => {
    expect(utc("2024-07-01", "10:00")).toEqual({ utc: "2024-07-01T13:00:00Z", offset: -3 });
    expect(utc("1990-05-17", "10:45", "America/Rio_Branco")).toEqual({ utc: "1990-05-17T15:45:00Z", offset: -5 });
    expect(utc("2010-01-01", "12:00", "America/Noronha")).toEqual({ utc: "2010-01-01T14:00:00Z", offset: -2 });
  });

  it("applies Brazilian summer time of the past", () => {
    expect(utc("2000-01-15", "12:00")).toEqual({ utc: "2000-01-15T14:00:00Z", offset: -2 });
    // Manaus never had DST after 1994.
    expect(utc("2000-01-15", "12:00", "America/Manaus").offset).toBe(-4);
  });

  describe("DST start 2018-11-04: 00:00 jumped to 01:00", () => {
    it("moves a skipped time forward by the gap", () => {
      expect(utc("2018-11-04", "00:00")).toEqual({ utc: "2018-11-04T03:00:00Z", offset: -2 });
      expect(utc("2018-11-04", "00:30")).toEqual({ utc: "2018-11-04T03:30:00Z", offset: -2 });
    });
    it("leaves the times around the gap alone", () => {
      expect(utc("2018-11-03", "23:59")).toEqual({ utc: "2018-11-04T02:59:00Z", offset: -3 });
      expect(utc("2018-11-04", "01:00")).toEqual({ utc: "2018-11-04T03:00:00Z", offset: -2 });
    });
  });

  describe("DST end 2019-02-17: 00:00 went back to 23:00 on the 16th", () => {
    it("takes the earlier instant (the DST offset) for a repeated time", () => {
      expect(utc("2019-02-16", "23:00")).toEqual({ utc: "2019-02-17T01:00:00Z", offset: -2 });
      expect(utc("2019-02-16", "23:30")).toEqual({ utc: "2019-02-17T01:30:00Z", offset: -2 });
    });
    it("leaves the times around the overlap alone", () => {
      expect(utc("2019-02-16", "22:59")).toEqual({ utc: "2019-02-17T00:59:00Z", offset: -2 });
      expect(utc("2019-02-17", "00:00")).toEqual({ utc: "2019-02-17T03:00:00Z", offset: -3 });
    });
  });

  it("uses local mean time before 1914, to the second", () => {
    const r = localToUtc("1900-01-01", "12:00", "America/Sao_Paulo");
    expect(r.ok && r.offsetSeconds).toBe(-(3 * 3600 + 6 * 60 + 28));
    expect(utc("1900-01-01", "12:00").utc).toBe("1900-01-01T15:06:28Z");
    // Rio Branco (Acre) had its own mean time, −04:31:12.
    const acre = localToUtc("1910-06-01", "08:00", "America/Rio_Branco");
    expect(acre.ok && acre.offsetSeconds).toBe(-(4 * 3600 + 31 * 60 + 12));
    expect(utc("1914-06-01", "12:00").offset).toBe(-3);
  });

  it("rejects impossible dates, times and zones", () => {
    expect(localToUtc("2023-02-29", "10:00", "America/Sao_Paulo")).toEqual({ ok: false, error: "invalid-date" });
    expect(localToUtc("1990-13-01", "10:00", "America/Sao_Paulo")).toEqual({ ok: false, error: "invalid-date" });
    expect(localToUtc("17/05/1990", "10:00", "America/Sao_Paulo")).toEqual({ ok: false, error: "invalid-date" });
    expect(localToUtc("1990-05-17", "25:00", "America/Sao_Paulo")).toEqual({ ok: false, error: "invalid-time" });
    expect(localToUtc("1990-05-17", "10:60", "America/Sao_Paulo")).toEqual({ ok: false, error: "invalid-time" });
    expect(localToUtc("1990-05-17", "10:00", "Mars/Olympus")).toEqual({ ok: false, error: "invalid-zone" });
  });
});

describe("date and time validation", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["1900-02-29", false],
    ["2000-02-29", true],
    ["1990-04-31", false],
    ["1990-00-10", false],
    ["1990-01-00", false],
    ["1990-1-10", false],
  ])("%s → %s", (d, ok) => expect(isValidDate(d)).toBe(ok));
  it.each([
    ["00:00", true],
    ["23:59", true],
    ["24:00", false],
    ["25:00", false],
    ["9:30", false],
  ])("%s → %s", (t, ok) => expect(isValidTime(t)).toBe(ok));
});
