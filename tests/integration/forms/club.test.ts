import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clubMessages } from "#domain/forms/club-texts.ts";
import { formMessages } from "#domain/forms/common.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS } from "#domain/paths.ts";
import { therapistClubSubscriptions as subscriptions } from "#server/db/schema.ts";
import { uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { clubSubscriptionsFor } from "#tests/fixtures/stored.ts";

import { createTestServices, type TestApp } from "../support/app.ts";
import { signedInPerson } from "../support/people.ts";

// The therapists' club sign-up through HTTP: every field stored, one sign-up per e-mail,
// and everything that must be refused without storing anything.

const DATABASES = await availableDatabases();
const endpoint = FORM_ENDPOINTS.club;

const signup = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: "Clara Terapeuta",
  email: uniqueEmail("clara"),
  whatsapp: "(41) 98888-7777",
  cpf: "123.456.789-00",
  address: "Rua das Flores, 10 – Centro, Curitiba/PR",
  birthDate: "07/03/1985",
  serviceLocation: "Consultório no Batel",
  instagram: "@clara.terapias",
  youtube: "",
  facebook: "",
  linkedin: "linkedin.com/in/clara",
  website: "",
  terms: true,
  ...overrides,
});

describe.each(DATABASES)("inscrição no clube de terapeutas (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rowsFor = (email: string) => clubSubscriptionsFor(app.db, email);

  it("guarda cada campo do §3, sem user_id para quem não entrou", async () => {
    const input = signup();
    expect(await app.client().action(endpoint, input)).toEqual({ status: 200, body: { ok: true } });
    expect(await rowsFor(input.email)).toEqual([
      {
        userId: null,
        name: "Clara Terapeuta",
        email: input.email.toLowerCase(),
        whatsapp: "(41) 98888-7777",
        cpf: "123.456.789-00",
        address: "Rua das Flores, 10 – Centro, Curitiba/PR",
        birthDate: "1985-03-07",
        serviceLocation: "Consultório no Batel",
        socialMedia: { instagram: "@clara.terapias", linkedin: "linkedin.com/in/clara" },
      },
    ]);
  });

  it("liga a inscrição a quem está logado; os opcionais podem faltar", async () => {
    const person = await signedInPerson(app, { name: "Tereza Terapeuta" });
    const { serviceLocation: _s, instagram: _i, youtube: _y, facebook: _f, linkedin: _l, website: _w, ...required } = signup({ email: person.email });
    expect((await person.client.action(endpoint, required)).status).toBe(200);
    expect(await rowsFor(person.email)).toEqual([expect.objectContaining({ userId: person.id, serviceLocation: null, socialMedia: {} })]);
  });

  it("o mesmo e-mail (em outra caixa) não se inscreve duas vezes: 'Erro na inscrição'", async () => {
    const input = signup();
    expect((await app.client().action(endpoint, input)).status).toBe(200);
    const again = await app.client().action(endpoint, signup({ email: input.email.toUpperCase() }));
    expect(again).toEqual({ status: 409, body: { ok: false, status: 409, toast: toasts.clubFailed } });
    expect(await rowsFor(input.email)).toHaveLength(1);
  });

  it("um envio repetido (mesmo submissionId, ao mesmo tempo) guarda uma linha e responde sucesso às duas", async () => {
    const input = signup();
    const client = app.client();
    const answers = await Promise.all([client.action(endpoint, input), client.action(endpoint, input)]);
    expect(answers.map((a) => a.body)).toEqual([{ ok: true }, { ok: true }]);
    expect(await rowsFor(input.email)).toHaveLength(1);
  });

  it("recusa entrada faltando, forjada, longa demais ou do tipo errado com 400, as mensagens do §5 e nada guardado", async () => {
    const before = await app.count(subscriptions);
    const client = app.client();
    const empty = await client.action(endpoint, {
      submissionId: randomUUID(),
      name: "",
      email: "",
      whatsapp: "",
      cpf: "",
      address: "",
      birthDate: "",
      terms: false,
    });
    expect(empty).toEqual({
      status: 400,
      body: {
        ok: false,
        status: 400,
        toast: toasts.clubInvalid,
        fieldErrors: {
          name: clubMessages.nameRequired,
          email: clubMessages.emailInvalid,
          whatsapp: clubMessages.whatsappRequired,
          cpf: clubMessages.cpfRequired,
          address: clubMessages.addressRequired,
          birthDate: clubMessages.birthDateRequired,
          terms: clubMessages.termsRequired,
        },
      },
    });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [signup({ userId: "outra-pessoa" }), { _: "Campos não permitidos: userId." }],
      [signup({ socialMedia: {} }), { _: "Campos não permitidos: socialMedia." }],
      [signup({ address: "a".repeat(301) }), { address: formMessages.tooLong }],
      [signup({ website: "w".repeat(201) }), { website: formMessages.tooLong }],
      [signup({ cpf: 12345678900 }), { cpf: formMessages.wrongType }],
      [signup({ terms: "on" }), { terms: clubMessages.termsRequired }],
      [signup({ birthDate: "31/02/1985" }), { birthDate: clubMessages.birthDateInvalid }],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await client.action(endpoint, body);
      expect(response, JSON.stringify(body).slice(0, 120)).toEqual({ status: 400, body: { ok: false, status: 400, toast: toasts.clubInvalid, fieldErrors } });
    }
    expect(await app.count(subscriptions)).toBe(before);
  });

  it("limita envios repetidos do mesmo endereço: 429 com 'Muitas tentativas'", async () => {
    const client = app.client();
    const max = app.services.config.RATE_LIMIT_FORM_MAX;
    for (let i = 0; i < max; i++) expect((await client.action(endpoint, signup())).status).toBe(200);
    const last = signup();
    expect(await client.action(endpoint, last)).toEqual({ status: 429, body: { ok: false, status: 429, toast: toasts.tooManyRequests } });
    expect(await rowsFor(last.email)).toHaveLength(0);
  });

  it("se o banco falha, responde 'Erro na inscrição'", async () => {
    await app.closeDatabase();
    expect(await app.client().action(endpoint, signup())).toEqual({ status: 500, body: { ok: false, status: 500, toast: toasts.clubFailed } });
  });
});
