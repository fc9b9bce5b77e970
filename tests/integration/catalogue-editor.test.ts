import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ContentItem } from "#domain/content/catalogue.ts";
import {
  courseFormValues,
  type EventFormInput,
  eventFormValues,
  highlightFormValues,
  sessionFormValues,
  settingsFormValues,
  statFormValues,
} from "#domain/content/editor.ts";
import { PREVIEW_PARAM } from "#domain/content/editor-lists.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS } from "#domain/site.ts";
import { toContentItem } from "#server/catalogue/store.ts";
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

  const item = async <K extends ContentItem["kind"]>(id: string) => {
    const [row] = await app.db.select().from(catalogueItems).where(eq(catalogueItems.id, id));
    return toContentItem(row) as ContentItem<K>;
  };
  const latestAudit = async (targetId: string) =>
    (await app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt)).limit(1))[0];

  it("courses: a new first day moves the course to the top of /courses and the home's next course; the audit keeps the dates before and after; a stale version gets the conflict", async () => {
    const course = await item<"course">("almas-gemeas");
    const form = courseFormValues(course);
    expect(form).toMatchObject({ firstDay: "2027-04-09", lastDay: "2027-04-11" });
    expect((await app.client().page(ROUTES.courses)).indexOf("Almas Gêmeas")).toBeGreaterThan(
      (await app.client().page(ROUTES.courses)).indexOf("Mapa da Alma na Prática"),
    );

    const saved = await admin.client.action<{ ok: true; version: number }>(ADMIN_ACTIONS.saveCourse, {
      ...form,
      firstDay: "2026-12-04",
      lastDay: "2026-12-06",
      schedule: "Sexta: 19h às 22h\n\nSábado e domingo: 9h às 18h",
      registration: "R$ 250,00",
      option1Label: "On-line",
      option1Registration: "R$ 150,00",
      option1CourseFee: "R$ 900,00",
      option1FullPrice: "R$ 1.050,00 no total",
    });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, version: course.version + 1 } });
    const after = await item<"course">("almas-gemeas");
    expect(after.data.schedule).toEqual(["Sexta: 19h às 22h", "Sábado e domingo: 9h às 18h"]);
    expect(after.data.registrationCents).toBe(25000);
    expect(after.data.valuesMulti).toEqual([
      { label: "On-line", registration: 15000, course_fee: 90000, full_price_text: "R$ 1.050,00 no total", installments: "" },
    ]);
    expect(after.startsAt?.toISOString()).toBe("2026-12-04T03:00:00.000Z");

    const agenda = await app.client().page(ROUTES.courses);
    expect(agenda).toContain("4 a 6 de dezembro de 2026");
    expect(agenda.indexOf("Almas Gêmeas")).toBeLessThan(agenda.indexOf("Mapa da Alma na Prática"));
    const home = await app.client().page(ROUTES.home);
    expect(home.indexOf("Almas Gêmeas")).toBeGreaterThan(-1);
    expect(home).not.toContain("Mapa da Alma na Prática");

    const audit = await latestAudit("almas-gemeas");
    expect(audit).toMatchObject({ action: "catalogue.update", actorName: "Ana Admin" });
    expect((audit.detail as { changes: Record<string, unknown> }).changes).toMatchObject({
      startsAt: { before: "2027-04-09T03:00:00.000Z", after: "2026-12-04T03:00:00.000Z" },
      registrationCents: { after: 25000 },
    });
    const stale = await otherAdmin.client.action(ADMIN_ACTIONS.saveCourse, { ...form, title: "Almas Gêmeas (antigo)" });
    expect(stale).toMatchObject({ status: 409, body: { current: { version: course.version + 1 }, toast: { title: "Outra pessoa salvou este item antes" } } });
    expect((await item<"course">("almas-gemeas")).data.title).toBe("Almas Gêmeas");
  });

  it("courses: bad input gets Portuguese messages next to the fields and nothing is stored", async () => {
    const before = await app.count(catalogueItems);
    const bad = await admin.client.action(ADMIN_ACTIONS.saveCourse, {
      ...courseFormValues(null),
      title: "Curso Novo",
      subtitle: "x",
      instructor: "Ana",
      modality: "On-line",
      about: "Sobre.",
      firstDay: "2027-05-10",
      lastDay: "2027-05-01",
      registration: "duzentos",
      courseFee: "",
      paymentLink: "javascript:alert(1)",
      points: "-3",
      maxStudents: "0",
      option2Label: "Presencial",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fieldErrors: {
        registration: "Informe o valor em reais, por exemplo R$ 1.290,00 (vazio: gratuito).",
        courseFee: "Informe o valor em reais, por exemplo R$ 1.290,00.",
        paymentLink: "Use um link https://, wa.me, mailto: ou tel: completo.",
        points: "Informe um número inteiro de 0 a 100000.",
        maxStudents: "Informe um número inteiro de 1 a 10000 (vazio: sem limite).",
      },
    });
    const order = await admin.client.action(ADMIN_ACTIONS.saveCourse, {
      ...courseFormValues(null),
      title: "Curso Novo",
      subtitle: "x",
      instructor: "Ana",
      modality: "On-line",
      about: "Sobre.",
      firstDay: "2027-05-10",
      lastDay: "2027-05-01",
      registration: "R$ 100,00",
      courseFee: "R$ 900,00",
      paymentLink: "https://pagamento.exemplo.org.br/c",
    });
    expect(order.body).toMatchObject({ fieldErrors: { lastDay: "O último dia deve ser igual ou depois do primeiro." } });
    const option = await admin.client.action(ADMIN_ACTIONS.saveCourse, {
      ...courseFormValues(null),
      title: "Curso Novo",
      subtitle: "x",
      instructor: "Ana",
      modality: "On-line",
      about: "Sobre.",
      firstDay: "2027-05-10",
      registration: "R$ 100,00",
      courseFee: "R$ 900,00",
      paymentLink: "https://pagamento.exemplo.org.br/c",
      option2Label: "Presencial",
    });
    expect(option.body).toMatchObject({ fieldErrors: { option2Registration: "Informe o valor em reais, por exemplo R$ 1.290,00 (vazio: gratuito)." } });
    expect(await app.count(catalogueItems)).toBe(before);
  });

  it("social sessions, highlights and stats: created published they show on their pages; reorder is persisted and shown; duplicate is a draft; archive hides from the public", async () => {
    const session = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.saveSocialSession, {
      ...sessionFormValues(null),
      title: "Sessão Social de 45 minutos",
      description: "Atendimento a valor social.",
      price: "R$ 75,00",
      durationMinutes: "45",
      whatsappText: "Olá! Quero agendar a sessão de 45 minutos.",
      status: "published",
    });
    expect(session).toMatchObject({ status: 200, body: { id: "sessao-social-de-45-minutos" } });
    const services = await app.client().page(ROUTES.services);
    expect(services).toContain("Sessão Social de 45 minutos");
    expect(services).toContain("R$ 75,00");
    expect(await latestAudit(session.body.id)).toMatchObject({ action: "catalogue.create", summary: 'Criou a sessão social "Sessão Social de 45 minutos"' });

    const badHighlight = await admin.client.action(ADMIN_ACTIONS.saveHighlight, {
      ...highlightFormValues(null),
      title: "Clube",
      text: "Venha.",
      cta: "",
      href: "javascript:alert(1)",
    });
    expect(badHighlight.body).toMatchObject({
      fieldErrors: { cta: "Informe o texto do botão.", href: "Use um caminho do site começando com / (por exemplo /cursos) ou um link https://." },
    });
    const highlight = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.saveHighlight, {
      ...highlightFormValues(null),
      title: "Clube da Essência",
      text: "Práticas todos os meses.",
      cta: "Conhecer o clube",
      href: "/clube",
      status: "published",
    });
    expect(highlight.status).toBe(200);
    const stat = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.saveStat, {
      ...statFormValues(null),
      value: "12 anos",
      label: "De caminhada",
      status: "published",
    });
    expect(stat.status).toBe(200);
    const badStat = await admin.client.action(ADMIN_ACTIONS.saveStat, { ...statFormValues(null), value: "", label: "x\u0000" });
    expect(badStat.status).toBe(400);
    expect(badStat.body).toMatchObject({ fieldErrors: { value: "Informe o número (por exemplo: +500)." } });
    let home = await app.client().page(ROUTES.home);
    expect(home).toContain("Conhecer o clube");
    expect(home).toContain("12 anos");
    expect(home.indexOf("12 anos")).toBeGreaterThan(home.indexOf("1,2 mil+"));

    // 'Subir' on the new stat: it swaps places with the last default one, in the database and on the home.
    const moved = await item<"home_stat">(stat.body.id);
    const up = await admin.client.action(ADMIN_ACTIONS.contentItemAction, { id: moved.id, version: moved.version, action: "up" });
    expect(up.status).toBe(200);
    expect((await item(stat.body.id)).position).toBe(moved.position - 1);
    expect((await item("numero-4")).position).toBe(moved.position);
    home = await app.client().page(ROUTES.home);
    expect(home.indexOf("12 anos")).toBeLessThan(home.indexOf("1,2 mil+"));
    expect(await admin.client.page(ADMIN_ROUTES.contentList.replace(":lista", "numeros"))).toContain("Subir");

    const sixty = await item<"social_session">("sessao-social-60");
    const dup = await admin.client.action<{ ok: true; id: string }>(ADMIN_ACTIONS.contentItemAction, {
      id: sixty.id,
      version: sixty.version,
      action: "duplicate",
    });
    expect((await item(dup.body.id)).status).toBe("draft");
    const archive = await admin.client.action(ADMIN_ACTIONS.contentItemAction, { id: sixty.id, version: sixty.version, action: "archive" });
    expect(archive.status).toBe(200);
    expect(await app.client().page(ROUTES.services)).not.toContain(sixty.data.title);
    const eventos = await item<"home_highlight">("destaque-eventos");
    await admin.client.action(ADMIN_ACTIONS.contentItemAction, { id: eventos.id, version: eventos.version, action: "archive" });
    expect(await app.client().page(ROUTES.home)).not.toContain(eventos.data.text);
    expect(await admin.client.page(`${ADMIN_ROUTES.contentList.replace(":lista", "sessoes-sociais")}?situacao=archived`)).toContain(sixty.data.title);
  });

  it("every new list and edit page opens for staff with its form", async () => {
    for (const [list, id, text] of [
      ["cursos", "almas-gemeas", "Primeiro dia"],
      ["sessoes-sociais", "sessao-social-30", "Mensagem do WhatsApp"],
      ["destaques", "destaque-cursos", "Para onde o botão leva"],
      ["numeros", "numero-1", "Legenda"],
    ] as const) {
      expect(await admin.client.page(ADMIN_ROUTES.contentList.replace(":lista", list))).toContain(
        ADMIN_ROUTES.contentEdit.replace(":lista", list).replace(":id", id),
      );
      expect(await admin.client.page(ADMIN_ROUTES.contentEdit.replace(":lista", list).replace(":id", id))).toContain(text);
      expect(await admin.client.page(ADMIN_ROUTES.contentEdit.replace(":lista", list).replace(":id", "novo"))).toContain(text);
    }
  });
});
