import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type EventFormInput, eventFormValues, settingsFormValues } from "#domain/content/editor.ts";
import { PREVIEW_PARAM } from "#domain/content/editor-lists.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS } from "#domain/site.ts";
import { auditLog, catalogueItems, siteTexts } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";

// 'Conteúdo do site' through its endpoints, as the editor's forms post them: settings, a nucleus and
// an event created, published, previewed, edited by two people at once, and every change audited.

const DATABASES = await availableDatabases();

const nucleus = (over: Partial<EventFormInput> = {}): EventFormInput => ({
  ...eventFormValues(null, "nucleus"),
  title: "Núcleo Lua Cheia",
  description: "Meditação na lua cheia.",
  location: "On-line",
  status: "published",
  weekday: "3",
  ordinal: "1",
  time: "20:00",
  ...over,
});

describe.each(DATABASES)("content editor (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;
  let otherAdmin: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
    otherAdmin = await signedInPerson(app, { role: "admin", name: "Bia Admin" });
  });
  afterAll(() => app?.close());

  it("settings: a saved address and phone show on /sede-fisica at once; the second save from the same version gets the conflict message and the current version", async () => {
    const [row] = await app.db.select().from(siteTexts).where(eq(siteTexts.key, "settings"));
    const form = settingsFormValues(SITE_DEFAULTS, row.version);
    const first = await admin.client.action(ADMIN_ACTIONS.saveSettings, {
      ...form,
      phone: "(41) 3222-1100",
      street: "Avenida Sete de Setembro",
      number: "1500",
    });
    expect(first).toMatchObject({ status: 200, body: { ok: true, version: row.version + 1 } });
    const page = await app.client().page(ROUTES.headquarters);
    expect(page).toContain("(41) 3222-1100");
    expect(page).toContain("Avenida Sete de Setembro, 1500");

    const second = await otherAdmin.client.action(ADMIN_ACTIONS.saveSettings, { ...form, phone: "(41) 3999-0000" });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ ok: false, current: { version: row.version + 1 }, toast: { title: "Outra pessoa salvou este item antes" } });
    expect(JSON.stringify(second.body)).toContain(`A versão atual é a ${row.version + 1}`);
    expect(await app.client().page(ROUTES.headquarters)).toContain("(41) 3222-1100");

    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, "settings.update")).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(audit.actorName).toBe("Ana Admin");
    expect(audit.detail).toMatchObject({
      changes: { phone: { before: SITE_DEFAULTS.phone, after: "(41) 3222-1100" }, "headquarters.number": { before: "123", after: "1500" } },
    });
    expect((audit.detail as { changes: object }).changes).not.toHaveProperty("instituteName");
    // 'Atividade recente' on /admin shows it.
    expect(await admin.client.page(ROUTES.admin)).toContain("Alterou as configurações do site");
  });

  it("refuses a javascript: link, a bad price and a missing start with Portuguese messages next to the fields, storing nothing", async () => {
    const before = await app.count(catalogueItems);
    const bad = await admin.client.action(ADMIN_ACTIONS.saveEvent, {
      ...eventFormValues(null, "event"),
      title: "Vivência",
      description: "x",
      location: "Sede",
      link: "javascript:alert(1)",
      price: "mil reais",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fieldErrors: { link: "Use um link https://, wa.me, mailto: ou tel: completo.", price: expect.stringContaining("R$ 1.290,00") },
    });
    const noStart = await admin.client.action(ADMIN_ACTIONS.saveEvent, {
      ...eventFormValues(null, "event"),
      title: "Vivência",
      description: "x",
      location: "Sede",
      link: "https://wa.me/5541900000000",
    });
    expect(noStart.body).toMatchObject({ fieldErrors: { startsAt: "Informe quando começa." } });
    expect(await app.count(catalogueItems)).toBe(before);
  });

  it("a recurring nucleus and a dated paid event, once published, show on the movement page, /events and the home; a draft only in staff's preview", async () => {
    const created = await admin.client.action<{ ok: true; id: string; version: number }>(ADMIN_ACTIONS.saveEvent, nucleus());
    expect(created).toMatchObject({ status: 200, body: { ok: true, id: "nucleo-lua-cheia", version: 1 } });
    const movement = await app.client().page(ROUTES.movement);
    expect(movement).toContain("Núcleo Lua Cheia");
    expect(movement).toContain("Primeira quarta-feira de cada mês às 20h");

    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const event = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.saveEvent, {
      ...eventFormValues(null, "event"),
      title: "Vivência de Verão",
      description: "Um dia de práticas.",
      attendance: "in_person",
      location: "Sede Física",
      link: "https://pagamento.exemplo.org.br/verao",
      price: "R$ 1.290,00",
      status: "published",
      startsAt: `${nextWeek}T09:00`,
      endsAt: `${nextWeek}T18:00`,
    });
    expect(event.status).toBe(200);
    const events = await app.client().page(ROUTES.events);
    expect(events).toContain("Vivência de Verão");
    expect(events).toContain("R$ 1.290,00");
    expect(events).toContain(`"startDate":"${nextWeek}T09:00:00-03:00"`);
    expect(await app.client().page(ROUTES.home)).toContain("Vivência de Verão");

    const draft = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.saveEvent, nucleus({ title: "Núcleo em Rascunho", status: "draft" }));
    const scheduled = await admin.client.action<{ ok: true; id: string }>(
      ADMIN_ACTIONS.saveEvent,
      nucleus({ title: "Núcleo Agendado", publishAt: `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T08:00` }),
    );
    for (const { body } of [draft, scheduled]) {
      const preview = `${ROUTES.movement}?${PREVIEW_PARAM}=${body.id}`;
      const title = body.id === "nucleo-em-rascunho" ? "Núcleo em Rascunho" : "Núcleo Agendado";
      expect(await app.client().page(ROUTES.movement)).not.toContain(title);
      // A visitor who guesses the preview address sees the page as everyone does.
      expect(await app.client().page(preview)).not.toContain(title);
      expect(await admin.client.page(preview)).toContain(title);
    }
  });

  it("two staff saving the same nucleus: the second is refused with the conflict message, nothing overwritten; the audit keeps before and after", async () => {
    const [item] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, "nucleo-lua-cheia"));
    const form = { ...nucleus(), id: item.id, version: String(item.version) };
    const [a, b] = await Promise.all([
      admin.client.action(ADMIN_ACTIONS.saveEvent, { ...form, time: "21:00" }),
      otherAdmin.client.action(ADMIN_ACTIONS.saveEvent, { ...form, title: "Núcleo Sobrescrito" }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ toast: { title: "Outra pessoa salvou este item antes" }, current: { version: item.version + 1 } });
    const [after] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, item.id));
    expect(after.version).toBe(item.version + 1);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, "catalogue.update")).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(Object.keys((audit.detail as { changes: object }).changes)).toEqual([a.status === 200 ? "recurrence" : "title"]);
  });

  it("archive takes an item off the site; duplicate makes a draft copy; up and down reorder the list", async () => {
    const [item] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, "nucleo007"));
    const dup = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.contentItemAction, {
      id: item.id,
      version: item.version,
      action: "duplicate",
    });
    expect(dup.body.id).toBe("nucleo007-copia");
    const [copy] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, "nucleo007-copia"));
    expect(copy.status).toBe("draft");
    const up = await admin.client.action(ADMIN_ACTIONS.contentItemAction, { id: item.id, version: item.version, action: "up" });
    expect(up.status).toBe(200);
    const [moved] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, item.id));
    expect(moved.position).toBe(item.position - 1);
    // The old version no longer archives it: someone (the reorder) changed it since.
    expect((await admin.client.action(ADMIN_ACTIONS.contentItemAction, { id: item.id, version: item.version, action: "archive" })).status).toBe(409);
    expect((await admin.client.action(ADMIN_ACTIONS.contentItemAction, { id: item.id, version: moved.version, action: "archive" })).status).toBe(200);
    expect(await app.client().page(ROUTES.movement)).not.toContain("Núcleo de Gratidão");
    const list = await admin.client.page(`${ADMIN_ROUTES.contentList.replace(":lista", "nucleos")}?situacao=archived`);
    expect(list).toContain("Núcleo de Gratidão");
  });
});
