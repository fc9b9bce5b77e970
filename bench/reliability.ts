import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import pg from "pg";

import * as paths from "#domain/paths.ts";
import { openDatabase } from "#server/db/client.ts";
import { orders, products } from "#server/db/schema.ts";
import {
  type EndpointRefs,
  fieldValue,
  noRefs,
  POST_PATHS,
  type PostEndpoint,
  postEndpoints,
  type Sender,
  textFields,
  withField,
} from "#tests/fixtures/endpoints.ts";
import { PROJECTOR_BIRTH } from "#tests/fixtures/integral-map.ts";
import { PASSWORD, type SeededPerson, seedPerson } from "#tests/fixtures/people.ts";
import { freePort } from "#tests/support/chromium.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";

import { fieldArbitrary, fieldRules, HOSTILE, type Rules } from "./schema-arbitraries.ts";
import { PG_URL, requireBuild, startServer, stopServer as stop } from "./support/built-server.ts";

// npm run reliability (npm run build first): the BUILT site started as `npm start` starts it
// (node build/server/main.js), on PGlite and on PostgreSQL, under four trials (decision 040):
//   fuzz       ≥ 10,000 requests across every POST endpoint of domain/paths.ts: bodies generated from
//              the shared schemas' rules (valid, boundary and invalid values per field) and hostile
//              strings, encodings, sizes, content types and origins, each sent with a session of the
//              role the endpoint serves (most of the time); any 5xx fails, and so does a shared
//              session lost (signing out and erasing an account run on throwaway sessions)
//   kill -9    20 clients submitting forms and sign-ups, SIGKILL at a random moment, restart on
//              the same data, the unanswered sent again: every acknowledged write present, none
//              stored twice (rows, notification and confirmation e-mails counted by e-mail); three rounds
//   SMTP       the SMTP peer down for RELIABILITY_OUTAGE_SECONDS (120) while mail is queued, then
//              back on the same port: every message delivered exactly once
//   brute force sign-in attempts from one address and from 100 addresses against one account
//   cluster    (PostgreSQL) three instances started at once on a fresh database behind nginx
//              (deploy/nginx.conf.template), 50 clients signing up, submitting forms, buying and
//              chatting; one instance killed with -9 and restarted, then all three restarted one by
//              one with SIGTERM: every acknowledged write stored once, every e-mail once, orders,
//              sessions and a per-person limit across instances, 5xx seen in each phase
// Prints one table per database; exits 1 when any trial fails. Not part of `npm test`: it takes minutes.

const FUZZ_REQUESTS = Number(process.env.RELIABILITY_FUZZ ?? 10_000);
const OUTAGE_SECONDS = Number(process.env.RELIABILITY_OUTAGE_SECONDS ?? 120);
/** A subset for a quicker look, e.g. RELIABILITY_TRIALS=fuzz,brute (all four by default). */
const TRIALS = new Set((process.env.RELIABILITY_TRIALS ?? "fuzz,kill,brute,smtp,cluster").split(","));
const NO_LIMITS = { RATE_LIMIT_AUTH_MAX: "1000000000", RATE_LIMIT_FORM_MAX: "1000000000", RATE_LIMIT_ACCOUNT_MAX: "1000000000" };

requireBuild();

type Kind = "PGlite" | "PostgreSQL";
type Row = [trial: string, result: string, ok: boolean];

// ——— the server, as `npm start` runs it ————————————————————————————————————————————————

interface Site {
  kind: Kind;
  port: number;
  base: string;
  env: Record<string, string>;
  /** Reads the database directly (the server must be stopped for PGlite: one process owns it). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function createSite(kind: Kind, port: number, extra: Record<string, string> = {}): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reliability-"));
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: randomUUID() + randomUUID(),
    APP_URL: base,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    MAIL_TRANSPORT: "log",
    ...extra,
  };
  let dbName: string | undefined;
  if (kind === "PostgreSQL") {
    dbName = `reliability_${process.pid}_${port}_${Date.now()}`;
    await pgAdmin(`create database ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    kind,
    port,
    base,
    env,
    async query<T>(text: string, params: unknown[] = []) {
      if (env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        try {
          return (await client.query(text, params)).rows as T[];
        } finally {
          await client.end();
        }
      }
      const db = await PGlite.create(path.join(dataDir, "db"));
      try {
        return (await db.query<T>(text, params)).rows;
      } finally {
        await db.close();
      }
    },
    async drop() {
      if (dbName) await pgAdmin(`drop database if exists ${dbName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgAdmin(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The people and rows the trials act on, written before the first start (PGlite has one owner). */
interface Cast {
  admin: SeededPerson;
  cliente: SeededPerson;
  therapist: SeededPerson;
  /** Whose role the admin actions change. */
  subject: SeededPerson;
  /** People whose sessions end: signing out and erasing one's account are sent from these. */
  throwaway: SeededPerson[];
  refs: EndpointRefs;
}

async function seed(site: Site, throwaways = 0): Promise<Cast> {
  const database = await openDatabase({ url: site.env.DATABASE_URL, dataDir: site.env.DATA_DIR });
  try {
    await database.migrate();
    const { db } = database;
    const admin = await seedPerson(db, { role: "admin", name: "Admin Confiabilidade" });
    const cliente = await seedPerson(db, { role: "cliente", name: "Cliente Confiabilidade" });
    const therapist = await seedPerson(db, { role: "therapist", name: "Terapeuta Confiabilidade" });
    const subject = await seedPerson(db, { role: "cliente", name: "Pessoa Alvo" });
    const throwaway: SeededPerson[] = [];
    for (let i = 0; i < throwaways; i++) throwaway.push(await seedPerson(db, { name: `Pessoa Descartável ${i}` }));
    const product = {
      instructor: therapist.name,
      instructorId: therapist.id,
      priceCents: 9700,
      points: 10,
      image: "/art/club.svg",
      category: "Produto" as const,
    };
    const [pending] = await db
      .insert(products)
      .values({ ...product, title: "Em análise", paymentLink: "https://pagamento.exemplo.org.br/a", status: "pending" })
      .returning({ id: products.id });
    const [onSale] = await db
      .insert(products)
      .values({ ...product, title: "À venda", paymentLink: "https://pagamento.exemplo.org.br/b", status: "approved" })
      .returning({ id: products.id });
    const [order] = await db
      .insert(orders)
      .values({
        buyerId: cliente.id,
        itemKind: "product",
        itemId: onSale.id,
        productId: onSale.id,
        title: "À venda",
        priceCents: 9700,
        points: 10,
        sellerId: therapist.id,
        sellerName: therapist.name,
      })
      .returning({ id: orders.id });
    return { admin, cliente, therapist, subject, throwaway, refs: { productId: pending.id, productOnSale: onSale.id, userId: subject.id, orderId: order.id } };
  } finally {
    await database.close();
  }
}

const start = (site: Site, env: Record<string, string> = {}) => startServer(site.port, { ...site.env, ...env }, { quiet: true });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A browser on the site: its own cookies, its own Origin on every post. */
class Browser {
  cookie = "";
  constructor(
    readonly site: Site,
    readonly forwardedFor?: string,
  ) {}

  async post(target: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.site.base}${target}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: this.site.base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.forwardedFor ? { "x-forwarded-for": this.forwardedFor } : {}),
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (setCookie.length) this.cookie = setCookie.join("; ");
    const text = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, retryAfter: response.headers.get("retry-after") };
  }

  /** The e-mail of the session this browser holds, if any. */
  async signedInAs(): Promise<string | undefined> {
    const response = await fetch(`${this.site.base}${paths.API.auth}/get-session`, { headers: this.cookie ? { cookie: this.cookie } : {} });
    const session = (await response.json().catch(() => null)) as { user?: { email?: string } } | null;
    return session?.user?.email;
  }
}

async function signedIn(site: Site, person: Pick<SeededPerson, "email" | "password">): Promise<Browser> {
  const browser = new Browser(site);
  const r = await browser.post(paths.ACCOUNT_ACTIONS.signIn, { email: person.email, password: person.password });
  if (r.status !== 200) throw new Error(`login falhou (${person.email}): ${r.status} ${JSON.stringify(r.json)}`);
  return browser;
}

/**
 * Sessions that may end (signing out, erasing the account), one request at a time: a session is
 * used until a request that ends it succeeds, then the next person signs in; an erased person is
 * skipped, and a fresh account signs up when the seeded ones run out.
 */
function throwawaySessions(site: Site, people: SeededPerson[]) {
  const alive = [...people];
  let current: Browser | undefined;
  let turn = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let signIns = 0;

  async function session(): Promise<Browser> {
    while (!current) {
      let person: Pick<SeededPerson, "email" | "password"> | undefined = alive[turn++ % Math.max(1, alive.length)];
      if (!person) {
        person = { email: `descartavel.${randomUUID().slice(0, 8)}@exemplo.com`, password: PASSWORD };
        await new Browser(site).post(paths.ACCOUNT_ACTIONS.quickSignUp, { name: "Pessoa Descartável", ...person });
      }
      try {
        current = await signedIn(site, person);
        signIns++;
      } catch {
        alive.splice(alive.indexOf(person as SeededPerson), 1); // erased by an earlier request
      }
    }
    return current;
  }

  return {
    /** Runs `send` with a throwaway session; a 2xx answer ends that session. */
    use(send: (cookie: string) => Promise<number>): Promise<number> {
      const run = queue.then(async () => {
        const status = await send((await session()).cookie);
        if (status >= 200 && status < 300) current = undefined;
        return status;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    get signIns() {
      return signIns;
    },
  };
}

// ——— fuzz: inputs generated from the shared schemas ——————————————————————————————————————

const ENDPOINTS = postEndpoints();
const SENDERS: Sender[] = ["anonymous", "cliente", "therapist", "admin"];

/** Every in-site path declared in domain/paths.ts (routes with parameters filled in): new endpoints are fuzzed without opting in. */
function allPaths(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && value.startsWith("/")) found.add(value.replace(/:[a-z]+/gi, "x").split("?")[0]);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(paths);
  return [...found].sort();
}

const CONTENT_TYPES = [
  "application/json",
  "APPLICATION/JSON; charset=UTF-8",
  "application/json; charset=utf-16",
  "text/plain; a=application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonx",
  "",
];

const FOREIGN_ORIGINS: Record<string, string>[] = [
  { origin: "http://evil.test" },
  { origin: "null" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
  {},
];

interface FuzzCase {
  kind: "schema" | "valid" | "raw" | "origin";
  target: string;
  body: string | Uint8Array;
  headers: Record<string, string>;
  sender: Sender;
  endsSession: boolean;
}

/** Bodies for one endpoint: its valid body with one to three fields set to values its schema's rules suggest, sometimes an extra key. */
function mutatedBody(endpoint: PostEndpoint, refs: EndpointRefs): fc.Arbitrary<string> {
  const sample = endpoint.bodies[0](refs);
  // Without a schema of ours (sign-out reads no field; Google's is Better Auth's), its text fields get any string.
  const rules: Map<string, Rules | undefined> = endpoint.schema ? fieldRules(endpoint.schema) : new Map(textFields(sample).map((f) => [f, undefined]));
  const names = [...rules.keys()];
  const change = names.length
    ? fc.constantFrom(...names).chain((name) => {
        const fieldRule = rules.get(name);
        const valid = fieldValue(sample, name);
        return (fieldRule ? fieldArbitrary(fieldRule, valid) : fc.oneof(fc.constantFrom(...HOSTILE), fc.string())).map((value) => [name, value] as const);
      })
    : fc.constant(["x", "\u0000"] as const);
  return fc
    .record({
      shape: fc.nat(endpoint.bodies.length - 1),
      changes: fc.array(change, { minLength: 1, maxLength: 3 }),
      extraKey: fc.option(fc.constantFrom("__proto__", "constructor", "role", "user_id", "userId", "id", "status", "points"), { freq: 8 }),
    })
    .map(({ shape, changes, extraKey }) => {
      let body = endpoint.bodies[shape](refs);
      for (const [name, value] of changes) body = withField(body, name, value);
      if (extraKey) body = { ...body, [extraKey]: "admin" };
      return JSON.stringify(body);
    });
}

function fuzzCases(site: Site, n: number, seed: number, refs: EndpointRefs): { cases: FuzzCase[]; targets: number } {
  const json = { "content-type": "application/json", origin: site.base };
  const sender = (endpoint: PostEndpoint) =>
    fc.oneof({ arbitrary: fc.constant(endpoint.sender), weight: 6 }, { arbitrary: fc.constantFrom(...SENDERS), weight: 1 });
  const perEndpoint = ENDPOINTS.map((endpoint) => {
    const common = { target: fc.constant(endpoint.target), endsSession: fc.constant(Boolean(endpoint.endsSession)) };
    return fc.oneof(
      // Generated from the schema's rules: the bulk of the trial.
      {
        arbitrary: fc.record({
          ...common,
          kind: fc.constant("schema" as const),
          body: mutatedBody(endpoint, refs),
          headers: fc.constant(json),
          sender: sender(endpoint),
        }),
        weight: 12,
      },
      // As the site sends it: reaches the service and writes.
      {
        arbitrary: fc.record({
          ...common,
          kind: fc.constant("valid" as const),
          body: fc.nat(endpoint.bodies.length - 1).map((i) => JSON.stringify(endpoint.bodies[i](refs))),
          headers: fc.constant(json),
          sender: fc.constant(endpoint.sender),
        }),
        weight: 2,
      },
      // From another site, with the victim's session.
      {
        arbitrary: fc.record({
          ...common,
          kind: fc.constant("origin" as const),
          body: fc.constant(JSON.stringify(endpoint.bodies[0](refs))),
          headers: fc.constantFrom(...FOREIGN_ORIGINS).map((h) => ({ "content-type": "application/json", ...h })),
          sender: fc.constant(endpoint.sender),
        }),
        weight: 1,
      },
    );
  });
  const targets = [...new Set([...POST_PATHS, ...allPaths()])].sort();
  // Any path, any bytes, any content type.
  const raw = fc.record({
    kind: fc.constant("raw" as const),
    target: fc.constantFrom(...targets),
    body: fc.oneof(
      fc.constantFrom("", "{", "[]", "null", "42", '"x"', '{"a":', "[".repeat(5000) + "]".repeat(5000), '{"__proto__":{"admin":true}}', "a=1&b=2"),
      fc.json(),
      fc.string(),
      fc.uint8Array({ maxLength: 512 }),
      fc.constant("x".repeat(300 * 1024)),
    ),
    headers: fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ origin: site.base, ...(contentType ? { "content-type": contentType } : {}) })),
    sender: fc.constantFrom(...SENDERS),
    endsSession: fc.constant(false),
  });
  const arbitrary: fc.Arbitrary<FuzzCase> = fc.oneof({ arbitrary: fc.oneof(...perEndpoint), weight: 7 }, { arbitrary: raw, weight: 1 });
  return { cases: fc.sample(arbitrary, { numRuns: n, seed }), targets: targets.length };
}

/**
 * One POST over a fresh connection, reading the answer even when the server sends it before the
 * whole body (a 413 decided from Content-Length) and closes: fetch would report that as a failure.
 */
function rawPost(site: Site, target: string, headers: Record<string, string>, body: string | Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    const req = http.request(
      `${site.base}${target}`,
      { method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) }, agent: false },
      (res) => {
        status = res.statusCode;
        res.resume();
        res.on("end", () => resolve(status as number));
        res.on("error", () => resolve(status as number));
      },
    );
    req.on("error", (err) => (status === undefined ? setTimeout(() => (status === undefined ? reject(err) : resolve(status)), 200) : resolve(status)));
    req.end(body);
  });
}

const histogram = (statuses: Map<string, number>) =>
  [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
const isServerFault = (status: string) => !/^[1-4]\d\d$/.test(status);

async function fuzz(site: Site): Promise<Row[]> {
  const cast = await seed(site, 60);
  // Generous limits: the trial is about what the endpoints do with any input, not about 429s.
  const { child } = await start(site, NO_LIMITS);
  const sessions: Record<Sender, Browser> = {
    anonymous: new Browser(site),
    cliente: await signedIn(site, cast.cliente),
    therapist: await signedIn(site, cast.therapist),
    admin: await signedIn(site, cast.admin),
  };
  const throwaway = throwawaySessions(site, cast.throwaway);
  const { cases, targets } = fuzzCases(site, FUZZ_REQUESTS, 11, cast.refs);
  const overall = new Map<string, number>();
  const byEndpoint = new Map<string, Map<string, number>>(POST_PATHS.map((p) => [p, new Map()]));
  const faults: string[] = [];
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const c = cases[next++];
      const send = (cookie: string) => rawPost(site, c.target, { ...c.headers, ...(cookie ? { cookie } : {}) }, c.body);
      let status: string;
      try {
        // Signing out or erasing an account never runs on the shared sessions.
        const answer = c.endsSession && c.sender !== "anonymous" ? await throwaway.use(send) : await send(sessions[c.sender].cookie);
        status = String(answer);
      } catch (err) {
        status = `falha de rede (${(err as Error).message})`;
      }
      overall.set(status, (overall.get(status) ?? 0) + 1);
      const mine = byEndpoint.get(c.target);
      if (mine && c.kind !== "raw") mine.set(status, (mine.get(status) ?? 0) + 1);
      if (isServerFault(status) && faults.length < 5) faults.push(`${c.kind} ${c.target} ${status} ${c.headers["content-type"] ?? ""}`);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  const kept = await Promise.all((["cliente", "therapist", "admin"] as const).map(async (role) => (await sessions[role].signedInAs()) === cast[role].email));
  await stop(child);
  const bad = [...overall].filter(([s]) => isServerFault(s)).reduce((sum, [, n]) => sum + n, 0);
  const kinds = (k: FuzzCase["kind"]) => cases.filter((c) => c.kind === k).length;
  const rows: Row[] = [
    [
      `fuzz: ${cases.length} requisições em ${targets} endereços`,
      `${kinds("schema")} geradas das regras dos schemas, ${kinds("valid")} válidas, ${kinds("origin")} de outra origem, ${kinds("raw")} bytes/tipos quaisquer; ${histogram(overall)}; 5xx/falhas: ${bad}${faults.length ? ` (${faults.join("; ")})` : ""}`,
      bad === 0,
    ],
  ];
  for (const [target, statuses] of byEndpoint) {
    const endpoint = ENDPOINTS.find((e) => e.target === target);
    const faultsHere = [...statuses].filter(([s]) => isServerFault(s)).reduce((sum, [, n]) => sum + n, 0);
    rows.push([`  POST ${target} (sessão: ${endpoint?.endsSession ? "descartável" : endpoint?.sender})`, histogram(statuses), faultsHere === 0]);
  }
  rows.push([
    "fuzz: sessões compartilhadas (cliente, terapeuta, admin)",
    `${
      kept.every(Boolean)
        ? "intactas"
        : `perdidas: ${kept
            .map((k, i) => (k ? "" : ["cliente", "terapeuta", "admin"][i]))
            .filter(Boolean)
            .join(", ")}`
    }; ${throwaway.signIns} logins descartáveis para sair/excluir conta`,
    kept.every(Boolean),
  ]);
  return rows;
}

// ——— kill -9 under load ——————————————————————————————————————————————————————————————

type WriteKind = "healing" | "club" | "soul-map" | "sign-up";
type Write = { kind: WriteKind; email: string; target: string; body: Record<string, unknown> };

const WRITES: Record<WriteKind, string> = {
  healing: paths.FORM_ENDPOINTS.healing,
  club: paths.FORM_ENDPOINTS.club,
  "soul-map": paths.FORM_ENDPOINTS.soulMap,
  "sign-up": paths.ACCOUNT_ACTIONS.quickSignUp,
};

function newWrite(): Write {
  const kind = (Object.keys(WRITES) as WriteKind[])[Math.floor(Math.random() * 4)];
  const target = WRITES[kind];
  const body = ENDPOINTS.find((e) => e.target === target)!.bodies[0](noRefs());
  return { kind, email: String(body.email).toLowerCase(), target, body };
}

/** How many times each write's e-mail was stored: rows of its table, and the e-mails it sent. */
async function storedWrites(site: Site, writes: Write[]) {
  const emails = (kind: WriteKind) => writes.filter((w) => w.kind === kind).map((w) => w.email);
  const count = async (kind: WriteKind, select: string) =>
    new Map((await site.query<{ email: string; n: number }>(select, [emails(kind)])).map((r) => [`${kind}:${r.email}`, r.n]));
  const perEmail = (table: string) =>
    `select e.email, (select count(*)::int from ${table} t where lower(t.email) = e.email) as n from unnest($1::text[]) as e(email)`;
  // Every notification or confirmation mentions its person's address.
  const mails = (kind: string) =>
    `select e.email, (select count(*)::int from mail_outbox m where m.kind = '${kind}' and position(e.email in lower(m.text || m."to")) > 0) as n from unnest($1::text[]) as e(email)`;
  return {
    rows: new Map([
      ...(await count("healing", perEmail("healing_submissions"))),
      ...(await count("club", perEmail("therapist_club_subscriptions"))),
      ...(await count("soul-map", perEmail("soul_map_submissions"))),
      ...(await count("sign-up", perEmail("users"))),
    ]),
    extras: new Map([
      ...(await count("healing", mails("healing-notification"))),
      ...(await count("sign-up", perEmail("profiles"))),
      ...[...(await count("sign-up", mails("confirm-email")))].map(([k, n]) => [`${k}:mail`, n] as const),
    ]),
  };
}

async function killRounds(site: Site): Promise<Row[]> {
  const cast = await seed(site);
  const rows: Row[] = [];
  for (let round = 1; round <= 3; round++) {
    let { child } = await start(site, NO_LIMITS);
    // The soul map is for a signed-in person with a confirmed e-mail; the rest is public.
    const member = await signedIn(site, cast.cliente);
    const browserFor = (w: Write) => (w.kind === "soul-map" ? member : new Browser(site));
    const acknowledged: Write[] = [];
    const unanswered: Write[] = [];
    const attempted: Write[] = [];
    let killed = false;
    async function client() {
      while (!killed) {
        const w = newWrite();
        attempted.push(w);
        try {
          const r = await browserFor(w).post(w.target, w.body);
          (r.status === 200 ? acknowledged : unanswered).push(w);
        } catch {
          unanswered.push(w); // the connection died with the server
        }
      }
    }
    const clients = Array.from({ length: 20 }, client);
    await sleep(1500 + Math.random() * 3000);
    killed = true;
    child.kill("SIGKILL");
    await Promise.all(clients);
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r)));

    const restarted = await start(site, NO_LIMITS);
    child = restarted.child;
    // The browsers that got no answer send the same again, as a person would: the repeat of a
    // write that was stored must answer as the first did (the same submission id, the same sign-up).
    const again = await signedIn(site, cast.cliente);
    const refused: string[] = [];
    for (const w of unanswered) {
      const r = await (w.kind === "soul-map" ? again : new Browser(site)).post(w.target, w.body);
      if (r.status === 200) acknowledged.push(w);
      else refused.push(`${w.kind} ${r.status}`);
    }
    await stop(child);

    const { rows: stored, extras } = await storedWrites(site, attempted);
    const key = (w: Write) => `${w.kind}:${w.email}`;
    const missing = acknowledged.filter((w) => (stored.get(key(w)) ?? 0) < 1).map(key);
    // Each write carries an address of its own: more than one row (or e-mail) for it is a duplicate.
    const duplicated = [...stored, ...extras].filter(([, n]) => n > 1).map(([k]) => k);
    const unmailed = acknowledged.filter(
      (w) => (w.kind === "healing" && extras.get(key(w)) !== 1) || (w.kind === "sign-up" && extras.get(`${key(w)}:mail`) !== 1),
    );
    const byKind = (k: WriteKind) => acknowledged.filter((w) => w.kind === k).length;
    rows.push([
      `kill -9 sob carga, rodada ${round}`,
      `${acknowledged.length} escritas confirmadas (cura ${byKind("healing")}, clube ${byKind("club")}, mapa ${byKind("soul-map")}, cadastros ${byKind("sign-up")}; ${unanswered.length} sem resposta reenviadas, ${refused.length} recusadas no reenvio${refused.length ? ` (${refused.slice(0, 3).join(", ")})` : ""}); ausentes ${missing.length}, duplicadas ${duplicated.length}${duplicated.length ? ` (${duplicated.slice(0, 3).join(", ")})` : ""}, sem o e-mail esperado ${unmailed.length}; religou em ${restarted.seconds.toFixed(1)} s`,
      missing.length === 0 && duplicated.length === 0 && refused.length === 0 && unmailed.length === 0,
    ]);
  }
  return rows;
}

// ——— SMTP outage ——————————————————————————————————————————————————————————————————————

/** A welcome pop-up sign-up with an address in lower case (what the trials look for later). */
const quickSignUpBody = () => ({ name: "Ana", email: `p.${randomUUID().slice(0, 8)}@exemplo.com`, password: PASSWORD });

async function smtpOutage(site: Site, smtpPort: number): Promise<Row[]> {
  const first = await startSmtpServer({ port: smtpPort });
  const { child } = await start(site, {
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: "avisos@instituto.test",
    RATE_LIMIT_AUTH_MAX: "1000",
    RATE_LIMIT_FORM_MAX: "1000",
  });
  await first.close(); // down before anything is queued
  const down = Date.now();
  const browser = new Browser(site);
  const expected: { to: string; marker: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const signUp = quickSignUpBody();
    if ((await browser.post(paths.ACCOUNT_ACTIONS.quickSignUp, signUp)).status === 200) expected.push({ to: String(signUp.email), marker: "" });
    const name = `Pessoa Cura ${i} ${randomUUID().slice(0, 6)}`;
    const healing = { ...ENDPOINTS.find((e) => e.target === paths.FORM_ENDPOINTS.healing)!.bodies[0](noRefs()), name };
    if ((await browser.post(paths.FORM_ENDPOINTS.healing, healing)).status === 200) expected.push({ to: "avisos@instituto.test", marker: name });
  }
  await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - down)));
  const second = await startSmtpServer({ port: smtpPort });
  const back = Date.now();
  const matches = (e: (typeof expected)[number]) => (m: { to: string[]; text: string }) => m.to.includes(e.to) && (!e.marker || m.text.includes(e.marker));
  const deadline = Date.now() + 8 * 60_000;
  while (Date.now() < deadline && !expected.every((e) => second.messages.some(matches(e)))) await sleep(1000);
  const drained = (Date.now() - back) / 1000;
  await sleep(5000); // anything sent twice would arrive now
  await stop(child);
  await second.close();
  const delivered = expected.filter((e) => second.messages.some(matches(e))).length;
  const twice = expected.filter((e) => second.messages.filter(matches(e)).length > 1).length;
  const unexpected = second.messages.length - expected.reduce((n, e) => n + second.messages.filter(matches(e)).length, 0);
  const stored = await site.query<{ status: string; n: number }>(`select status, count(*)::int as n from mail_outbox group by status order by status`);
  return [
    [
      `SMTP fora do ar por ${OUTAGE_SECONDS} s`,
      `${expected.length} mensagens na fila; entregues ${delivered}, perdidas ${expected.length - delivered}, em dobro ${twice}, inesperadas ${unexpected}; fila esvaziada ${drained.toFixed(0)} s após a volta (${stored.map((s) => `${s.status} ${s.n}`).join(", ")})`,
      delivered === expected.length && twice === 0 && unexpected === 0 && expected.length === 40,
    ],
  ];
}

// ——— brute force ——————————————————————————————————————————————————————————————————————

async function bruteForce(site: Site): Promise<Row[]> {
  // Default limits; the site believes one proxy in front of it, so X-Forwarded-For names the address.
  const { child } = await start(site, { TRUST_PROXY: "1" });
  const newAccount = async () => {
    const body = quickSignUpBody();
    const r = await new Browser(site, `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`).post(
      paths.ACCOUNT_ACTIONS.quickSignUp,
      body,
    );
    if (r.status !== 200) throw new Error(`cadastro falhou: ${r.status}`);
    return String(body.email);
  };
  const describe = (answers: { status: number; json?: Record<string, unknown>; retryAfter: string | null }[]) => {
    const first = answers.findIndex((a) => a.status === 429);
    if (first < 0) return { first: -1, text: `nenhum 429 em ${answers.length} tentativas` };
    const a = answers[first];
    const title = (a.json?.toast as { title?: string } | undefined)?.title;
    return {
      first: first + 1,
      text: `401 × ${answers.slice(0, first).filter((x) => x.status === 401).length}, 429 a partir da tentativa ${first + 1} ("${title}", Retry-After ${a.retryAfter} s)`,
    };
  };

  const rows: Row[] = [];
  // One address, one account.
  const victim = await newAccount();
  const one = new Browser(site, "203.0.113.10");
  const oneAnswers = [];
  for (let i = 0; i < 30; i++) oneAnswers.push(await one.post(paths.ACCOUNT_ACTIONS.signIn, { email: victim, password: `errada-${i}` }));
  const right = await new Browser(site, "203.0.113.11").post(paths.ACCOUNT_ACTIONS.signIn, { email: victim, password: PASSWORD });
  const d1 = describe(oneAnswers);
  rows.push([
    "força bruta: 1 endereço → 1 conta (30 senhas)",
    `${d1.text}; a senha certa, de outro endereço: ${right.status} (o bloqueio é por conta e endereço: a dona não fica de fora, docs/decisions/054)`,
    d1.first === 6 && right.status === 200,
  ]);

  // A hundred addresses, one account.
  const target = await newAccount();
  const many = [];
  for (let i = 0; i < 100; i++)
    many.push(await new Browser(site, `198.51.100.${i + 1}`).post(paths.ACCOUNT_ACTIONS.signIn, { email: target, password: `errada-${i}` }));
  const d100 = describe(many);
  const rightMany = await new Browser(site, "198.51.100.200").post(paths.ACCOUNT_ACTIONS.signIn, { email: target, password: PASSWORD });
  rows.push([
    "força bruta: 100 endereços → 1 conta (1 senha cada)",
    `${d100.text}; 429 × ${many.filter((a) => a.status === 429).length}; a senha certa: ${rightMany.status} (uma tentativa por endereço fica abaixo do bloqueio por conta e endereço: o preço aceito em docs/decisions/054)`,
    many.every((a) => a.status === 401) && rightMany.status === 200,
  ]);

  // One address, many accounts: the per-address limit.
  const spray = new Browser(site, "203.0.113.20");
  const sprayAnswers = [];
  for (let i = 0; i < 30; i++) sprayAnswers.push(await spray.post(paths.ACCOUNT_ACTIONS.signIn, { email: `alvo${i}@exemplo.com`, password: "errada" }));
  const ds = describe(sprayAnswers);
  rows.push(["força bruta: 1 endereço → 30 contas (1 senha cada)", ds.text, ds.first === 11]);
  await stop(child);
  return rows;
}

// ——— several instances behind nginx ——————————————————————————————————————————————————————

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const CLUSTER_CLIENTS = Number(process.env.RELIABILITY_CLUSTER_CLIENTS ?? 50);

/** nginx from deploy/nginx.conf.template, in front of `ports`, listening on `listen`. */
async function startNginx(listen: number, ports: number[]): Promise<{ stop(): Promise<void> }> {
  const prefix = mkdtempSync(path.join(tmpdir(), "reliability-nginx-"));
  const template = readFileSync(path.resolve("deploy/nginx.conf.template"), "utf8");
  const conf = template
    .replaceAll("{{LISTEN}}", `127.0.0.1:${listen}`)
    .replaceAll("{{PREFIX}}", prefix)
    .replaceAll("{{SERVERS}}", ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n"));
  writeFileSync(path.join(prefix, "nginx.conf"), conf);
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx saiu: ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${listen}/healthz`).then(
        (r) => r.status < 600,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    async stop() {
      await stop(child);
      if (process.env.NGINX_LOG) writeFileSync(process.env.NGINX_LOG, readFileSync(path.join(prefix, "error.log")));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A Soul Compass question; true when the reply streamed to its end. */
async function chat(browser: Browser): Promise<{ status: number; finished: boolean }> {
  const response = await fetch(`${browser.site.base}${paths.API.soulCompassChat}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: browser.site.base, cookie: browser.cookie },
    body: JSON.stringify({ conversationId: randomUUID(), question: "Como eu decido melhor?" }),
  });
  const text = await response.text();
  return { status: response.status, finished: text.includes('"type":"finish"') && !text.includes('"type":"error"') };
}

async function cluster(site: Site): Promise<Row[]> {
  if (site.kind !== "PostgreSQL") return [];
  const ports = [await freePort(), await freePort(), await freePort()];
  // SHUTDOWN_TIMEOUT_SECONDS as deploy/essencia@.service's environment: long enough for a Soul Compass reply under this load.
  const env = { ...NO_LIMITS, TRUST_PROXY: "1", COMPASS_QUESTIONS_PER_HOUR: "1000000", SHUTDOWN_TIMEOUT_SECONDS: "30" };
  // Each on its own port; APP_URL stays the proxy's (site.env), the origin every browser posts from.
  const startAt = (port: number) => startServer(port, { ...site.env, ...env, PORT: String(port) }, { quiet: true });
  // Three instances at once on the fresh database: migrations under the advisory lock.
  const startedAll = performance.now();
  const children = (await Promise.all(ports.map(startAt))).map((s) => s.child);
  const startSeconds = (performance.now() - startedAll) / 1000;
  const nginx = await startNginx(site.port, ports);
  const rows: Row[] = [];
  try {
    const cast = await seed(site);
    const admin = await signedIn(site, cast.admin);
    const { utc: _utc, ...birth } = PROJECTOR_BIRTH;
    const granted = await admin.post(paths.ADMIN_ACTIONS.grantIntegralMap, { userId: cast.cliente.id, ...birth });
    if (granted.status !== 200) throw new Error(`liberar o mapa: ${granted.status}`);
    const member = await signedIn(site, cast.cliente);

    type Phase = "carga" | "kill -9" | "reinício gradual";
    let phase: Phase = "carga";
    const serverErrors = new Map<Phase, string[]>([
      ["carga", []],
      ["kill -9", []],
      ["reinício gradual", []],
    ]);
    const acknowledged: Write[] = [];
    const unanswered: Write[] = [];
    const attempted: Write[] = [];
    const orderIds: string[] = [];
    let chats = 0;
    let chatsFinished = 0;
    let running = true;
    const failure = (what: string, status: number | string) => {
      if (typeof status === "string" || status >= 500) serverErrors.get(phase)!.push(`${what} ${status}`);
    };
    async function client(n: number) {
      while (running) {
        const roll = (n + Math.random() * 20) % 20;
        try {
          if (roll < 3) {
            const r = await member.post(paths.MEMBER_ENDPOINTS.orders, { item: "product", productId: cast.refs.productOnSale });
            if (r.status === 200) orderIds.push(String(r.json?.orderId));
            else failure("pedido", r.status);
          } else if (roll < 5) {
            chats++;
            const r = await chat(member);
            if (r.status === 200 && r.finished) chatsFinished++;
            else failure("bússola", r.status === 200 ? "interrompida" : r.status);
          } else {
            const w = newWrite();
            attempted.push(w);
            const r = await (w.kind === "soul-map" ? member : new Browser(site)).post(w.target, w.body);
            if (r.status === 200) acknowledged.push(w);
            else {
              unanswered.push(w);
              failure(w.kind, r.status);
            }
          }
        } catch (err) {
          failure("conexão", (err as Error).message);
        }
      }
    }
    const clients = Array.from({ length: CLUSTER_CLIENTS }, (_, n) => client(n));
    await sleep(3000);
    phase = "kill -9";
    children[0].kill("SIGKILL");
    await new Promise((r) => (children[0].exitCode !== null || children[0].signalCode !== null ? r(null) : children[0].once("exit", r)));
    await sleep(1000);
    children[0] = (await startAt(ports[0])).child;
    await sleep(2000);
    phase = "reinício gradual";
    const drains: string[] = [];
    for (let i = 0; i < children.length; i++) {
      const exited = new Promise<number | null>((resolve) => children[i].once("exit", (code) => resolve(code)));
      const sent = performance.now();
      await stop(children[i], "SIGTERM");
      drains.push(`${((performance.now() - sent) / 1000).toFixed(1)} s → ${await exited}`);
      children[i] = (await startAt(ports[i])).child;
      await sleep(1000);
    }
    running = false;
    await Promise.all(clients);

    // What got no answer is sent again, as a person would; a stored one answers as the first time.
    const refused: string[] = [];
    for (const w of unanswered) {
      const r = await (w.kind === "soul-map" ? member : new Browser(site)).post(w.target, w.body);
      if (r.status === 200) acknowledged.push(w);
      else refused.push(`${w.kind} ${r.status}`);
    }
    await sleep(2000); // the outbox workers send what is queued
    const { rows: stored, extras } = await storedWrites(site, attempted);
    const key = (w: Write) => `${w.kind}:${w.email}`;
    const missing = acknowledged.filter((w) => (stored.get(key(w)) ?? 0) < 1).map(key);
    const duplicated = [...stored, ...extras].filter(([, n]) => n > 1).map(([k]) => k);
    const unmailed = acknowledged.filter(
      (w) => (w.kind === "healing" && extras.get(key(w)) !== 1) || (w.kind === "sign-up" && extras.get(`${key(w)}:mail`) !== 1),
    );
    const [mail] = await site.query<{ waiting: number; sent: number }>(
      "select count(*) filter (where status <> 'sent')::int as waiting, count(*) filter (where status = 'sent')::int as sent from mail_outbox",
    );
    const distinctOrders = [...new Set(orderIds)];
    const [orderRows] = await site.query<{ n: number }>("select count(*)::int as n from orders where id = any($1::uuid[])", [distinctOrders]);

    // Sessions and limits live in the database: they hold whichever instance answers.
    const sessionHeld = (await member.signedInAs()) === cast.cliente.email;
    const newcomer = new Browser(site);
    const signUp = quickSignUpBody();
    await newcomer.post(paths.ACCOUNT_ACTIONS.quickSignUp, signUp);
    await newcomer.post(paths.ACCOUNT_ACTIONS.signIn, { email: signUp.email, password: signUp.password });
    const resends: number[] = [];
    for (let i = 0; i < 6; i++) resends.push((await newcomer.post(paths.ACCOUNT_ACTIONS.resendConfirmation, {})).status);

    const rolling = serverErrors.get("reinício gradual")!;
    const killed = serverErrors.get("kill -9")!;
    const load = serverErrors.get("carga")!;
    rows.push(
      ["3 instâncias, partida simultânea", `todas no ar em ${startSeconds.toFixed(1)} s (migrações sob advisory lock)`, true],
      [
        `nginx + 3 instâncias, ${CLUSTER_CLIENTS} clientes`,
        `${acknowledged.length} escritas confirmadas, ${distinctOrders.length} pedidos, ${chatsFinished}/${chats} respostas da Bússola completas; ausentes ${missing.length}, duplicadas ${duplicated.length}${duplicated.length ? ` (${duplicated.slice(0, 3).join(", ")})` : ""}, sem o e-mail esperado ${unmailed.length}, pedidos gravados ${orderRows.n}/${distinctOrders.length}, reenvios recusados ${refused.length}; e-mails enviados ${mail.sent}, pendentes ${mail.waiting}`,
        missing.length === 0 && duplicated.length === 0 && unmailed.length === 0 && orderRows.n === distinctOrders.length && refused.length === 0,
      ],
      ["5xx/erros na carga (antes das quedas)", `${load.length}${load.length ? ` (${load.slice(0, 3).join(", ")})` : ""}`, load.length === 0],
      [
        "5xx/erros com kill -9 de uma instância",
        `${killed.length}${killed.length ? ` (${killed.slice(0, 3).join(", ")})` : ""} (pedidos em curso na instância morta; reenviados acima)`,
        true,
      ],
      [
        "5xx/erros no reinício gradual (SIGTERM)",
        `${rolling.length}${rolling.length ? ` (${rolling.slice(0, 3).join(", ")})` : ""}; cada instância saiu em ${drains.join(", ")} (tempo → código)`,
        rolling.length === 0,
      ],
      ["sessão entre instâncias", sessionHeld ? "a mesma sessão segue válida depois de reiniciar as três" : "sessão perdida", sessionHeld],
      [
        "limite por pessoa entre instâncias",
        `reenvio de confirmação 6× pelo nginx: ${resends.join(", ")} (3 aceitos, depois 429)`,
        resends.filter((s) => s === 200).length === 3 && resends.slice(3).every((s) => s === 429),
      ],
    );
  } finally {
    await nginx.stop();
    for (const child of children) await stop(child);
  }
  return rows;
}

// ——— run ——————————————————————————————————————————————————————————————————————————————

async function available(kind: Kind) {
  if (kind === "PGlite") return true;
  try {
    await pgAdmin("select 1");
    return true;
  } catch (err) {
    console.error(`PostgreSQL indisponível em ${PG_URL}: ${(err as Error).message}`);
    return false;
  }
}

const kinds = ["PGlite", "PostgreSQL"] as const;
const results = new Map<Kind, Row[]>();
const started = Date.now();
for (const kind of kinds) {
  if (!(await available(kind))) {
    results.set(kind, [["banco", "indisponível", false]]);
    continue;
  }
  const rows: Row[] = [];
  const chosen = [
    ["fuzz", fuzz],
    ["kill", killRounds],
    ["brute", bruteForce],
    ["cluster", cluster],
  ] as const;
  for (const [, trial] of chosen.filter(([name]) => TRIALS.has(name))) {
    // Free ports: fixed ones collide with another benchmark running on the same machine.
    const site = await createSite(kind, await freePort());
    try {
      rows.push(...(await trial(site)));
    } catch (err) {
      rows.push([trial.name, `erro: ${(err as Error).message}`, false]);
    } finally {
      await site.drop();
    }
    console.error(`${kind}: ${trial.name} pronto (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  results.set(kind, rows);
}
// The outages are mostly waiting: both databases wait at once.
await Promise.all(
  kinds.map(async (kind) => {
    if (!TRIALS.has("smtp") || !(await available(kind))) return;
    const site = await createSite(kind, await freePort());
    try {
      results.get(kind)?.push(...(await smtpOutage(site, await freePort())));
    } catch (err) {
      results.get(kind)?.push(["SMTP fora do ar", `erro: ${(err as Error).message}`, false]);
    } finally {
      await site.drop();
    }
  }),
);

let failed = false;
for (const [kind, rows] of results) {
  console.log(`\n${kind}`);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [trial, result, ok] of rows) {
    console.log(`  ${ok ? "ok  " : "FALHA"}  ${trial.padEnd(width)}  ${result}`);
    failed ||= !ok;
  }
}
console.log(`\nnpm run reliability: ${((Date.now() - started) / 60_000).toFixed(1)} min; ${failed ? "há falhas" : "tudo ok"}`);
process.exit(failed ? 1 : 0);
