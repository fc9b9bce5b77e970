import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createRequestHandler, type ServerBuild } from "react-router";

import { createHttpApp, createServices } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import type { AppServices, RequestContext } from "#server/services/context.ts";
import { createPostgresDatabase, type DatabaseKind } from "#tests/fixtures/postgres.ts";
import { type SmtpPeer, startSmtpServer } from "#tests/support/smtp.ts";

import { TestClient } from "./http.ts";

// Real services (server/app.ts createServices) on a database of their own, served through the
// real Hono app and the real React Router build. Only the network socket is left out: requests
// go straight to app.fetch.

/** The public origin the test app believes it has: links in its e-mails start with it. */
export const TEST_ORIGIN = "http://essencia.test";

const root = path.resolve(fileURLToPath(import.meta.url), "../../../..");
let buildPromise: Promise<ServerBuild> | undefined;

/** The built app (build/server/index.js), loaded once per test file. */
export function loadBuild(): Promise<ServerBuild> {
  buildPromise ??= (() => {
    const file = path.join(root, "build/server/index.js");
    if (!existsSync(file)) throw new Error("build/server/index.js não existe: rode `npm run build` antes dos testes de integração.");
    return import(pathToFileURL(file).href) as Promise<ServerBuild>;
  })();
  return buildPromise;
}

let templatePromise: Promise<string> | undefined;

/**
 * An initialized, empty PGlite cluster, shared by every test file of this PGlite version:
 * initdb costs seconds of CPU, copying the result milliseconds. Migrations still run per app.
 */
function pgliteTemplate(): Promise<string> {
  templatePromise ??= (async () => {
    const { version } = JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
    const dir = path.join(tmpdir(), `essencia-it-pglite-template-${version}`);
    if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
    const staging = mkdtempSync(`${dir}-staging-`);
    await (await PGlite.create(staging)).close();
    try {
      renameSync(staging, dir); // atomic: a half-made template is never seen
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another test file made it first
    }
    return dir;
  })();
  return templatePromise;
}

interface TestAppOptions {
  db: DatabaseKind;
  /** A real SMTP peer (tests/support/smtp.ts) to deliver through, at `app.smtp`; without it the dev transport keeps the messages. */
  smtp?: boolean;
  /** Extra environment, as the server would read it (e.g. RATE_LIMIT_AUTH_MAX, NODE_ENV). */
  env?: Record<string, string>;
  /** Keep every log line (JSON, level info and up) in `logs`. */
  captureLogs?: boolean;
}

export interface TestApp {
  services: AppServices;
  /** The app's own Drizzle handle: seed rows and read what was stored through server/db/schema.ts. */
  db: Db;
  dataDir: string;
  /** The SMTP peer started with `smtp: true`. */
  smtp: SmtpPeer;
  /** A browser of its own: own cookie jar and own client address (so rate limits do not leak between tests). */
  client(options?: { ip?: string }): TestClient;
  /** The Hono app's fetch, to serve it on a real socket (@hono/node-server's serve). */
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  /** The server's log lines, when started with `captureLogs`. */
  logs: string[];
  /** Raw SQL, for what the schema does not describe (triggers, server sessions); rows as plain objects. */
  query<T = Record<string, unknown>>(statement: SQL | string): Promise<T[]>;
  count(table: PgTable): Promise<number>;
  /** Stops the services and starts them again on the same data (a server restart). */
  restart(env?: Record<string, string>): Promise<void>;
  /** Closes the database under the running app (to see how it copes). */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

let nextIp = 1;

/** A request's context for calling a service directly (what a loader or action hands it): no session cookie. */
export function requestContext(services: AppServices, clientIp = "127.0.0.1"): RequestContext {
  return { app: services, clientIp, headers: new Headers() };
}

export async function createTestServices(options: TestAppOptions): Promise<TestApp> {
  const build = await loadBuild();
  const handle = createRequestHandler(build, "production");
  const dataDir = mkdtempSync(path.join(tmpdir(), "essencia-it-"));
  const postgres = options.db === "postgres" ? await createPostgresDatabase() : undefined;
  const smtp = options.smtp ? await startSmtpServer() : undefined;
  if (options.db === "pglite") cpSync(await pgliteTemplate(), path.join(dataDir, "db"), { recursive: true });

  let env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...options.env,
  };

  const logs: string[] = [];
  const logSink = { write: (line: string) => void logs.push(line) };
  if (options.captureLogs) env = { ...env, LOG_LEVEL: "info" };

  async function start() {
    const config = loadConfig(env);
    const services = await createServices(config, createLogger(config, options.captureLogs ? logSink : undefined));
    const http = createHttpApp(services, { pageHandler: (request, context) => handle(request, context) });
    // As server/main.ts does.
    services.outbox.start();
    services.housekeeping.start();
    return { services, http };
  }

  let current = await start();
  let databaseOpen = true;

  async function stop() {
    await current.services.payments.background.drain();
    await current.services.outbox.stop();
    await current.services.housekeeping.stop();
    if (databaseOpen) await current.services.database.close();
    databaseOpen = false;
  }

  const app: TestApp = {
    get services() {
      return current.services;
    },
    get db() {
      return current.services.database.db;
    },
    dataDir,
    logs,
    fetch: (request, env) => current.http.fetch(request, env),
    get smtp() {
      if (!smtp) throw new Error("createTestServices: app.smtp existe só com { smtp: true }");
      return smtp;
    },
    client(clientOptions = {}) {
      const ip = clientOptions.ip ?? `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
      return new TestClient((request, connInfo) => current.http.fetch(request, connInfo), TEST_ORIGIN, ip);
    },
    async query<T>(statement: SQL | string) {
      const result = await current.services.database.db.execute(typeof statement === "string" ? sql.raw(statement) : statement);
      return (result as unknown as { rows: T[] }).rows;
    },
    count: (table) => app.db.$count(table),
    async restart(extraEnv = {}) {
      await stop();
      env = { ...env, ...extraEnv };
      current = await start();
      databaseOpen = true;
    },
    async closeDatabase() {
      await current.services.database.close();
      databaseOpen = false;
    },
    async close() {
      try {
        await stop();
        await smtp?.close();
        await postgres?.drop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  return app;
}
