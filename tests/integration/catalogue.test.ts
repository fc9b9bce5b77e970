import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type EventData } from "#domain/content/catalogue.ts";
import { defaultItems } from "#domain/content/defaults.ts";
import { ROUTES } from "#domain/paths.ts";
import { saoPauloInstant } from "#domain/recurrence.ts";
import { SITE_DEFAULTS } from "#domain/site.ts";
import { catalogueItems, siteTexts } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// The catalogue in the database (docs/decisions/057): seeded once with today's content, read by the
// public pages at read time (drafts, the publish window, past events), and an edit is seen at once.

const DATABASES = await availableDatabases();

const DAY = 86_400_000;

function eventData(title: string, over: Partial<EventData> = {}): Record<string, unknown> {
  return {
    title,
    description: `Descrição de ${title}.`,
    attendance: "in_person",
    location: "Sede Física, Curitiba (PR)",
    viaCommunityGroup: false,
    link: "https://pagamento.exemplo.org.br/evento",
    priceCents: 129000,
    recurrence: null,
    art: "/art/highlight-events.svg",
    imageAlt: "Círculo de pequenas chamas ao redor de uma luz central",
    ...over,
  };
}

/** RFC 5545 read back: CRLF lines of at most 75 octets, unfolded, each VEVENT as its properties. */
function parseCalendar(text: string) {
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(text.replaceAll("\r\n", "")).not.toContain("\n");
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { events, lines };
}

describe.each(DATABASES)("catalogue in the database (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(() => app?.close());

  it("a fresh install holds today's content, published; starting again adds nothing and keeps staff's edits", async () => {
    const rows = await app.db.select({ id: catalogueItems.id, status: catalogueItems.status }).from(catalogueItems);
    expect(rows.map((r) => r.id).sort()).toEqual(
      defaultItems()
        .map((i) => i.id)
        .sort(),
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["published"]));
    const [settings] = await app.db.select().from(siteTexts).where(eq(siteTexts.key, "settings"));
    expect(settings.data).toEqual(SITE_DEFAULTS);

    await app.db
      .update(catalogueItems)
      .set({ data: sql`jsonb_set(${catalogueItems.data}, '{title}', '"Núcleo Renomeado"')` })
      .where(eq(catalogueItems.id, "nucleo001"));
    await app.restart();
    expect(await app.count(catalogueItems)).toBe(rows.length);
    const [edited] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, "nucleo001"));
    expect(edited.data.title).toBe("Núcleo Renomeado");
    expect(await app.client().page(ROUTES.movement)).toContain("Núcleo Renomeado");
  });

  it("lists a paid event still ahead, with real dates in schema.org; a past one, a draft and a future 'publicar em' stay out", async () => {
    const now = Date.now();
    const tomorrow = new Date(now + DAY);
    const day = tomorrow.toISOString().slice(0, 10);
    await app.db.insert(catalogueItems).values([
      {
        id: "vivencia-futura",
        kind: "event",
        status: "published",
        startsAt: saoPauloInstant(day, "20:00"),
        endsAt: saoPauloInstant(day, "22:00"),
        data: eventData("Vivência Futura"),
      },
      {
        id: "vivencia-passada",
        kind: "event",
        status: "published",
        startsAt: new Date(now - 2 * DAY),
        endsAt: new Date(now - 2 * DAY + 7_200_000),
        data: eventData("Vivência Passada"),
      },
      { id: "vivencia-rascunho", kind: "event", status: "draft", startsAt: tomorrow, data: eventData("Vivência Rascunho") },
      {
        id: "vivencia-agendada",
        kind: "event",
        status: "published",
        publishAt: new Date(now + DAY),
        startsAt: new Date(now + 3 * DAY),
        data: eventData("Vivência Agendada"),
      },
      {
        id: "vivencia-retirada",
        kind: "event",
        status: "published",
        unpublishAt: new Date(now - 1000),
        startsAt: new Date(now + 3 * DAY),
        data: eventData("Vivência Retirada"),
      },
    ]);
    app.services.catalogue.invalidate();
    const html = await app.client().page(ROUTES.events);
    expect(html).toContain("Vivência Futura");
    expect(html).toContain("R$ 1.290,00");
    expect(html).toContain(`"startDate":"${day}T20:00:00-03:00"`);
    for (const hidden of ["Vivência Passada", "Vivência Rascunho", "Vivência Agendada", "Vivência Retirada"]) expect(html).not.toContain(hidden);
    // The home lists paid events too.
    expect(await app.client().page(ROUTES.home)).toContain("Vivência Futura");
  });

  it("with the clock moved past its end, a dated event leaves /events, the home and its calendar address, and a 'publicar em' arrives by itself", async () => {
    const now = Date.now();
    await app.db.insert(catalogueItems).values([
      {
        id: "vivencia-da-semana",
        kind: "event",
        status: "published",
        startsAt: new Date(now + 2 * DAY),
        endsAt: new Date(now + 2 * DAY + 7_200_000),
        data: eventData("Vivência da Semana"),
      },
      {
        id: "vivencia-do-mes",
        kind: "event",
        status: "published",
        publishAt: new Date(now + 5 * DAY),
        startsAt: new Date(now + 20 * DAY),
        data: eventData("Vivência do Mês"),
      },
    ]);
    app.services.catalogue.invalidate();
    // A query string keeps the pages out of the 30-second page cache.
    const events = () => app.client().page(`${ROUTES.events}?relogio=${app.services.clock().getTime()}`);
    expect(await events()).toContain("Vivência da Semana");
    expect(await events()).not.toContain("Vivência do Mês");
    expect((await app.client().get(ROUTES.agendaItem.replace(":id", "vivencia-da-semana"))).status).toBe(200);

    const realClock = app.services.clock;
    app.services.clock = () => new Date(now + 6 * DAY);
    try {
      const later = await events();
      expect(later).not.toContain("Vivência da Semana");
      expect(later).toContain("Vivência do Mês");
      expect(await app.client().page(`${ROUTES.home}?relogio=1`)).not.toContain("Vivência da Semana");
      expect((await app.client().get(ROUTES.agendaItem.replace(":id", "vivencia-da-semana"))).status).toBe(404);
    } finally {
      app.services.clock = realClock;
    }
  });

  it("a settings change saved on this instance shows at once on /sede-fisica and in the footer, past the page cache", async () => {
    const before = await app.client().page(ROUTES.headquarters);
    expect(before).toContain(SITE_DEFAULTS.phone);
    await app.db
      .update(siteTexts)
      .set({
        data: {
          ...SITE_DEFAULTS,
          phone: "(41) 3333-4444",
          emails: { ...SITE_DEFAULTS.emails, contact: "ola@institutoessencia.org.br" },
          headquarters: { ...SITE_DEFAULTS.headquarters, street: "Rua das Flores", number: "77" },
        },
      })
      .where(eq(siteTexts.key, "settings"));
    // Without the save's invalidation the page cache and the catalogue copy still answer the old page.
    expect(await app.client().page(ROUTES.headquarters)).toContain(SITE_DEFAULTS.phone);
    app.services.catalogue.invalidate();
    const after = await app.client().page(ROUTES.headquarters);
    expect(after).toContain("(41) 3333-4444");
    expect(after).toContain("Rua das Flores, 77");
    expect(after).toContain('href="tel:+554133334444"');
    // The footer of every page (here the home's) carries the new contact e-mail.
    expect(await app.client().page(ROUTES.home)).toContain("ola@institutoessencia.org.br");
  });

  it("'Adicionar à agenda': /agenda.ics and one nucleus' file parse back with UID, DTSTAMP, 20h in São Paulo and the RRULE; a draft has none", async () => {
    const feed = await app.client().get(ROUTES.agendaFeed);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { events, lines } = parseCalendar(await feed.text());
    expect(lines).toContain("TZID:America/Sao_Paulo");
    expect(lines).toContain("TZOFFSETTO:-0300");
    const monday = events.find((e) => e.SUMMARY === "Núcleo Renomeado");
    expect(monday).toMatchObject({ RRULE: "FREQ=WEEKLY;BYDAY=MO", UID: expect.stringMatching(/^nucleo001@/) });
    expect(monday?.["DTSTART;TZID=America/Sao_Paulo"]).toMatch(/^\d{8}T200000$/);
    expect(monday?.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(events.find((e) => e.SUMMARY === "Vivência Futura")).not.toHaveProperty("RRULE");
    expect(events.find((e) => e.UID?.startsWith("nucleo003@"))?.RRULE).toBe("FREQ=MONTHLY;BYDAY=1WE");
    expect(events.some((e) => e.SUMMARY === "Vivência Rascunho")).toBe(false);

    const one = await app.client().get(ROUTES.agendaItem.replace(":id", "nucleo001"));
    expect(one.headers.get("content-disposition")).toBe('attachment; filename="nucleo001.ics"');
    expect(parseCalendar(await one.text()).events).toHaveLength(1);
    expect((await app.client().get(ROUTES.agendaItem.replace(":id", "vivencia-rascunho"))).status).toBe(404);

    // 'Google Agenda' leaves the site for Google's prefilled event only (the redirect guard lets it through).
    const google = await app.client().get(ROUTES.agendaGoogle.replace(":id", "nucleo001"));
    expect(google.status).toBe(302);
    const to = new URL(google.headers.get("location") ?? "");
    expect(`${to.origin}${to.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(to.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;BYDAY=MO");
    expect(to.searchParams.get("ctz")).toBe("America/Sao_Paulo");
    expect(to.searchParams.get("dates")).toMatch(/^\d{8}T200000\/\d{8}T213000$/);
  });
});
