import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formMessages } from "#domain/forms/common.ts";
import { ACCOUNT_ACTIONS, API, FORM_ENDPOINTS } from "#domain/paths.ts";
import { createTestServices, type TestApp } from "./support/app.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { PASSWORD, registration, uniqueEmail } from "#tests/fixtures/people.ts";
import { signedInPerson, type SignedInPerson } from "./support/people.ts";

// NUL bytes and unpaired surrogates in any text field (issue 11, defect 4): refused by the shared
// schemas with a message next to the field, never a 5xx; and no log line carries personal data.

const DATABASES = await availableDatabases();
const { invalidCharacters } = formMessages;

const HOSTILE = { nul: "\u0000", "lone high surrogate": "\ud800", "lone low surrogate": "\udfff", "reversed pair": "\udc00\ud800" };

const person = { name: "Ana", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba", state: "PR" };

/** Each endpoint: a valid body, and its text fields ("a.b" for nested ones). */
const ENDPOINTS: { target: string; body: () => Record<string, unknown>; fields: string[]; signedIn?: true }[] = [
  {
    target: ACCOUNT_ACTIONS.signUp,
    body: () => registration(),
    fields: ["name", "email", "password", "cpf", "birthDate", "whatsapp", "cep", "street", "number", "complement", "neighborhood", "city", "state"],
  },
  { target: ACCOUNT_ACTIONS.quickSignUp, body: () => ({ name: "Ana", email: uniqueEmail("ana"), password: PASSWORD }), fields: ["name", "email", "password"] },
  { target: ACCOUNT_ACTIONS.signIn, body: () => ({ email: "ana@exemplo.com", password: PASSWORD }), fields: ["email", "password"] },
  { target: ACCOUNT_ACTIONS.adminSignIn, body: () => ({ email: "ana@exemplo.com", password: PASSWORD }), fields: ["email", "password"] },
  { target: ACCOUNT_ACTIONS.forgotPassword, body: () => ({ email: "ana@exemplo.com" }), fields: ["email"] },
  { target: ACCOUNT_ACTIONS.newPassword, body: () => ({ token: "abcdefghijklmnopqrstuvwx", password: PASSWORD }), fields: ["token", "password"] },
  {
    target: FORM_ENDPOINTS.healing,
    body: () => ({ submissionId: randomUUID(), name: "Maria", email: uniqueEmail("maria"), whatsapp: "(41) 99999-1234", consent: true }),
    fields: ["name", "email", "whatsapp"],
  },
  {
    target: FORM_ENDPOINTS.club,
    body: () => ({
      submissionId: randomUUID(),
      name: "Clara",
      email: uniqueEmail("clara"),
      whatsapp: "(41) 98888-7777",
      cpf: "123.456.789-00",
      address: "Rua das Flores, 10",
      birthDate: "07/03/1985",
      serviceLocation: "Batel",
      instagram: "@clara",
      youtube: "clara",
      facebook: "clara",
      linkedin: "clara",
      website: "clara.com",
      terms: true,
    }),
    fields: ["name", "email", "whatsapp", "cpf", "address", "birthDate", "serviceLocation", "instagram", "youtube", "facebook", "linkedin", "website"],
  },
  {
    target: FORM_ENDPOINTS.soulMap,
    body: () => ({
      submissionId: randomUUID(),
      name: "João",
      day: "5",
      month: "3",
      year: "1990",
      time: "07:45",
      city: "Curitiba",
      email: "joao@exemplo.com",
      whatsapp: "41999991234",
    }),
    fields: ["name", "time", "city", "email", "whatsapp"],
    signedIn: true,
  },
  {
    target: API.relationship,
    body: () => ({ person1: person, person2: { ...person, name: "Bia" } }),
    fields: ["person1.name", "person1.city", "person2.time", "person2.state"],
  },
];

/** Free text, where nothing but the characters can be wrong: the message must be the characters'. */
const FREE_TEXT = new Set([
  "name",
  "street",
  "number",
  "complement",
  "neighborhood",
  "city",
  "address",
  "serviceLocation",
  "instagram",
  "youtube",
  "facebook",
  "linkedin",
  "website",
  "person1.name",
  "person1.city",
]);

function withValue(body: Record<string, unknown>, field: string, insert: string): Record<string, unknown> {
  const [head, tail] = field.split(".");
  if (tail) return { ...body, [head]: { ...(body[head] as object), [tail]: `${String((body[head] as Record<string, unknown>)[tail])}${insert}` } };
  return { ...body, [field]: `${String(body[field] ?? "x")}${insert}x` };
}

const STORED = ["users", "profiles", "healing_submissions", "therapist_club_subscriptions", "soul_map_submissions", "mail_outbox"];

describe.each(DATABASES)("NUL bytes and lone surrogates (%s)", (db) => {
  let app: TestApp;
  let member: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "100000", RATE_LIMIT_FORM_MAX: "100000" } });
    member = await signedInPerson(app, { name: "Joana Confirmada" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rows = async (table: string) => (await app.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
  const snapshot = async () => Object.fromEntries(await Promise.all(STORED.map(async (t) => [t, await rows(t)] as const)));

  describe.each(ENDPOINTS)("POST $target", ({ target, body, fields, signedIn }) => {
    it.each(Object.entries(HOSTILE))("refuses %s in each text field with 400 and a message next to the field, storing nothing", async (_name, insert) => {
      const before = await snapshot();
      for (const field of fields) {
        const client = signedIn ? member.client : app.client();
        const response = await client.postJson(target, withValue(body(), field, insert));
        const answer = (await response.json()) as { fieldErrors?: Record<string, string> };
        expect(response.status, field).toBe(400);
        expect(answer.fieldErrors?.[field], field).toBeTruthy();
        if (FREE_TEXT.has(field)) expect(answer.fieldErrors?.[field], field).toBe(invalidCharacters);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it("keeps a real pair (an emoji) and accents", async () => {
    const response = await app
      .client()
      .postJson(FORM_ENDPOINTS.healing, { submissionId: randomUUID(), name: "Conceição 🌟", email: uniqueEmail("c"), consent: true });
    expect(response.status).toBe(200);
    expect(await app.query(sql`select name from healing_submissions where name = ${"Conceição 🌟"}`)).toHaveLength(1);
  });
});

describe("logs without personal data", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", captureLogs: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a failed insert logs ids and error codes, never the names, e-mails, phones or CPF it carried", async () => {
    await app.query(`create function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'recusado (teste)'; end $$`);
    await app.query("create trigger refuse_row before insert on therapist_club_subscriptions for each row execute function refuse_row()");
    await app.query("create trigger refuse_row before insert on profiles for each row execute function refuse_row()");
    try {
      const club = await app.client().postJson(FORM_ENDPOINTS.club, {
        submissionId: randomUUID(),
        name: "Maria Sigilosa",
        email: "maria.sigilosa@exemplo.com",
        whatsapp: "(41) 97777-1234",
        cpf: "529.982.247-25",
        address: "Rua Secreta, 77",
        birthDate: "07/03/1985",
        terms: true,
      });
      expect(club.status).toBe(500);
      const signUp = await app.client().postJson(ACCOUNT_ACTIONS.signUp, registration({ name: "Maria Sigilosa", email: "maria.sigilosa@exemplo.com" }));
      expect(signUp.status).toBe(500);
    } finally {
      await app.query("drop trigger refuse_row on therapist_club_subscriptions");
      await app.query("drop trigger refuse_row on profiles");
      await app.query("drop function refuse_row()");
    }
    const logs = app.logs.join("\n");
    expect(logs).toContain("recusado (teste)"); // the cause is there…
    for (const secret of ["Sigilosa", "maria.sigilosa", "97777", "52998224725", "529.982.247-25", "Secreta", "Paulista", "98765"])
      expect(logs).not.toContain(secret);
  });
});
