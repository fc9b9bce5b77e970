import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toasts } from "#domain/messages.ts";
import { relationshipMessages, relationshipToasts } from "#domain/relationship/messages.ts";
import { ACCOUNT_ACTIONS, API, FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { PASSWORD, registration, uniqueEmail } from "#tests/fixtures/people.ts";
import { signedInPerson, type SignedInPerson } from "./support/people.ts";
import type { TestClient } from "./support/http.ts";

// Every state-changing request must come from the site's own origin (APP_URL) and, where JSON
// is expected, carry exactly application/json (issue 11, defect 3). A refusal is 403/415 with a
// Portuguese toast in the usual Failure shape, and stores nothing.

const DATABASES = await availableDatabases();

const person = { name: "Ana", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba", state: "PR" };

/** Each JSON endpoint with a body it would accept from the site itself. */
const JSON_ENDPOINTS: [string, () => Record<string, unknown>][] = [
  [ACCOUNT_ACTIONS.signIn, () => ({ email: "ninguem@exemplo.com", password: PASSWORD })],
  [ACCOUNT_ACTIONS.adminSignIn, () => ({ email: "ninguem@exemplo.com", password: PASSWORD })],
  [ACCOUNT_ACTIONS.signUp, () => registration()],
  [ACCOUNT_ACTIONS.quickSignUp, () => ({ name: "Ana", email: uniqueEmail("ana"), password: PASSWORD })],
  [ACCOUNT_ACTIONS.forgotPassword, () => ({ email: "ninguem@exemplo.com" })],
  [ACCOUNT_ACTIONS.newPassword, () => ({ token: "x".repeat(24), password: PASSWORD })],
  [ACCOUNT_ACTIONS.signOut, () => ({})],
  [FORM_ENDPOINTS.healing, () => ({ submissionId: randomUUID(), name: "Maria", email: uniqueEmail("maria"), whatsapp: "", consent: true })],
  [
    FORM_ENDPOINTS.club,
    () => ({
      submissionId: randomUUID(),
      name: "Clara",
      email: uniqueEmail("clara"),
      whatsapp: "(41) 98888-7777",
      cpf: "123.456.789-00",
      address: "Rua das Flores, 10",
      birthDate: "07/03/1985",
      terms: true,
    }),
  ],
  [
    FORM_ENDPOINTS.soulMap,
    () => ({ submissionId: randomUUID(), name: "João", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba", email: "joao@exemplo.com" }),
  ],
  [API.relationship, () => ({ person1: person, person2: { ...person, name: "Bia" } })],
  [API.googleSignIn, () => ({ provider: "google", callbackURL: "/" })],
];

const STORED = [
  "users",
  "accounts",
  "sessions",
  "profiles",
  "mail_outbox",
  "healing_submissions",
  "therapist_club_subscriptions",
  "soul_map_submissions",
  "rate_limits",
];

describe.each(DATABASES)("requests from other sites (%s)", (db) => {
  let app: TestApp;
  let member: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    member = await signedInPerson(app, { name: "Joana Confirmada" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rows = async (table: string) => (await app.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
  const snapshot = async () => Object.fromEntries(await Promise.all(STORED.map(async (t) => [t, await rows(t)] as const)));

  const send = (client: TestClient, target: string, headers: Record<string, string>, body: string) => client.request(target, { method: "POST", headers, body });

  const forbidden = { ok: false, status: 403, toast: toasts.crossSiteRefused };
  const unsupported = { ok: false, status: 415, toast: toasts.unsupportedMediaType };

  describe.each(JSON_ENDPOINTS)("POST %s", (target, body) => {
    it("from a foreign origin: 403 in Portuguese, nothing stored, the session kept", async () => {
      const before = await snapshot();
      const response = await send(member.client, target, { "content-type": "application/json", origin: "http://evil.test" }, JSON.stringify(body()));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbidden);
      expect(await snapshot()).toEqual(before);
      expect((await member.client.action(ACCOUNT_ACTIONS.signIn, {})).status).toBe(400); // still reachable from the site
    });

    it("without Origin but with Sec-Fetch-Site: cross-site, or with Origin: null: 403", async () => {
      const before = await snapshot();
      for (const headers of <Record<string, string>[]>[
        { origin: "", "sec-fetch-site": "cross-site" },
        { origin: "", "sec-fetch-site": "same-site" },
        { origin: "" },
        { origin: "null" },
        { origin: `${TEST_ORIGIN}.evil.test` },
      ]) {
        const client = app.client();
        const response = await client.request(target, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body()),
        });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toEqual(forbidden);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      "text/plain; a=application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
      "application/json-patch+json",
      "application/json, text/plain",
      "",
    ])("with Content-Type %j from the site itself: 415", async (contentType) => {
      const before = await snapshot();
      const response = await send(app.client(), target, contentType ? { "content-type": contentType } : {}, JSON.stringify(body()));
      expect(response.status).toBe(415);
      // The relationship form keeps the spec's own failure toast, with the status in it.
      expect(await response.json()).toEqual(
        target === API.relationship ? { ok: false, status: 415, toast: relationshipToasts.failed(relationshipMessages.requestFailed(415)) } : unsupported,
      );
      expect(await snapshot()).toEqual(before);
    });

    it("accepts application/json in any case and with parameters", async () => {
      const response = await send(app.client(), target, { "content-type": "Application/JSON; charset=UTF-8" }, JSON.stringify(body()));
      expect([403, 415]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    });
  });

  it("a same-site request without Origin (Sec-Fetch-Site: same-origin) passes", async () => {
    const client = app.client();
    const response = await client.request(ACCOUNT_ACTIONS.quickSignUp, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ name: "Ana", email: uniqueEmail("ana"), password: PASSWORD }),
    });
    expect(response.status).toBe(200);
  });

  it("a plain cross-site form cannot sign a person out", async () => {
    const response = await send(
      member.client,
      ACCOUNT_ACTIONS.signOut,
      { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.test" },
      "",
    );
    expect(response.status).toBe(403);
    expect(await member.client.page(ROUTES.clientArea)).toContain("Joana Confirmada");
  });

  describe("the no-JavaScript relationship form (a same-origin urlencoded post to the page)", () => {
    const form = () => {
      const data = new URLSearchParams();
      for (const [key, p] of [
        ["person1", person],
        ["person2", { ...person, name: "Bia" }],
      ] as const)
        for (const [field, value] of Object.entries(p)) data.set(`${key}.${field}`, value);
      return data.toString();
    };

    it("still works from the site", async () => {
      const response = await send(app.client(), ROUTES.relationship, { "content-type": "application/x-www-form-urlencoded" }, form());
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Resultado da Análise");
    });

    it("is refused from another site", async () => {
      const response = await send(
        app.client(),
        ROUTES.relationship,
        { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.test" },
        form(),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbidden);
    });
  });

  it("any other method that changes state is checked too", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await app.client().request(ACCOUNT_ACTIONS.signIn, { method, headers: { origin: "http://evil.test" } });
      expect(response.status).toBe(403);
    }
  });
});
