import { describe, expect, it } from "vitest";

import { localTimeMeaning } from "../hd/time.ts";
import { chosenInstant, clockQuestion, ownBirthSchema } from "./own-birth.ts";

// The person's own birth data (docs/decisions/059): a clock time daylight saving skipped or repeated
// is a question to the person, never an instant chosen for them.

const SP = "America/Sao_Paulo";
const iso = (d: Date | null) => d?.toISOString().replace(".000Z", "Z") ?? null;

describe("localTimeMeaning", () => {
  it("one instant outside the changes", () => {
    expect(localTimeMeaning("1990-05-17", "10:45", SP)).toMatchObject({ kind: "single", instant: { offsetSeconds: -3 * 3600 } });
  });

  it("a gap at the start of daylight saving (04/11/2018, 00:00 → 01:00), answered forward by the gap", () => {
    const meaning = localTimeMeaning("2018-11-04", "00:30", SP);
    expect(meaning?.kind).toBe("gap");
    expect(meaning?.kind === "gap" && [iso(meaning.instant.utc), meaning.instant.offsetSeconds, meaning.offsetBefore]).toEqual([
      "2018-11-04T03:30:00Z",
      -2 * 3600,
      -3 * 3600,
    ]);
    // The minute before and the hour after are ordinary.
    expect(localTimeMeaning("2018-11-03", "23:59", SP)?.kind).toBe("single");
    expect(localTimeMeaning("2018-11-04", "01:00", SP)?.kind).toBe("single");
  });

  it("a fold at the end of daylight saving (18/02/2018, 00:00 → 23:00 of the 17th): both instants, earlier first", () => {
    const meaning = localTimeMeaning("2018-02-17", "23:30", SP);
    expect(meaning?.kind === "fold" && meaning.instants.map((i) => [iso(i.utc), i.offsetSeconds / 3600])).toEqual([
      ["2018-02-18T01:30:00Z", -2],
      ["2018-02-18T02:30:00Z", -3],
    ]);
    expect(localTimeMeaning("2018-02-17", "22:59", SP)?.kind).toBe("single");
  });

  it("a zone that never had daylight saving there has no question", () => {
    expect(localTimeMeaning("2018-11-04", "00:30", "America/Manaus")?.kind).toBe("single");
  });

  it("null for an unknown zone or an invalid date", () => {
    expect(localTimeMeaning("2018-11-04", "00:30", "Terra/Media")).toBeNull();
    expect(localTimeMeaning("2018-02-30", "00:30", SP)).toBeNull();
  });
});

describe("the person's answer", () => {
  const gap = localTimeMeaning("2018-11-04", "00:30", SP)!;
  const fold = localTimeMeaning("2018-02-17", "23:30", SP)!;
  const single = localTimeMeaning("1990-05-17", "10:45", SP)!;

  it("a single instant needs none", () => {
    expect(iso(chosenInstant(single))).toBe("1990-05-17T13:45:00Z");
    expect(clockQuestion("1990-05-17", "10:45", single)).toBeNull();
  });

  it("a gap needs 'confirm' and nothing else", () => {
    expect(chosenInstant(gap)).toBeNull();
    expect(chosenInstant(gap, "first")).toBeNull();
    expect(iso(chosenInstant(gap, "confirm"))).toBe("2018-11-04T03:30:00Z");
    expect(clockQuestion("2018-11-04", "00:30", gap)?.message).toContain("01:30 no horário de verão (UTC-02:00)");
  });

  it("a fold needs 'first' or 'second'", () => {
    expect(chosenInstant(fold)).toBeNull();
    expect(chosenInstant(fold, "confirm")).toBeNull();
    expect(iso(chosenInstant(fold, "first"))).toBe("2018-02-18T01:30:00Z");
    expect(iso(chosenInstant(fold, "second"))).toBe("2018-02-18T02:30:00Z");
    expect(clockQuestion("2018-02-17", "23:30", fold)?.message).toMatch(/duas vezes.*UTC-02:00.*UTC-03:00/);
  });

  it("the schema refuses another answer and control characters", () => {
    const birth = { birthDate: "2018-11-04", birthTime: "00:30", city: "São Paulo", state: "SP" };
    expect(ownBirthSchema.safeParse(birth).success).toBe(true);
    expect(ownBirthSchema.safeParse({ ...birth, clock: "later" }).success).toBe(false);
    expect(ownBirthSchema.safeParse({ ...birth, city: "São\u0000Paulo" }).success).toBe(false);
  });
});
