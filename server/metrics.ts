import { timingSafeEqual } from "node:crypto";

import { and, count, eq, min } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";

import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, ADMIN_ROUTES, API, FORM_ENDPOINTS, IMAGE_UPLOADS, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";

import type { Database } from "./db/client.ts";
import { mailOutbox } from "./db/schema.ts";

// Prometheus metrics (docs/decisions/058), in the text exposition format, without a client library:
// a few counters and one histogram. The registry lives on globalThis because the page bundle and the
// server bundle each load their own copy of this file (rate limits are counted from both).

type Labels = Record<string, string>;

interface Registry {
  counters: Map<string, Map<string, number>>;
  histograms: Map<string, Map<string, { buckets: number[]; sum: number; count: number }>>;
}

const KEY = Symbol.for("essencia.metrics");
const registry: Registry =
  ((globalThis as Record<symbol, unknown>)[KEY] as Registry | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = { counters: new Map(), histograms: new Map() } satisfies Registry);

/** Seconds: from a cached page (ms) to a slow export or a long chat reply. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const labelKey = (labels: Labels) =>
  Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}="${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`)
    .join(",");

export function countMetric(name: string, labels: Labels = {}, by = 1): void {
  const series = registry.counters.get(name) ?? new Map<string, number>();
  registry.counters.set(name, series);
  const key = labelKey(labels);
  series.set(key, (series.get(key) ?? 0) + by);
}

function observe(name: string, labels: Labels, seconds: number): void {
  const series = registry.histograms.get(name) ?? new Map();
  registry.histograms.set(name, series);
  const key = labelKey(labels);
  const h = series.get(key) ?? { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
  BUCKETS.forEach((le, i) => {
    if (seconds <= le) h.buckets[i]++;
  });
  h.sum += seconds;
  h.count++;
  series.set(key, h);
}

/** Every declared path is its own pattern; a few families share one; anything else is "other" (bounded label values). */
const DECLARED = new Set<string>(
  [ROUTES, ADMIN_ROUTES, ADMIN_ACTIONS, ACCOUNT_ACTIONS, MEMBER_ENDPOINTS, FORM_ENDPOINTS, IMAGE_UPLOADS, API].flatMap((group) => Object.values(group)),
);
const FAMILIES: [RegExp, string][] = [
  [/^\/assets\//, "/assets/*"],
  [/^\/art\//, "/art/*"],
  [/^\/imagens\//, "/imagens/*"],
  [/^\/admin\/exportar\/[^/]+$/, ADMIN_ROUTES.exportCsv],
  [/^\/api\/auth\//, "/api/auth/*"],
];

export function routePattern(pathname: string): string {
  const data = pathname.endsWith(".data");
  const path = data ? pathname.slice(0, -5) || "/" : pathname;
  const pattern = DECLARED.has(path) ? path : (FAMILIES.find(([re]) => re.test(path))?.[1] ?? "other");
  return data ? `${pattern}.data` : pattern;
}

/** Counts and times every answer by route pattern, method and status class. */
/**
 * What the request came to: nginx's 499 when the client went away before the answer was sent
 * (a closed tab, a cancelled navigation) — whatever the abandoned work threw, it is not a server
 * error a monitor should see.
 */
export const CLIENT_CLOSED = 499;
export const answeredStatus = (c: Context): number => (c.req.raw.signal.aborted ? CLIENT_CLOSED : c.res.status);

export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePattern(c.req.path);
    const status = `${Math.floor(answeredStatus(c) / 100)}xx`;
    countMetric("http_requests_total", { route, method: c.req.method, status });
    observe("http_request_duration_seconds", { route }, (performance.now() - started) / 1000);
  };
}

function render(gauges: [string, string, Labels, number][]): string {
  const lines: string[] = [];
  for (const [name, series] of registry.counters) {
    lines.push(`# TYPE ${name} counter`);
    for (const [key, value] of series) lines.push(`${name}${key ? `{${key}}` : ""} ${value}`);
  }
  for (const [name, series] of registry.histograms) {
    lines.push(`# TYPE ${name} histogram`);
    for (const [key, h] of series) {
      const sep = key ? `${key},` : "";
      BUCKETS.forEach((le, i) => lines.push(`${name}_bucket{${sep}le="${le}"} ${h.buckets[i]}`));
      lines.push(`${name}_bucket{${sep}le="+Inf"} ${h.count}`);
      lines.push(`${name}_sum${key ? `{${key}}` : ""} ${h.sum}`);
      lines.push(`${name}_count${key ? `{${key}}` : ""} ${h.count}`);
    }
  }
  let typed = "";
  for (const [name, help, labels, value] of gauges) {
    if (typed !== name) lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`);
    typed = name;
    const key = labelKey(labels);
    lines.push(`${name}${key ? `{${key}}` : ""} ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

const sameToken = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * GET /metrics with `Authorization: Bearer METRICS_TOKEN`: 404 when no token is configured (the
 * endpoint does not exist), 401 for a wrong one. Outbox depth and age and the pool are read at scrape.
 */
export async function metricsAnswer(c: Context, token: string | undefined, database: Database): Promise<Response> {
  if (!token) return c.json({ ok: false, status: 404 }, 404);
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  if (!sameToken(given, token)) return c.json({ ok: false, status: 401 }, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
  const [outbox] = await database.db
    .select({ pending: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending")));
  const [failed] = await database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
  const oldestAge = outbox.oldest ? Math.max(0, (Date.now() - new Date(outbox.oldest).getTime()) / 1000) : 0;
  const pool = database.poolStats();
  const gauges: [string, string, Labels, number][] = [
    ["mail_outbox_pending", "E-mails waiting to be sent.", {}, outbox.pending],
    ["mail_outbox_failed", "E-mails given up after every attempt.", {}, failed.n],
    ["mail_outbox_oldest_pending_age_seconds", "Age of the oldest e-mail still waiting.", {}, oldestAge],
    ["db_pool_connections", "Database connections by state.", { state: "total" }, pool.total],
    ["db_pool_connections", "Database connections by state.", { state: "idle" }, pool.idle],
    ["db_pool_connections", "Database connections by state.", { state: "waiting" }, pool.waiting],
  ];
  return c.body(render(gauges), 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store" });
}
