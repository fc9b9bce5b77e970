import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";

import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, FORM_ENDPOINTS, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { BODY_LIMIT_BYTES } from "#server/app.ts";
import { rateLimits, users } from "#server/db/schema.ts";
import { PASSWORD, registration, seedPerson } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";
import { signedInPerson } from "./support/people.ts";

// What the server does with hostile or careless requests: never a 500, the right status,
// limits that hold, and the security headers on every answer.

const DATABASES = await availableDatabases();

const JSON_ACTIONS = [
  ACCOUNT_ACTIONS.signIn,
  ACCOUNT_ACTIONS.signUp,
  ACCOUNT_ACTIONS.quickSignUp,
  ACCOUNT_ACTIONS.forgotPassword,
  ACCOUNT_ACTIONS.newPassword,
  ACCOUNT_ACTIONS.adminSignIn,
];

/** What the security headers say on every answer; `where` names the answer in a failure. */
function expectSecurityHeaders(response: Response, where = `${response.status} ${response.url}`) {
  expect(response.headers.get("x-content-type-options"), where).toBe("nosniff");
  // Agrees with the CSP's frame-ancestors 'none'.
  expect(response.headers.get("x-frame-options"), where).toBe("DENY");
  expect(response.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), where).toContain("camera=(), microphone=(), geolocation=()");
  expect(response.headers.get("content-security-policy"), where).toContain("frame-ancestors 'none'");
}

const unreadable = {
  ok: false,
  status: 400,
  toast: { title: "Requisição inválida", description: "Não foi possível ler os dados enviados.", destructive: true },
};

describe.each(DATABASES)("hardening (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "3" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (target: string, body: BodyInit, contentType = "application/json") =>
    app.client().request(target, { method: "POST", headers: { "content-type": contentType }, body });

  describe.each(JSON_ACTIONS)("POST %s", (target) => {
    it("answers malformed JSON with 400", async () => {
      const response = await post(target, '{"email": "ana@exemplo.com",');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(unreadable);
    });

    it("answers JSON that is not an object with 400", async () => {
      for (const body of ["[]", "null", '"texto"', "42"]) expect((await post(target, body)).status).toBe(400);
    });

    it("answers a form post or plain text with 415", async () => {
      expect((await post(target, "email=ana%40exemplo.com", "application/x-www-form-urlencoded")).status).toBe(415);
      expect((await post(target, "{}", "text/plain")).status).toBe(415);
    });

    it("answers fields of the wrong type with 400, not 500", async () => {
      const response = await app.client().postJson(target, { email: { $ne: null }, password: ["x"], name: 7, token: false, cpf: {}, isTherapist: "sim" });
      expect(response.status).toBe(400);
      expect((await response.json()).ok).toBe(false);
    });

    it("answers GET with a client error, not 500", async () => {
      const response = await app.client().get(target);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  });

  it("refuses a body over 256 KB with 413 before reading it", async () => {
    expect(BODY_LIMIT_BYTES).toBe(256 * 1024);
    const before = await app.count(users);
    const huge = JSON.stringify({ ...registration(), name: "a".repeat(BODY_LIMIT_BYTES) });
    const response = await post("/conta/cadastro", huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, status: 413, toast: { title: "Envio muito grande", destructive: true } });
    expect(await app.count(users)).toBe(before);
  });

  it("a 413 says Connection: close, and the server then closes the socket cleanly (no reset mid-answer)", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, "127.0.0.1");
      const body = "a".repeat(BODY_LIMIT_BYTES + 1);
      socket.write(
        `POST /conta/cadastro HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
      );
      socket.write(body);
      let answer = "";
      socket.setEncoding("latin1").on("data", (chunk: string) => (answer += chunk));
      const ended = await new Promise<string>((resolve) => {
        socket.on("end", () => resolve("end"));
        socket.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
        setTimeout(() => resolve("still open"), 5000);
      });
      socket.destroy();
      const [head] = answer.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head.toLowerCase()).toContain("connection: close");
      expect(ended).toBe("end");
    } finally {
      server.close();
    }
  });

  it("member JSON endpoints, their pages' data and their refusals say Cache-Control: no-store", async () => {
    const { client } = await signedInPerson(app, { role: "therapist" });
    const anonymous = app.client();
    const answers: [string, Response][] = [];
    for (const target of [...Object.values(MEMBER_ENDPOINTS), `${ROUTES.clientArea}.data`, `${ROUTES.therapist}.data`, "/api/auth/get-session"]) {
      answers.push([`${target} (membro)`, await client.get(target)]);
      answers.push([`${target} (anônimo)`, await anonymous.get(target)]);
    }
    const missing = answers.filter(([, r]) => !(r.headers.get("cache-control") ?? "").includes("no-store")).map(([where, r]) => `${where}: ${r.status}`);
    expect(missing).toEqual([]);
  });

  describe("Better Auth endpoints", () => {
    it.each([
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/auth/request-password-reset"],
      ["POST", "/api/auth/reset-password"],
      ["POST", "/api/auth/update-user"],
      ["GET", "/api/auth/list-sessions"],
    ])("%s %s (bypassing our validation and limits) is 404", async (method, target) => {
      const before = await app.count(users);
      const response = await app.client().request(target, {
        method,
        headers: method === "POST" ? { "content-type": "application/json" } : undefined,
        body: method === "POST" ? JSON.stringify({ ...registration(), name: "Via API", email: "via-api@exemplo.com", password: PASSWORD }) : undefined,
      });
      expect(response.status).toBe(404);
      expect(await app.count(users)).toBe(before);
    });

    it("get-session stays reachable", async () => {
      const response = await app.client().get("/api/auth/get-session");
      expect(response.status).toBe(200);
    });
  });

  describe("security headers", () => {
    const pageScripts = (html: string) =>
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !attrs.includes('type="application/ld+json"'));

    it("a page rendered for one response carries a fresh nonce on every script the page runs", async () => {
      const client = app.client();
      const nonces: string[] = [];
      for (let i = 0; i < 2; i++) {
        // A query string keeps the page out of the shared cache: it is rendered for this response.
        const response = await client.get(`/?visita=${i}`);
        expect(response.status).toBe(200);
        const csp = response.headers.get("content-security-policy") ?? "";
        const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce).toBeTruthy();
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        const scripts = pageScripts(await response.text());
        expect(scripts.length).toBeGreaterThan(0);
        for (const [tag] of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        nonces.push(nonce as string);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    });

    it("a page from the shared anonymous cache allows exactly its inline scripts by hash", async () => {
      const client = app.client();
      for (let i = 0; i < 2; i++) {
        const response = await client.get("/");
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp).not.toContain("'nonce-");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(response.headers.has("x-csp-script-hashes")).toBe(false);
        const html = await response.text();
        expect(html).not.toContain("nonce=");
        const inline = pageScripts(html).filter(([, attrs]) => !attrs.includes("src="));
        expect(inline.length).toBeGreaterThan(0);
        for (const [, , content] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
      }
    });

    it("every kind of answer carries the security headers: pages, 404, refusals, 413, /healthz, Better Auth", async () => {
      const client = app.client();
      const answers = [
        await client.get("/"),
        await client.get("/pagina-que-nao-existe"),
        await client.postJson("/conta/entrar", {}),
        await client.get("/api/auth/get-session"),
        await client.get("/api/auth/list-sessions"),
        await client.get("/healthz"),
        await client.request("/conta/entrar", { method: "POST", headers: { "content-type": "application/json", origin: "http://evil.test" }, body: "{}" }),
        await post("/conta/cadastro", JSON.stringify({ name: "a".repeat(BODY_LIMIT_BYTES) })),
      ];
      for (const response of answers) expectSecurityHeaders(response);
      // Plain http: no HSTS (a browser would ignore it, and a local run must not pin localhost).
      expect(answers[0].headers.has("strict-transport-security")).toBe(false);
    });

    it("a signed-in person's pages sever cross-origin openers; an anonymous visitor's pages, which hold no one's data, do not (decision 068)", async () => {
      const member = (await signedInPerson(app)).client;
      for (const target of ["/", ROUTES.clientArea, "/api/auth/get-session"]) {
        expect((await member.get(target)).headers.get("cross-origin-opener-policy"), target).toBe("same-origin");
      }
      for (const target of ["/", ROUTES.courses, ROUTES.adminLogin])
        expect((await app.client().get(target)).headers.has("cross-origin-opener-policy"), target).toBe(false);
    });

    it("answers a method a page does not take with 405 in Portuguese, not 'Algo deu errado'", async () => {
      const client = app.client();
      const page = await client.request("/instituto", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(page.status).toBe(405);
      const html = await page.text();
      expect(html).toContain("Ação não permitida");
      expect(html).not.toContain("Algo deu errado");
    });

    it("answers a GET on an action-only route with the same 405 in the Failure shape", async () => {
      const admin = (await signedInPerson(app, { role: "admin" })).client;
      const targets: [string, TestClient][] = [
        ...[...Object.values(ACCOUNT_ACTIONS), ...Object.values(FORM_ENDPOINTS)].map((target): [string, TestClient] => [target, app.client()]),
        // Admin actions check the role first: an admin is told the method is wrong.
        ...Object.values(ADMIN_ACTIONS).map((target): [string, TestClient] => [target, admin]),
      ];
      for (const [target, client] of targets) {
        const response = await client.get(target);
        expect(response.status, target).toBe(405);
        expect(response.headers.get("allow"), target).toBe("POST");
        expect(await response.json(), target).toEqual({ ok: false, status: 405, toast: toasts.methodNotAllowed });
      }
      expect(toasts.methodNotAllowed).toEqual({
        title: "Ação não permitida",
        description: "Este endereço não aceita esse tipo de requisição.",
        destructive: true,
      });
    });

    it("Better Auth's English errors reach people in Portuguese", async () => {
      const response = await app.client().get("/api/auth/verify-email?token=nao-e-um-token");
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).not.toContain("Invalid token");
      expect(JSON.parse(body)).toEqual({
        ok: false,
        status: 401,
        toast: { title: "Link inválido", description: "Este link é inválido ou expirou. Peça um novo.", destructive: true },
      });
      const social = await app.client().request("/api/auth/sign-in/social", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
      expect(social.status).toBe(415);
      expect(await social.json()).toMatchObject({ ok: false, status: 415, toast: { title: "Formato não suportado", destructive: true } });
      const unknown = await app.client().request("/api/auth/sign-in/social", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(unknown.status).toBeGreaterThanOrEqual(400);
      expect(unknown.status).toBeLessThan(500);
      expect(JSON.stringify(await unknown.json())).not.toMatch(/"message"|Invalid|required|expected/i);
    });

    it("an unknown page is a 404 in Portuguese", async () => {
      expect(await app.client().page("/pagina-que-nao-existe", 404)).toContain("Página não encontrada");
    });
  });

  describe("rate limits (RATE_LIMIT_AUTH_MAX=3)", () => {
    it("the 4th sign-in attempt from one address in the window answers 429 'Muitas tentativas', even with the right password", async () => {
      const person = await seedPerson(app.db);
      const attacker = app.client();
      for (let i = 0; i < 3; i++) expect((await attacker.action("/conta/entrar", { email: person.email, password: `errada-${i}` })).status).toBe(401);

      const blocked = await attacker.action("/conta/entrar", { email: person.email, password: PASSWORD });
      expect(blocked).toEqual({ status: 429, body: { ok: false, status: 429, toast: toasts.tooManyRequests } });
      expect(toasts.tooManyRequests.title).toBe("Muitas tentativas");
      expect(attacker.cookies.size).toBe(0);
      // The counter lives in the database, so every instance sees it.
      expect(
        await app.db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(eq(rateLimits.key, `sign-in:${attacker.ip}`)),
      ).toEqual([{ count: 4 }]);

      // Another address has its own window.
      expect((await app.client().action("/conta/entrar", { email: person.email, password: PASSWORD })).status).toBe(200);
    });

    it("a new window starts once the old one is over", async () => {
      const person = await seedPerson(app.db);
      const client = app.client();
      for (let i = 0; i < 4; i++) await client.action("/conta/entrar", { email: person.email, password: "errada" });
      expect((await client.action("/conta/entrar", { email: person.email, password: PASSWORD })).status).toBe(429);
      await app.db
        .update(rateLimits)
        .set({ windowStart: sql`now() - interval '61 seconds'` })
        .where(eq(rateLimits.key, `sign-in:${client.ip}`));
      expect((await client.action("/conta/entrar", { email: person.email, password: PASSWORD })).status).toBe(200);
    });

    it("sign-up and password reset are limited too", async () => {
      const client = app.client();
      for (let i = 0; i < 3; i++) expect((await client.action("/conta/recuperar-senha", { email: `alguem${i}@exemplo.com` })).status).toBe(200);
      expect((await client.action("/conta/recuperar-senha", { email: "alguem@exemplo.com" })).status).toBe(429);
      for (let i = 0; i < 3; i++)
        expect((await client.action("/conta/cadastro-rapido", { name: "Ana", email: `ana${i}.${client.ip}@exemplo.com`, password: PASSWORD })).status).toBe(
          200,
        );
      expect((await client.action("/conta/cadastro-rapido", { name: "Ana", email: `ana9.${client.ip}@exemplo.com`, password: PASSWORD })).status).toBe(429);
    });
  });

  it.runIf(db === "postgres")("survives PostgreSQL dropping its idle connections (a restart or failover) and reconnects", async () => {
    await Promise.all([app.client().get("/healthz"), app.client().get("/healthz")]); // leaves idle connections in the pool
    const [{ name }] = await app.query<{ name: string }>("select current_database() as name");
    const terminated = await app.query<{ dropped: boolean }>(
      sql`select pg_terminate_backend(pid) as dropped from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
    );
    expect(terminated.length).toBeGreaterThan(0);
    // The pool hears each dropped connection's 'error' event; the process would end without a listener.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await app.client().get("/healthz");
    expect(after.status).toBe(200);
  });

  // Closes the database under the app: keep this block last.
  describe("/healthz", () => {
    it("is 200 with the database and 503 once the database is gone", async () => {
      const healthy = await app.client().get("/healthz");
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toEqual({ status: "ok", database: db });

      await app.closeDatabase();
      const down = await app.client().get("/healthz");
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", database: db });
      expectSecurityHeaders(down);
    });

    it("a 500 (the database gone) carries the security headers and no stack trace", async () => {
      const response = await app.client().postJson(ACCOUNT_ACTIONS.signIn, { email: "ana@exemplo.com", password: PASSWORD });
      expect(response.status).toBe(500);
      expectSecurityHeaders(response);
      expect(await response.text()).not.toMatch(/\bat .+\(|node_modules|\.ts:\d/);
    });
  });
});

describe("on https", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", env: { APP_URL: "https://essencia.test" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("asks browsers to keep to https, subdomains included, ready for the preload list", async () => {
    const response = await app.client().get("/healthz");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains; preload");
  });
});
