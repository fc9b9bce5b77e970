import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import { rateLimits } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import type { TestClient } from "./support/http.ts";

// Which address the per-address rate limits count (docs/decisions/040): the socket's peer unless
// TRUST_PROXY says which proxies' X-Forwarded-For to believe. RATE_LIMIT_AUTH_MAX=3 here.

const DATABASES = await availableDatabases();

/** Asks for a reset e-mail (a per-address limit, no per-account one) with the given forwarding header. */
const askReset = (client: TestClient, forwardedFor?: string) =>
  client.request(ACCOUNT_ACTIONS.forgotPassword, {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ email: "alguem@exemplo.com" }),
  });

/** The reset counters, as stored: key (bucket and the address counted) and count. */
const resetCounters = (app: TestApp) =>
  app.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits).where(like(rateLimits.key, "reset:%")).orderBy(asc(rateLimits.key));

/** The count stored for one address's reset counter (none: no row). */
const countOf = async (app: TestApp, ip: string) =>
  (
    await app.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `reset:${ip}`))
  ).map((r) => r.count);

describe.each(DATABASES)("client address (%s)", (db) => {
  describe("TRUST_PROXY unset (the default)", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "3" } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("counts the socket's address: a forged X-Forwarded-For does not buy more attempts", async () => {
      const attacker = app.client();
      for (let i = 0; i < 3; i++) expect((await askReset(attacker, `203.0.113.${i + 1}`)).status).toBe(200);
      const blocked = await askReset(attacker, "203.0.113.99");
      expect(blocked.status).toBe(429);
      expect(await resetCounters(app)).toEqual([{ key: `reset:${attacker.ip}`, count: 4 }]);
    });
  });

  describe("TRUST_PROXY=1 (one TLS proxy in front)", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "3", TRUST_PROXY: "1" } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("gives each visitor behind the proxy a limit of their own", async () => {
      const proxy = app.client({ ip: "10.20.0.2" });
      for (let i = 0; i < 3; i++) expect((await askReset(proxy, "198.51.100.7")).status).toBe(200);
      expect((await askReset(proxy, "198.51.100.7")).status).toBe(429);
      // Someone else behind the same proxy is not locked out by the first visitor.
      expect((await askReset(proxy, "198.51.100.8")).status).toBe(200);
      expect((await resetCounters(app)).map((k) => k.key)).toEqual(["reset:198.51.100.7", "reset:198.51.100.8"]);
    });

    it("believes only the hop the proxy appended: addresses the visitor wrote before it do not count", async () => {
      const proxy = app.client({ ip: "10.20.0.2" });
      // The visitor sent "X-Forwarded-For: 192.0.2.1"; the proxy appended the address it saw.
      for (let i = 0; i < 3; i++) expect((await askReset(proxy, `192.0.2.${i + 1}, 198.51.100.20`)).status).toBe(200);
      expect((await askReset(proxy, "192.0.2.50, 198.51.100.20")).status).toBe(429);
    });

    it("falls back to the socket's address when the proxy sent no X-Forwarded-For", async () => {
      const direct = app.client({ ip: "10.20.0.3" });
      expect((await askReset(direct)).status).toBe(200);
      expect(await countOf(app, "10.20.0.3")).toEqual([1]);
    });
  });

  describe("TRUST_PROXY as a list of proxy addresses", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestServices({ db, env: { RATE_LIMIT_AUTH_MAX: "3", TRUST_PROXY: "10.30.0.0/16, 2001:db8::1" } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("walks back through trusted proxies to the first address that is not one", async () => {
      const proxy = app.client({ ip: "10.30.4.5" });
      expect((await askReset(proxy, "192.0.2.9, 198.51.100.30, 10.30.9.9")).status).toBe(200);
      expect(await countOf(app, "198.51.100.30")).toEqual([1]);
    });

    it("ignores X-Forwarded-For from a peer that is not in the list", async () => {
      const stranger = app.client({ ip: "172.16.0.9" });
      expect((await askReset(stranger, "198.51.100.31")).status).toBe(200);
      expect(await countOf(app, "172.16.0.9")).toEqual([1]);
      expect(await countOf(app, "198.51.100.31")).toEqual([]);
    });
  });
});
