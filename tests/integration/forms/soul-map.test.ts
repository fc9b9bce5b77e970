import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MiniReading } from "#domain/compass/responder.ts";
import { formMessages } from "#domain/forms/common.ts";
import { soulMapGateToasts, soulMapMessages, soulMapTexts } from "#domain/forms/soul-map-texts.ts";
import { computeChart } from "#domain/hd/chart.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS } from "#domain/paths.ts";
import { leads, soulMapSubmissions } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { soulMapRequestsOf } from "#tests/fixtures/stored.ts";

import { createTestServices, type TestApp } from "../support/app.ts";
import { type SignedInPerson, signedInPerson } from "../support/people.ts";

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
  state: "PR",
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

  it("guarda o pedido com a data AAAA-MM-DD (mês e dia com zero), o horário HH:MM, a cidade 'Cidade - UF' e o user_id de quem pediu", async () => {
    const response = await confirmed.client.action<{ ok: boolean; reading: MiniReading | null }>(endpoint, request({ whatsapp: "(41) 99999-0000" }));
    expect(response.status).toBe(200);
    expect(await rowsOf(confirmed.id)).toEqual([
      {
        userId: confirmed.id,
        name: "João Estrela",
        birthDate: "1990-03-05",
        birthTime: "07:45",
        birthCity: "Curitiba - PR",
        email: "joao@exemplo.com.br",
        whatsapp: "(41) 99999-0000",
      },
    ]);
  });

  it("responde com a leitura instantânea do mapa calculado e guarda um lead com o mesmo texto", async () => {
    const person = await signedInPerson(app, { name: "Rita Leitura" });
    const email = `${randomUUID()}@leitura.test`;
    // São Paulo, 17/05/1990 10:45: the engine's Projector, Emotional, 3/5.
    const response = await person.client.action<{ ok: boolean; reading: MiniReading | null }>(
      endpoint,
      request({ name: "Rita Leitura", day: "17", month: "5", year: "1990", time: "10:45", city: "sao paulo", state: "sp", email, whatsapp: "(11) 91234-5678" }),
    );
    expect(response.status).toBe(200);
    const chart = computeChart(new Date("1990-05-17T13:45:00Z"));
    expect(response.body.reading).toMatchObject({
      type: "Projetor",
      authority: "Emocional",
      profile: "3/5",
      definedCenters: chart.definedCenters,
      channels: chart.channels,
    });
    expect(response.body.reading?.text).toMatch(/^Você é Projetor\./);
    const stored = await app.db.select({ name: leads.name, whatsapp: leads.whatsapp, reading: leads.reading }).from(leads).where(eq(leads.email, email));
    expect(stored).toEqual([{ name: "Rita Leitura", whatsapp: "(11) 91234-5678", reading: response.body.reading?.text }]);
  });

  it("sem cidade conhecida, o pedido fica guardado e o lead fica sem leitura ('Nenhuma leitura gerada.')", async () => {
    const person = await signedInPerson(app, { name: "Sem Cidade" });
    const email = `${randomUUID()}@leitura.test`;
    const response = await person.client.action<{ ok: boolean; reading: MiniReading | null }>(
      endpoint,
      request({ city: "Vila Que Não Existe", state: "PR", email }),
    );
    expect(response).toEqual({ status: 200, body: { ok: true, reading: null } });
    expect(await rowsOf(person.id)).toMatchObject([{ birthCity: "Vila Que Não Existe - PR" }]);
    expect(await app.db.select({ reading: leads.reading }).from(leads).where(eq(leads.email, email))).toEqual([{ reading: null }]);
  });

  it("um envio repetido (mesmo submissionId, ao mesmo tempo) guarda uma linha", async () => {
    const email = `${randomUUID()}@repetido.test`;
    const input = request({ city: "Florianópolis", state: "SC", email });
    const answers = await Promise.all([confirmed.client.action(endpoint, input), confirmed.client.action(endpoint, input)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await app.db.$count(soulMapSubmissions, eq(soulMapSubmissions.email, email))).toBe(1);
    // One request, one lead.
    expect(await app.db.$count(leads, eq(leads.email, email))).toBe(1);
  });

  it("recusa entrada inválida, forjada, longa demais ou do tipo errado com 400, as mensagens do §5 e nada guardado", async () => {
    const before = await app.count(soulMapSubmissions);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        request({ name: " ", day: "32", month: "0", year: "90", time: "", city: "", state: "", email: "joao@exemplo" }),
        {
          name: soulMapMessages.nameRequired,
          day: soulMapMessages.dayInvalid,
          month: soulMapMessages.monthInvalid,
          year: soulMapMessages.yearInvalid,
          time: soulMapMessages.timeRequired,
          city: soulMapMessages.cityRequired,
          state: soulMapMessages.stateRequired,
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
