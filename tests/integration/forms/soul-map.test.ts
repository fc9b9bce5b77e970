import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "#domain/forms/common.ts";
import { FORM_ENDPOINTS } from "#domain/paths.ts";
import { soulMapGateToasts, soulMapMessages, soulMapTexts } from "#domain/forms/soul-map.ts";
import { toasts } from "#domain/messages.ts";
import { soulMapSubmissions } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { soulMapRequestsOf } from "#tests/fixtures/stored.ts";
import { createTestServices, type TestApp } from "../support/app.ts";
import { signedInPerson, type SignedInPerson } from "../support/people.ts";

// The free soul map through HTTP: the page's three faces, the gate checked again by the action,
// the stored row, and everything that must be refused without storing anything.

const DATABASES = await availableDatabases();
const endpoint = FORM_ENDPOINTS.soulMap;

const request = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: "João Estrela",
  day: "5",
  month: "3",
  year: "1990",
  time: "07:45",
  city: "Curitiba",
  email: "Joao@Exemplo.com.br",
  whatsapp: "",
  ...overrides,
});

describe.each(DATABASES)("mapa da alma gratuito (%s)", (db) => {
  let app: TestApp;
  let confirmed: SignedInPerson;
  let unconfirmed: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    unconfirmed = await signedInPerson(app, { name: "Paula Sem Confirmar", confirmed: false });
    confirmed = await signedInPerson(app, { name: "João Estrela" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rowsOf = (userId: string) => soulMapRequestsOf(app.db, userId);

  it("a página mostra, já no HTML do servidor, 'Acesso Restrito', 'Confirme seu E-mail' ou o formulário preenchido", async () => {
    const anonymous = await app.client().page("/soul-map");
    expect(anonymous).toContain(soulMapTexts.restrictedTitle);
    expect(anonymous).toContain(soulMapTexts.loginCta);
    expect(anonymous).not.toContain("Horário de nascimento");

    const waiting = await unconfirmed.client.page("/soul-map");
    expect(waiting).toContain(soulMapTexts.confirmTitle);
    expect(waiting).toContain(soulMapTexts.confirmBody(unconfirmed.email));
    expect(waiting).not.toContain("Horário de nascimento");

    const open = await confirmed.client.page("/soul-map");
    expect(open).toContain("Horário de nascimento");
    expect(open).toContain(`value="${confirmed.email}"`);
    expect(open).toContain(`value="João Estrela"`);
  });

  it("o servidor confere o acesso de novo: 401 sem login, 403 sem e-mail confirmado, nada guardado", async () => {
    const before = await app.count(soulMapSubmissions);
    expect(await app.client().action(endpoint, request())).toEqual({ status: 401, body: { ok: false, status: 401, toast: soulMapGateToasts.anonymous } });
    expect(await unconfirmed.client.action(endpoint, request())).toEqual({
      status: 403,
      body: { ok: false, status: 403, toast: soulMapGateToasts.unconfirmed },
    });
    expect(await app.count(soulMapSubmissions)).toBe(before);
  });

  it("guarda o pedido com a data AAAA-MM-DD (mês e dia com zero), o horário HH:MM e o user_id de quem pediu", async () => {
    expect(await confirmed.client.action(endpoint, request({ whatsapp: "(41) 99999-0000" }))).toEqual({ status: 200, body: { ok: true } });
    expect(await rowsOf(confirmed.id)).toEqual([
      {
        userId: confirmed.id,
        name: "João Estrela",
        birthDate: "1990-03-05",
        birthTime: "07:45",
        birthCity: "Curitiba",
        email: "joao@exemplo.com.br",
        whatsapp: "(41) 99999-0000",
      },
    ]);
  });

  it("um envio repetido (mesmo submissionId, ao mesmo tempo) guarda uma linha", async () => {
    const input = request({ city: "Florianópolis" });
    const answers = await Promise.all([confirmed.client.action(endpoint, input), confirmed.client.action(endpoint, input)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await app.db.$count(soulMapSubmissions, eq(soulMapSubmissions.birthCity, "Florianópolis"))).toBe(1);
  });

  it("recusa entrada inválida, forjada, longa demais ou do tipo errado com 400, as mensagens do §5 e nada guardado", async () => {
    const before = await app.count(soulMapSubmissions);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        request({ name: " ", day: "32", month: "0", year: "90", time: "", city: "", email: "joao@exemplo" }),
        {
          name: soulMapMessages.nameRequired,
          day: soulMapMessages.dayInvalid,
          month: soulMapMessages.monthInvalid,
          year: soulMapMessages.yearInvalid,
          time: soulMapMessages.timeRequired,
          city: soulMapMessages.cityRequired,
          email: soulMapMessages.emailInvalid,
        },
      ],
      [request({ day: "31", month: "2" }), { birthDate: soulMapMessages.dateInvalid }],
      [request({ year: String(new Date().getFullYear() + 1) }), { birthDate: soulMapMessages.dateInvalid }],
      [request({ userId: "outra-pessoa" }), { _: "Campos não permitidos: userId." }],
      [request({ city: "c".repeat(201) }), { city: formMessages.tooLong }],
      [request({ name: ["João"] }), { name: formMessages.wrongType }],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await confirmed.client.action(endpoint, body);
      expect(response, JSON.stringify(body).slice(0, 120)).toEqual({
        status: 400,
        body: { ok: false, status: 400, toast: toasts.soulMapInvalid, fieldErrors },
      });
    }
    expect(await app.count(soulMapSubmissions)).toBe(before);
  });

  it("limita envios repetidos do mesmo endereço: 429 com 'Muitas tentativas'", async () => {
    const person = await signedInPerson(app, { name: "Lia Limite" });
    const max = app.services.config.RATE_LIMIT_FORM_MAX;
    for (let i = 0; i < max; i++) expect((await person.client.action(endpoint, request())).status).toBe(200);
    expect(await person.client.action(endpoint, request())).toEqual({ status: 429, body: { ok: false, status: 429, toast: toasts.tooManyRequests } });
    expect(await rowsOf(person.id)).toHaveLength(max);
  });
});
