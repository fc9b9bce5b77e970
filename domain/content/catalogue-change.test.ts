import { describe, expect, it } from "vitest";

import { saoPauloInstant } from "../recurrence.ts";
import { SITE_DEFAULTS } from "../site.ts";
import { CONTENT_KINDS, type ContentItem, nextCatalogueChange, publicOfKind, upcomingEvents } from "./catalogue.ts";
import { defaultItems } from "./defaults.ts";

// The public pages keep each list drawn from a catalogue snapshot until nextCatalogueChange
// (app/lib/catalogue.server.ts): the lists must be the same at every instant before it, and differ at it.

const sp = (day: string, time = "12:00") => saoPauloInstant(day, time);
const MIN = 60_000;

/** Everything a visitor's pages draw from the items at `now`. */
const lists = (items: ContentItem[], now: Date) =>
  JSON.stringify([
    upcomingEvents(items, "nucleus", SITE_DEFAULTS, now),
    upcomingEvents(items, "event", SITE_DEFAULTS, now),
    ...CONTENT_KINDS.map((kind) => publicOfKind(items, kind, now).map((item) => item.id)),
  ]);

const seed = defaultItems();
const nucleus = seed.find((item) => item.kind === "nucleus") as ContentItem<"nucleus">;
const course = seed.find((item) => item.kind === "course") as ContentItem<"course">;
const highlight = seed.find((item) => item.kind === "home_highlight") as ContentItem<"home_highlight">;

function event(id: string, startsAt: Date, endsAt: Date | null, over: Partial<ContentItem> = {}): ContentItem<"event"> {
  return { ...nucleus, id, kind: "event", startsAt, endsAt, data: { ...nucleus.data, title: id, recurrence: null }, ...over } as ContentItem<"event">;
}

describe("nextCatalogueChange", () => {
  it("walks every instant the lists change: a meeting over, a dated event over, a 'publicar em' and a 'retirar em' reached", () => {
    const weekly = {
      ...nucleus,
      data: { ...nucleus.data, recurrence: { weekday: 1, ordinal: null, time: "20:00", durationMinutes: 90, until: "2026-12-14", skip: [] } },
    } as ContentItem<"nucleus">;
    const items: ContentItem[] = [
      weekly,
      event("retiro", sp("2026-12-05", "09:00"), sp("2026-12-06", "17:00")),
      event("palestra", sp("2026-12-03", "19:00"), null),
      { ...course, publishAt: sp("2026-12-01", "08:00") },
      { ...highlight, unpublishAt: sp("2026-12-04", "00:00") },
      // Neither a draft nor an archived item changes with time.
      event("rascunho", sp("2026-12-02", "10:00"), null, { status: "draft" }),
      event("arquivado", sp("2026-12-02", "11:00"), null, { status: "archived" }),
    ];
    const expected = [
      sp("2026-11-30", "21:30"), // Monday's meeting over: the next one is 7 December
      sp("2026-12-01", "08:00"), // the course's 'publicar em'
      sp("2026-12-03", "19:00"), // the talk (no end given) over at its start
      sp("2026-12-04", "00:00"), // the highlight's 'retirar em'
      sp("2026-12-06", "17:00"), // the retreat over
      sp("2026-12-07", "21:30"),
      sp("2026-12-14", "21:30"), // the rule's last meeting over: nothing can change after it
    ];
    const seen: Date[] = [];
    let now = sp("2026-11-30", "12:00");
    for (let change = nextCatalogueChange(items, now); change; change = nextCatalogueChange(items, now)) {
      const drawn = lists(items, now);
      expect(lists(items, new Date(change.getTime() - 1)), `igual até ${change.toISOString()}`).toBe(drawn);
      expect(lists(items, change), `muda em ${change.toISOString()}`).not.toBe(drawn);
      seen.push(change);
      now = change;
    }
    expect(seen).toEqual(expected);
    // After the last change the lists hold only what no clock moves: the same a year on.
    expect(lists(items, new Date(now.getTime() + 365 * 24 * 60 * MIN))).toBe(lists(items, now));
  });

  it("is `now` when a rule has no meeting in the days searched but has not ended, so nothing is kept", () => {
    // Every first Wednesday of the next 14 months is skipped; the rule runs on with no last day.
    const skip = Array.from({ length: 14 }, (_, i) => {
      const month = new Date(Date.UTC(2026, 11 + i, 1));
      const firstWednesday = 1 + ((3 - month.getUTCDay() + 7) % 7);
      return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), firstWednesday)).toISOString().slice(0, 10);
    });
    const monthly = {
      ...nucleus,
      data: { ...nucleus.data, recurrence: { weekday: 3, ordinal: 1, time: "20:00", durationMinutes: 60, until: null, skip } },
    } as ContentItem<"nucleus">;
    const now = sp("2026-11-30");
    expect(upcomingEvents([monthly], "nucleus", SITE_DEFAULTS, now)).toEqual([]);
    expect(nextCatalogueChange([monthly], now)).toEqual(now);
    // The same rule with a last day inside the search has ended for good: nothing will change.
    const ended = { ...monthly, data: { ...monthly.data, recurrence: { ...monthly.data.recurrence!, until: "2027-06-30" } } } as ContentItem<"nucleus">;
    expect(nextCatalogueChange([ended], now)).toBeNull();
  });
});
