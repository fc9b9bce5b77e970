import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import pg from "pg";
import { quickSignupSchema, registerSchema, loginSchema, resetPasswordSchema, forgotPasswordSchema } from "#domain/account/schemas.ts";
import { clubSignupSchema } from "#domain/forms/club.ts";
import { healingSchema } from "#domain/forms/healing.ts";
import { soulMapSchema } from "#domain/forms/soul-map.ts";
import * as paths from "#domain/paths.ts";
import { personSchema } from "#domain/relationship/schema.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";

// npm run reliability (npm run build first): the BUILT site started as `npm start` starts it
// (node build/server/main.js), on PGlite and on PostgreSQL, under four trials (issue 11):
//   fuzz       ≥ 10,000 generated requests across every POST endpoint; any 5xx fails
//   kill -9    20 clients submitting forms and sign-ups, SIGKILL at a random moment, restart on
//              the same data: every acknowledged write present once; three rounds
//   SMTP       the SMTP peer down for RELIABILITY_OUTAGE_SECONDS (120) while mail is queued, then
//              back on the same port: every message delivered exactly once
//   brute force sign-in attempts from one address and from 100 addresses against one account
// Prints one table per database; exits 1 when any trial fails. Not part of `npm test`: it takes minutes.

const FUZZ_REQUESTS = Number(process.env.RELIABILITY_FUZZ ?? 10_000);
const OUTAGE_SECONDS = Number(process.env.RELIABILITY_OUTAGE_SECONDS ?? 120);
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SERVER = "build/server/main.js";
/** A subset for a quicker look, e.g. RELIABILITY_TRIALS=fuzz,brute (all four by default). */
const TRIALS = new Set((process.env.RELIABILITY_TRIALS ?? "fuzz,kill,brute,smtp").split(","));
const ADMIN = { email: "admin.confiabilidade@exemplo.com", password: "senha-do-admin-123" };
const PASSWORD = "senha-de-teste-1";

if (!existsSync(SERVER)) {
  console.error("Rode `npm run build` antes: a suíte mede o servidor construído.");
  process.exit(1);
}

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
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
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

/** Starts the server and resolves once /healthz answers, with the seconds that took. */
async function start(site: Site, env: Record<string, string> = {}): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH, ...site.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${site.base}/healthz`)).ok) return { child, seconds: (performance.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill("SIGKILL");
  throw new Error(`o servidor não respondeu a /healthz: ${stderr}`);
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await exited;
}

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
}

async function signedInAdmin(site: Site): Promise<Browser> {
  const admin = new Browser(site);
  const r = await admin.post(paths.ACCOUNT_ACTIONS.signIn, ADMIN);
  if (r.status !== 200) throw new Error(`login do admin falhou: ${r.status} ${JSON.stringify(r.json)}`);
  return admin;
}

// ——— valid bodies, one per endpoint, keyed by the shared schemas' fields ————————————————

const person = { name: "Ana", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba", state: "PR" };
const email = () => `p.${randomUUID().slice(0, 8)}@exemplo.com`;

/** The fields a schema declares (through a transform, its input object's). */
const fieldsOf = (schema: { shape: object } | { def: { in: { shape: object } } }) => Object.keys("shape" in schema ? schema.shape : schema.def.in.shape);

const VALID: Record<string, { fields?: string[]; body: () => Record<string, unknown> }> = {
  [paths.ACCOUNT_ACTIONS.signUp]: {
    fields: fieldsOf(registerSchema),
    body: () => ({
      name: "Maria",
      email: email(),
      password: PASSWORD,
      cpf: "529.982.247-25",
      birthDate: "05/03/1990",
      whatsapp: "(11) 98765-4321",
      isTherapist: false,
      cep: "01310-100",
      street: "Av. Paulista",
      number: "1000",
      complement: "",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    }),
  },
  [paths.ACCOUNT_ACTIONS.quickSignUp]: { fields: fieldsOf(quickSignupSchema), body: () => ({ name: "Ana", email: email(), password: PASSWORD }) },
  [paths.ACCOUNT_ACTIONS.signIn]: { fields: fieldsOf(loginSchema), body: () => ({ email: email(), password: PASSWORD }) },
  [paths.ACCOUNT_ACTIONS.adminSignIn]: { fields: fieldsOf(loginSchema), body: () => ({ email: email(), password: PASSWORD }) },
  [paths.ACCOUNT_ACTIONS.forgotPassword]: { fields: fieldsOf(forgotPasswordSchema), body: () => ({ email: email() }) },
  [paths.ACCOUNT_ACTIONS.newPassword]: { fields: fieldsOf(resetPasswordSchema), body: () => ({ token: randomUUID(), password: PASSWORD }) },
  [paths.FORM_ENDPOINTS.healing]: {
    fields: fieldsOf(healingSchema),
    body: () => ({ submissionId: randomUUID(), name: "Maria", email: email(), whatsapp: "", consent: true }),
  },
  [paths.FORM_ENDPOINTS.club]: {
    fields: fieldsOf(clubSignupSchema),
    body: () => ({
      submissionId: randomUUID(),
      name: "Clara",
      email: email(),
      whatsapp: "(41) 98888-7777",
      cpf: "123.456.789-00",
      address: "Rua das Flores, 10",
      birthDate: "07/03/1985",
      terms: true,
    }),
  },
  [paths.FORM_ENDPOINTS.soulMap]: {
    fields: fieldsOf(soulMapSchema),
    body: () => ({
      submissionId: randomUUID(),
      name: "João",
      day: "5",
      month: "3",
      year: "1990",
      time: "07:45",
      city: "Curitiba",
      email: email(),
      whatsapp: "",
    }),
  },
  [paths.API.relationship]: { body: () => ({ person1: { ...person }, person2: { ...person, name: "Bia" } }) },
};

/** Every in-site path declared in domain/paths.ts (routes with parameters filled in): new endpoints are fuzzed without opting in. */
function postTargets(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && value.startsWith("/")) found.add(value.replace(/:[a-z]+/gi, "x").split("?")[0]);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(paths);
  return [...found].sort();
}

const HOSTILE = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00%ff",
  "${jndi:ldap://x/a}",
  "{{7*7}}",
  "\u202egnp.exe",
  "🌟".repeat(500),
  "a".repeat(20_000),
  " ",
  "\r\n\r\n",
  "__proto__",
  "null",
  "-1",
  "1e309",
];

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

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

const ORIGINS = (site: Site): Record<string, string>[] => [
  { origin: site.base },
  { origin: "http://evil.test" },
  { origin: "null" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-origin" },
  {},
];

interface FuzzCase {
  target: string;
  body: string | Uint8Array;
  headers: Record<string, string>;
  admin: boolean;
}

function fuzzCases(site: Site, n: number, seed: number): FuzzCase[] {
  const targets = postTargets();
  const mutatedBody = fc
    .record({
      // Mostly the endpoints that take data; every other path too (pages answer 405, unknown ones 404).
      target: fc.oneof(
        { arbitrary: fc.constantFrom(...Object.keys(VALID), ...Object.values(paths.ADMIN_ACTIONS)), weight: 4 },
        { arbitrary: fc.constantFrom(...targets), weight: 1 },
      ),
      fields: fc.array(fc.tuple(fc.nat(), anyValue), { minLength: 1, maxLength: 3 }),
      extraKey: fc.option(fc.constantFrom("__proto__", "constructor", "role", "user_id", "userId", "id"), { freq: 5 }),
    })
    .map(({ target, fields, extraKey }) => {
      const valid = VALID[target] ?? { body: () => ({}) };
      const body = valid.body() as Record<string, unknown>;
      const keys = valid.fields ?? Object.keys(body);
      for (const [i, value] of fields) {
        const key = keys[i % Math.max(1, keys.length)] ?? "x";
        if (key === "person1" || key === "person2" || target === paths.API.relationship) {
          const who = i % 2 ? "person1" : "person2";
          const personKeys = fieldsOf(personSchema);
          (body[who] as Record<string, unknown>)[personKeys[i % personKeys.length]] = value;
        } else body[key] = value;
      }
      if (extraKey) body[extraKey] = "admin";
      return { target, body: JSON.stringify(body), contentType: "application/json" };
    });
  const rawBody = fc.record({
    target: fc.constantFrom(...targets),
    body: fc.oneof(
      fc.constantFrom("", "{", "[]", "null", "42", '"x"', '{"a":', "[".repeat(5000) + "]".repeat(5000), '{"__proto__":{"admin":true}}', "a=1&b=2"),
      fc.json(),
      fc.string(),
      fc.uint8Array({ maxLength: 512 }),
      fc.constant("x".repeat(300 * 1024)),
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });
  const arbitrary = fc.record({
    request: fc.oneof({ arbitrary: mutatedBody, weight: 3 }, { arbitrary: rawBody, weight: 1 }),
    origin: fc.oneof({ arbitrary: fc.constant(0), weight: 6 }, { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 1 }),
    admin: fc.boolean(),
  });
  return fc.sample(arbitrary, { numRuns: n, seed }).map(({ request, origin, admin }) => ({
    target: request.target,
    body: request.body,
    headers: { ...ORIGINS(site)[origin], ...(request.contentType ? { "content-type": request.contentType } : {}) },
    admin,
  }));
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

async function fuzz(site: Site): Promise<Row[]> {
  // Generous limits: the trial is about what the endpoints do with any input, not about 429s.
  const { child } = await start(site, { RATE_LIMIT_AUTH_MAX: "1000000000", RATE_LIMIT_FORM_MAX: "1000000000", RATE_LIMIT_ACCOUNT_MAX: "1000000000" });
  const admin = await signedInAdmin(site);
  const cases = fuzzCases(site, FUZZ_REQUESTS, 11);
  const statuses = new Map<string, number>();
  const fives: string[] = [];
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const c = cases[next++];
      let status: string;
      try {
        status = String(await rawPost(site, c.target, { ...c.headers, ...(c.admin ? { cookie: admin.cookie } : {}) }, c.body));
      } catch (err) {
        status = `falha de rede (${(err as Error).message})`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (!/^[1-4]\d\d$/.test(status) && fives.length < 5) fives.push(`${c.target} ${status} ${c.headers["content-type"] ?? ""}`);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  await stop(child);
  const counts = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`);
  const bad = [...statuses].filter(([s]) => !/^[1-4]\d\d$/.test(s)).reduce((sum, [, n]) => sum + n, 0);
  return [
    [
      `fuzz: ${cases.length} requisições em ${postTargets().length} endereços`,
      `${counts.join(" ")}; 5xx/falhas: ${bad}${fives.length ? ` (${fives.join("; ")})` : ""}`,
      bad === 0,
    ],
  ];
}

// ——— kill -9 under load ——————————————————————————————————————————————————————————————

type Write = { kind: "healing" | "club" | "soul-map" | "sign-up"; key: string; target: string; body: Record<string, unknown> };

function newWrite(): Write {
  const pick = Math.floor(Math.random() * 4);
  if (pick === 3) {
    const body = VALID[paths.ACCOUNT_ACTIONS.quickSignUp].body();
    return { kind: "sign-up", key: String(body.email), target: paths.ACCOUNT_ACTIONS.quickSignUp, body };
  }
  const [kind, target] = (
    [
      ["healing", paths.FORM_ENDPOINTS.healing],
      ["club", paths.FORM_ENDPOINTS.club],
      ["soul-map", paths.FORM_ENDPOINTS.soulMap],
    ] as const
  )[pick];
  const body = VALID[target].body();
  return { kind, key: String(body.submissionId), target, body };
}

async function killRounds(site: Site): Promise<Row[]> {
  const rows: Row[] = [];
  const limits = { RATE_LIMIT_AUTH_MAX: "1000000000", RATE_LIMIT_FORM_MAX: "1000000000" };
  for (let round = 1; round <= 3; round++) {
    let { child } = await start(site, limits);
    const admin = await signedInAdmin(site);
    const acknowledged: Write[] = [];
    const unanswered: Write[] = [];
    let killed = false;
    // A repeat of a stored write answers as the first did (forms: same submissionId; sign-up: 409 "already registered").
    const acked = (w: Write, status: number) => status === 200 || (w.kind === "sign-up" && status === 409);
    async function client() {
      while (!killed) {
        const w = newWrite();
        try {
          const r = await admin.post(w.target, w.body);
          if (acked(w, r.status)) acknowledged.push(w);
          else unanswered.push(w);
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

    const restarted = await start(site, limits);
    child = restarted.child;
    // The browsers that got no answer send again, as a person would.
    const retry = await signedInAdmin(site);
    for (const w of unanswered) if (acked(w, (await retry.post(w.target, w.body)).status)) acknowledged.push(w);
    await stop(child);

    const missing: string[] = [];
    let duplicated = 0;
    const tables = { healing: "healing_submissions", club: "therapist_club_subscriptions", "soul-map": "soul_map_submissions" } as const;
    for (const [kind, table] of Object.entries(tables)) {
      const keys = acknowledged.filter((w) => w.kind === kind).map((w) => w.key);
      const found = await site.query<{ id: string; n: number }>(
        `select submission_id::text as id, count(*)::int as n from ${table} where submission_id::text = any($1) group by 1`,
        [keys],
      );
      const stored = new Map(found.map((f) => [f.id, f.n]));
      for (const k of keys) if (!stored.has(k)) missing.push(`${kind}:${k}`);
      duplicated += found.filter((f) => f.n > 1).length;
    }
    const emails = acknowledged.filter((w) => w.kind === "sign-up").map((w) => w.key);
    const users = await site.query<{ email: string; n: number; profiles: number; mails: number }>(
      `select u.email, count(*)::int as n,
              (select count(*)::int from profiles p where p.email = u.email) as profiles,
              (select count(*)::int from mail_outbox m where m."to" = u.email and m.kind = 'confirm-email') as mails
         from users u where u.email = any($1) group by u.email`,
      [emails],
    );
    const present = new Set(users.map((u) => u.email));
    for (const e of emails) if (!present.has(e)) missing.push(`sign-up:${e}`);
    duplicated += users.filter((u) => u.n !== 1 || u.profiles !== 1 || u.mails !== 1).length;
    const byKind = (k: Write["kind"]) => acknowledged.filter((w) => w.kind === k).length;
    rows.push([
      `kill -9 sob carga, rodada ${round}`,
      `${acknowledged.length} escritas confirmadas (cura ${byKind("healing")}, clube ${byKind("club")}, mapa ${byKind("soul-map")}, cadastros ${byKind("sign-up")}; ${unanswered.length} sem resposta reenviadas); ausentes ${missing.length}, duplicadas ${duplicated}; religou em ${restarted.seconds.toFixed(1)} s`,
      missing.length === 0 && duplicated === 0,
    ]);
  }
  return rows;
}

// ——— SMTP outage ——————————————————————————————————————————————————————————————————————

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
    const signUp = VALID[paths.ACCOUNT_ACTIONS.quickSignUp].body();
    if ((await browser.post(paths.ACCOUNT_ACTIONS.quickSignUp, signUp)).status === 200) expected.push({ to: String(signUp.email), marker: "" });
    const name = `Pessoa Cura ${i} ${randomUUID().slice(0, 6)}`;
    const healing = { ...VALID[paths.FORM_ENDPOINTS.healing].body(), name };
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
    const body = VALID[paths.ACCOUNT_ACTIONS.quickSignUp].body();
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
    `${d1.text}; a senha certa, de outro endereço: ${right.status}`,
    d1.first === 6 && right.status === 429,
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
    `${d100.text}; 429 × ${many.filter((a) => a.status === 429).length}; a senha certa: ${rightMany.status}`,
    d100.first === 6 && rightMany.status === 429,
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
for (const [i, kind] of kinds.entries()) {
  if (!(await available(kind))) {
    results.set(kind, [["banco", "indisponível", false]]);
    continue;
  }
  const rows: Row[] = [];
  const chosen = [
    ["fuzz", fuzz],
    ["kill", killRounds],
    ["brute", bruteForce],
  ] as const;
  for (const [, trial] of chosen.filter(([name]) => TRIALS.has(name))) {
    const site = await createSite(kind, 4100 + i * 10);
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
  kinds.map(async (kind, i) => {
    if (!TRIALS.has("smtp") || !(await available(kind))) return;
    const site = await createSite(kind, 4150 + i * 10);
    try {
      results.get(kind)?.push(...(await smtpOutage(site, 2600 + i)));
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
