import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, API, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { relationshipMessages, relationshipToasts } from "#domain/relationship/messages.ts";
import {
  accounts,
  auditLog,
  healingSubmissions,
  mailOutbox,
  orders,
  products,
  profiles,
  rateLimits,
  sessions,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
} from "#server/db/schema.ts";
import { noRefs, postEndpoints, type Sender } from "#tests/fixtures/endpoints.ts";
import { PASSWORD, uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";

// Every state-changing request must come from the site's own origin (APP_URL) and, where JSON
// is expected, carry exactly application/json (docs/decisions/040). A refusal is 403/415 with a
// Portuguese toast in the usual Failure shape, stores nothing and signs nobody out. Each endpoint
// of domain/paths.ts is sent by a person of the role it serves, so what refuses it is the origin
// or media type check, never the role check.

const DATABASES = await availableDatabases();

const ENDPOINTS = postEndpoints();

const STORED = {
  users,
  accounts,
  sessions,
  profiles,
  mailOutbox,
  healingSubmissions,
  therapistClubSubscriptions,
  soulMapSubmissions,
  rateLimits,
  products,
  orders,
  auditLog,
};

const person = { name: "Ana", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba", state: "PR" };

describe.each(DATABASES)("requests from other sites (%s)", (db) => {
  let app: TestApp;
  const people = {} as Record<Exclude<Sender, "anonymous">, SignedInPerson>;

  beforeAll(async () => {
    app = await createTestServices({ db });
    for (const role of ["cliente", "therapist", "admin"] as const) people[role] = await signedInPerson(app, { role, name: `Joana Confirmada ${role}` });
  });
  afterAll(async () => {
    await app?.close();
  });

  const snapshot = async () =>
    Object.fromEntries(await Promise.all(Object.entries(STORED).map(async ([name, table]) => [name, await app.count(table)] as const)));

  const send = (client: TestClient, target: string, headers: Record<string, string>, body: string) => client.request(target, { method: "POST", headers, body });

  /** The victim: a person signed in with the role the endpoint serves (a cliente for the public ones). */
  const victimOf = (sender: Sender) => people[sender === "anonymous" ? "cliente" : sender];

  /** Whether the person's session still works. */
  async function signedIn(victim: SignedInPerson) {
    const session = (await (await victim.client.get(`${API.auth}/get-session`)).json()) as { user?: { email: string } } | null;
    return session?.user?.email === victim.email;
  }

  const forbidden = { ok: false, status: 403, toast: toasts.crossSiteRefused };
  const unsupported = { ok: false, status: 415, toast: toasts.unsupportedMediaType };

  it("walks every POST endpoint of domain/paths.ts, the members' and admins' included", () => {
    const targets = ENDPOINTS.map((e) => e.target);
    for (const target of [...Object.values(MEMBER_ENDPOINTS), ...Object.values(ADMIN_ACTIONS), ...Object.values(ACCOUNT_ACTIONS)])
      expect(targets).toContain(target);
  });

  describe.each(ENDPOINTS)("POST $target", ({ target, sender, bodies, endsSession }) => {
    const body = () => JSON.stringify(bodies[0](noRefs()));

    it("from a foreign origin, with the victim's session: 403 in Portuguese, nothing stored, the session kept", async () => {
      const victim = victimOf(sender);
      const before = await snapshot();
      const response = await send(victim.client, target, { "content-type": "application/json", origin: "http://evil.test" }, body());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbidden);
      expect(await snapshot()).toEqual(before);
      expect(await signedIn(victim)).toBe(true);
    });

    it("without Origin but with Sec-Fetch-Site: cross-site, or with Origin: null: 403", async () => {
      const victim = victimOf(sender);
      const before = await snapshot();
      for (const headers of <Record<string, string>[]>[
        { origin: "", "sec-fetch-site": "cross-site" },
        { origin: "", "sec-fetch-site": "same-site" },
        { origin: "" },
        { origin: "null" },
        { origin: `${TEST_ORIGIN}.evil.test` },
      ]) {
        const response = await send(victim.client, target, { "content-type": "application/json", ...headers }, body());
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toEqual(forbidden);
      }
      expect(await snapshot()).toEqual(before);
      expect(await signedIn(victim)).toBe(true);
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
    ])("with Content-Type %j from the site itself, with a session of its role: 415", async (contentType) => {
      const client = sender === "anonymous" ? app.client() : victimOf(sender).client;
      const before = await snapshot();
      const response = await send(client, target, contentType ? { "content-type": contentType } : {}, body());
      expect(response.status).toBe(415);
      // The relationship form keeps the spec's own failure toast, with the status in it.
      expect(await response.json()).toEqual(
        target === API.relationship ? { ok: false, status: 415, toast: relationshipToasts.failed(relationshipMessages.requestFailed(415)) } : unsupported,
      );
      expect(await snapshot()).toEqual(before);
      if (sender !== "anonymous") expect(await signedIn(victimOf(sender))).toBe(true);
    });

    it("accepts application/json in any case and with parameters", async () => {
      // Signing out or erasing an account works here: a throwaway session of the right role does it.
      const client = sender === "anonymous" ? app.client() : endsSession ? (await signedInPerson(app, { role: sender })).client : victimOf(sender).client;
      const response = await send(client, target, { "content-type": "Application/JSON; charset=UTF-8" }, body());
      expect(response.status).not.toBe(415);
      expect(response.status).toBeLessThan(500);
      // Past the origin check: a 403 here is the endpoint's own refusal (the Compass without a map), not ours.
      if (response.status === 403) expect(await response.json()).not.toEqual(forbidden);
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
      people.cliente.client,
      ACCOUNT_ACTIONS.signOut,
      { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.test" },
      "",
    );
    expect(response.status).toBe(403);
    expect(await signedIn(people.cliente)).toBe(true);
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
