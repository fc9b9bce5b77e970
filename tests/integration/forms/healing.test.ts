import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formMessages } from "#domain/forms/common.ts";
import { healingMessages } from "#domain/forms/healing-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import { healingSubmissions, mailOutbox } from "#server/db/schema.ts";
import { uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { healingNotificationsAbout, healingSignupsFor } from "#tests/fixtures/stored.ts";
import { eventually } from "#tests/fixtures/wait.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "../support/app.ts";

// The healing-energy sign-up through HTTP: the row, its notification e-mail through a real SMTP
// peer, and everything that must be refused without storing anything.

const DATABASES = await availableDatabases();
const NOTIFY_EMAIL = "avisos@instituto.test";
const endpoint = FORM_ENDPOINTS.healing;

const signup = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: "  Maria da Luz ",
  email: uniqueEmail("maria"),
  whatsapp: "(41) 99999-1234",
  consent: true,
  ...overrides,
});

describe.each(DATABASES)("inscrição no envio de energia de cura (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db, smtp: true, env: { NOTIFY_EMAIL } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rowsFor = (email: string) => healingSignupsFor(app.db, email);
  const mailsAbout = (email: string) => healingNotificationsAbout(app.db, email);

  it("guarda a inscrição (nome aparado, e-mail em minúsculas) e o aviso chega ao NOTIFY_EMAIL", async () => {
    const input = signup();
    const response = await app.client().action(endpoint, input);
    expect(response).toEqual({ status: 200, body: { ok: true, notificationFailed: false } });
    expect(await rowsFor(input.email)).toEqual([
      { name: "Maria da Luz", email: input.email.toLowerCase(), whatsapp: "(41) 99999-1234", createdAt: expect.any(Date) },
    ]);

    const mail = await app.smtp.waitFor(NOTIFY_EMAIL, (m) => m.text.includes(input.email.toLowerCase()));
    expect(mail.subject).toBe("Nova inscrição no Envio de Energia de Cura: Maria da Luz");
    expect(mail.text).toContain("Nome: Maria da Luz");
    expect(mail.text).toContain("WhatsApp: (41) 99999-1234");
    expect(app.smtp.linkIn(mail)).toBe(`${TEST_ORIGIN}/admin/healing-submissions`);
    expect(await mailsAbout(input.email)).toEqual([{ status: "sent", attempts: 1, lastError: null, to: NOTIFY_EMAIL }]);
  });

  it("o WhatsApp é opcional: em branco ou ausente fica nulo", async () => {
    const blank = signup({ whatsapp: "   " });
    const { whatsapp: _omitted, ...absent } = signup();
    expect((await app.client().action(endpoint, blank)).status).toBe(200);
    expect((await app.client().action(endpoint, absent)).status).toBe(200);
    expect((await rowsFor(blank.email))[0]).toMatchObject({ whatsapp: null });
    expect((await rowsFor(absent.email as string))[0]).toMatchObject({ whatsapp: null });
    const mail = await app.smtp.waitFor(NOTIFY_EMAIL, (m) => m.text.includes(blank.email.toLowerCase()));
    expect(mail.text).toContain("WhatsApp: não informado");
  });

  it("se o e-mail de aviso falha, a inscrição fica salva, a resposta avisa e a fila tenta de novo depois", async () => {
    const input = signup();
    app.smtp.failNext(1);
    const response = await app.client().action(endpoint, input);
    expect(response).toEqual({ status: 200, body: { ok: true, notificationFailed: true } });
    expect(await rowsFor(input.email)).toHaveLength(1);
    const [queued] = await mailsAbout(input.email);
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
    expect(queued.lastError).toContain("caixa indisponível");

    // When the retry falls due, the worker delivers it.
    await app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.kind, "healing-notification"), eq(mailOutbox.status, "pending")));
    app.services.outbox.nudge();
    await app.smtp.waitFor(NOTIFY_EMAIL, (m) => m.text.includes(input.email.toLowerCase()));
    await eventually(async () => (await mailsAbout(input.email))[0]?.status === "sent", "aviso marcado como enviado");
  });

  it("um envio repetido (mesmo submissionId, ao mesmo tempo) guarda uma linha e manda um aviso", async () => {
    const input = signup();
    const client = app.client();
    const [first, second] = await Promise.all([client.action(endpoint, input), client.action(endpoint, input)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await rowsFor(input.email)).toHaveLength(1);
    expect(await mailsAbout(input.email)).toHaveLength(1);
    // The same person signing up again later is a new submission.
    expect((await client.action(endpoint, { ...input, submissionId: randomUUID() })).status).toBe(200);
    expect(await rowsFor(input.email)).toHaveLength(2);
  });

  it("recusa entrada faltando, forjada, longa demais ou do tipo errado com 4xx, mensagem clara e nada guardado", async () => {
    const before = { rows: await app.count(healingSubmissions), mails: await app.count(mailOutbox) };
    const client = app.client();
    const cases: Array<[unknown, number, string]> = [
      [signup({ name: "   " }), 400, toasts.healingRequired.title],
      [signup({ email: "" }), 400, toasts.healingRequired.title],
      [signup({ consent: false }), 400, toasts.healingConsentRequired.title],
      [signup({ consent: "true" }), 400, toasts.healingConsentRequired.title],
      [signup({ email: "maria@exemplo" }), 400, `${toasts.healingFailed(healingMessages.emailInvalid).description}`],
      [signup({ name: "x".repeat(201) }), 400, toasts.healingFailed(formMessages.tooLong).description as string],
      [signup({ whatsapp: 41999991234 }), 400, toasts.healingFailed(formMessages.wrongType).description as string],
      [signup({ id: randomUUID(), createdAt: "2020-01-01" }), 400, "Campos não permitidos: id, createdAt."],
      [signup({ submissionId: "não-é-uuid" }), 400, formMessages.submissionIdInvalid],
    ];
    for (const [body, status, message] of cases) {
      const response = await client.action(endpoint, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(response.body), JSON.stringify(body)).toContain(message);
    }
    const notJson = await client.request(endpoint, { method: "POST", headers: { "content-type": "text/plain" }, body: "nome=Maria" });
    expect(notJson.status).toBe(415);
    const array = await client.request(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: "[1,2]" });
    expect(array.status).toBe(400);
    expect((await client.get(endpoint)).status).toBe(405);
    expect({ rows: await app.count(healingSubmissions), mails: await app.count(mailOutbox) }).toEqual(before);
  });

  it("limita envios repetidos do mesmo endereço: 429 com 'Muitas tentativas'", async () => {
    const client = app.client();
    const max = app.services.config.RATE_LIMIT_FORM_MAX;
    const email = uniqueEmail("limite");
    for (let i = 0; i < max; i++) expect((await client.action(endpoint, signup({ email }))).status).toBe(200);
    const blocked = await client.action(endpoint, signup({ email }));
    expect(blocked).toEqual({ status: 429, body: { ok: false, status: 429, toast: toasts.tooManyRequests } });
    expect(await rowsFor(email)).toHaveLength(max);
    // Another address is not affected.
    expect((await app.client().action(endpoint, signup())).status).toBe(200);
  });

  it("sem NOTIFY_EMAIL, o aviso vai para o e-mail de contato do site", async () => {
    await app.restart({ NOTIFY_EMAIL: "" });
    const input = signup();
    expect((await app.client().action(endpoint, input)).body).toEqual({ ok: true, notificationFailed: false });
    await app.smtp.waitFor(site.emails.contact, (m) => m.text.includes(input.email.toLowerCase()));
  });

  it("se o banco falha, responde 'Erro ao enviar' (nunca a página de erro)", async () => {
    await app.closeDatabase();
    const response = await app.client().action(endpoint, signup());
    expect(response).toEqual({ status: 500, body: { ok: false, status: 500, toast: toasts.healingFailed(healingMessages.saveFailed) } });
  });
});
