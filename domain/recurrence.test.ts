import { describe, expect, it } from "vitest";

import { describeDated, describeOccurrence, describeRecurrence, nextOccurrence, type Recurrence, rrule, saoPauloInstant, saoPauloParts } from "./recurrence.ts";

const rule = (over: Partial<Recurrence>): Recurrence => ({ weekday: 1, ordinal: null, time: "20:00", durationMinutes: 90, until: null, skip: [], ...over });
/** A São Paulo wall-clock moment, as the test reads it. */
const sp = (day: string, time = "12:00") => saoPauloInstant(day, time);
const next = (r: Recurrence, now: Date) => {
  const found = nextOccurrence(r, now);
  return found && `${saoPauloParts(found).day} ${saoPauloParts(found).time}`;
};

describe("São Paulo time", () => {
  it("is UTC−3 in summer and winter alike (no DST since 2019)", () => {
    expect(sp("2026-01-15", "20:00").toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(sp("2026-07-15", "20:00").toISOString()).toBe("2026-07-15T23:00:00.000Z");
    // 22h in São Paulo is already the next day in UTC; the parts give the local day back.
    expect(saoPauloParts(new Date("2026-03-02T01:30:00Z"))).toEqual({ day: "2026-03-01", time: "22:30" });
  });
});

describe("nextOccurrence", () => {
  it("finds the next weekly meeting, across the end of a month and of a year", () => {
    // Monday 30 November 2026 at 21h: tonight's meeting is under way (20h + 90 min), so it still counts.
    expect(next(rule({}), sp("2026-11-30", "21:00"))).toBe("2026-11-30 20:00");
    // Once it is over, the next Monday is in December.
    expect(next(rule({}), sp("2026-11-30", "21:31"))).toBe("2026-12-07 20:00");
    expect(next(rule({ weekday: 5 }), sp("2026-12-26"))).toBe("2027-01-01 20:00");
  });

  it("keeps the São Paulo day even when the UTC day has already turned", () => {
    // Sunday 22h in São Paulo is Monday 01h UTC: the Sunday 18h meeting is past, the next is a week later.
    expect(next(rule({ weekday: 0, time: "18:00", durationMinutes: 60 }), sp("2026-11-29", "22:00"))).toBe("2026-12-06 18:00");
  });

  it("finds the n-th weekday of the month", () => {
    const firstWednesday = rule({ weekday: 3, ordinal: 1 });
    expect(next(firstWednesday, sp("2026-11-24"))).toBe("2026-12-02 20:00");
    expect(next(firstWednesday, sp("2026-12-03"))).toBe("2027-01-06 20:00");
    const secondFriday = rule({ weekday: 5, ordinal: 2, time: "19:00" });
    expect(next(secondFriday, sp("2026-11-24"))).toBe("2026-12-11 19:00");
    // A fourth Saturday exists in every month; February 2027 starts on a Monday.
    expect(next(rule({ weekday: 6, ordinal: 4 }), sp("2027-02-01"))).toBe("2027-02-27 20:00");
  });

  it("finds the last weekday of the month, whether the month has four or five of them", () => {
    const lastFriday = rule({ weekday: 5, ordinal: -1 });
    expect(next(lastFriday, sp("2026-11-24"))).toBe("2026-11-27 20:00");
    // January 2027 has five Fridays: the last is the 29th, not the 22nd.
    expect(next(lastFriday, sp("2027-01-01"))).toBe("2027-01-29 20:00");
  });

  it("passes over skipped dates", () => {
    expect(next(rule({ skip: ["2026-12-07"] }), sp("2026-12-01"))).toBe("2026-12-14 20:00");
    expect(next(rule({ weekday: 3, ordinal: 1, skip: ["2026-12-02"] }), sp("2026-11-24"))).toBe("2027-01-06 20:00");
  });

  it("ends on the end date: the last day still counts, after it there is none", () => {
    const until = rule({ until: "2026-12-14" });
    expect(next(until, sp("2026-12-14", "10:00"))).toBe("2026-12-14 20:00");
    expect(nextOccurrence(until, sp("2026-12-15"))).toBeNull();
    expect(nextOccurrence(rule({ until: "2026-12-14", skip: ["2026-12-14"] }), sp("2026-12-10"))).toBeNull();
  });
});

describe("Portuguese texts", () => {
  it("state the rule as people say it", () => {
    expect(describeRecurrence(rule({}))).toBe("todas as segundas-feiras às 20h");
    expect(describeRecurrence(rule({ weekday: 6, time: "10:00" }))).toBe("todos os sábados às 10h");
    expect(describeRecurrence(rule({ weekday: 3, ordinal: 1 }))).toBe("primeira quarta-feira de cada mês às 20h");
    expect(describeRecurrence(rule({ weekday: 5, ordinal: 2, time: "19:00" }))).toBe("segunda sexta-feira de cada mês às 19h");
    expect(describeRecurrence(rule({ weekday: 0, ordinal: -1, time: "18:30" }))).toBe("último domingo de cada mês às 18h30");
    expect(describeRecurrence(rule({ weekday: 2, time: "19:30", until: "2027-03-01" }))).toBe("todas as terças-feiras às 19h30, até 1º de março de 2027");
  });

  it("state an occurrence with the weekday, 1º for the first day, and the hour", () => {
    expect(describeOccurrence(sp("2026-12-01", "20:00"))).toBe("terça, 1º de dezembro, 20h");
    expect(describeOccurrence(sp("2026-12-07", "19:30"))).toBe("segunda, 7 de dezembro, 19h30");
    expect(describeDated(sp("2026-12-12", "10:00"), sp("2026-12-12", "12:00"))).toBe("sábado, 12 de dezembro de 2026, 10h às 12h");
    expect(describeDated(sp("2027-03-12", "19:00"), sp("2027-03-14", "17:00"))).toBe("sexta, 12 de março de 2027, 19h a 14 de março, 17h");
  });
});

describe("rrule", () => {
  it("writes weekly, n-th and last weekday rules, with UNTIL in UTC", () => {
    expect(rrule(rule({}))).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect(rrule(rule({ weekday: 3, ordinal: 1 }))).toBe("FREQ=MONTHLY;BYDAY=1WE");
    expect(rrule(rule({ weekday: 5, ordinal: -1 }))).toBe("FREQ=MONTHLY;BYDAY=-1FR");
    expect(rrule(rule({ until: "2026-12-14" }))).toBe("FREQ=WEEKLY;BYDAY=MO;UNTIL=20261215T025900Z");
  });
});
