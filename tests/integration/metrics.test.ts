import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { API, FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// /metrics (docs/decisions/058): Prometheus text for a scraper holding METRICS_TOKEN; without the
// setting the endpoint does not exist.

const TOKEN = "token-de-metricas-1234567890";

/** One sample's value from the exposition text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe.each(await availableDatabases())("/metrics (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db, env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_FORM_MAX: "1" } });
  });
  afterAll(() => app?.close());

  const scrape = async (token = TOKEN) => app.client().get(API.metrics, { authorization: `Bearer ${token}` });

  it("is closed to a scraper without the token (401) and to everyone when METRICS_TOKEN is unset (404)", async () => {
    expect((await app.client().get(API.metrics)).status).toBe(401);
    expect((await scrape("token-errado-1234567890123")).status).toBe(401);
    const closed = await createTestServices({ db });
    try {
      expect((await closed.client().get(API.metrics, { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it("counts requests by route pattern and status class, times them, and reports refusals, the outbox and the pool", async () => {
    const visitor = app.client();
    await visitor.get(ROUTES.institute);
    await visitor.get("/nao-existe-123");
    for (let i = 0; i < 2; i++)
      await visitor.action(FORM_ENDPOINTS.healing, {
        submissionId: randomUUID(),
        name: "Ana Métrica",
        email: "ana@exemplo.org.br",
        whatsapp: "",
        consent: true,
      });
    await app.db
      .insert(mailOutbox)
      .values({ kind: "test", to: "a@b.com", subject: "s", text: "t", html: "h", nextAttemptAt: new Date(Date.now() + 3_600_000) });

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, "http_requests_total", { route: ROUTES.institute, method: "GET", status: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_requests_total", { route: "other", method: "GET", status: "4xx" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_request_duration_seconds_count", { route: ROUTES.institute })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_request_duration_seconds_bucket", { route: ROUTES.institute, le: "+Inf" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "rate_limit_refusals_total", { limit: "form:healing" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "mail_outbox_pending")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    // No personal data: the e-mail address typed in the form is nowhere.
    expect(text).not.toContain("ana@exemplo.org.br");
  });
});
