import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { WELCOME_SHOWN_KEY } from "#app/components/layout/welcome-popup.tsx";
import { openDatabase, type Database, type Db } from "#server/db/client.ts";
import { seedPerson, type SeededPerson, type SeedPersonOptions } from "#tests/fixtures/people.ts";
import { createPostgresDatabase, type DatabaseKind, type PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { startApp, type AppServer, type StartAppOptions } from "./app-server.ts";

/**
 * Whether the e2e files can run here. Without Chromium they are skipped — except in CI
 * (CI_REQUIRE_SERVICES=1), where a missing browser must fail the run, not hide it.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI_REQUIRE_SERVICES === "1") throw new Error(`${CHROMIUM_PATH} não encontrado e CI_REQUIRE_SERVICES=1: os testes e2e não podem ser pulados`);
  return false;
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Fresh visitors see the welcome pop-up after 3 s; most tests pre-dismiss it so it cannot cover the page. */
  welcomePopup?: boolean;
  /** false: the page as a browser without JavaScript gets it (plain form posts). */
  javaScriptEnabled?: boolean;
}

interface E2eOptions<P extends string> extends StartAppOptions {
  /**
   * People written to the database before the server starts (tests/fixtures/people.ts seedPerson),
   * at `e2e.people[name]`: for tests that are not about signing up. Sign them in with signInViaHttp.
   */
  people?: Record<P, SeedPersonOptions>;
  /**
   * "postgres": the server runs on a fresh database of its own on TEST_DATABASE_URL's server, and
   * `e2e.db` reads and writes it while the server runs (PGlite has one owner: with it, seed rows
   * through `seed` before the start, or read them with `app.openStoppedDatabase()` after the stop).
   * Guard the file with `describe.skipIf(!(await postgresAvailable()))`.
   */
  database?: DatabaseKind;
  /** Requests to any other origin get a local stand-in page, so links to outside sites open without the internet. */
  standInForOtherSites?: boolean;
}

export interface E2ePage {
  page: Page;
  context: BrowserContext;
  /**
   * Declares that this test expects the browser to log a failed request with this status
   * for this path (Chromium logs every 4xx/5xx response as a console error).
   */
  allowHttpError(status: number, pathname: string): void;
  /** Declares a console error this test expects (e.g. a request the test aborts on purpose). */
  allowConsoleError(pattern: RegExp): void;
}

interface Tracked {
  context: BrowserContext;
  errors: string[];
  allowed: Array<{ status: number; pathname: string }>;
  expected: RegExp[];
}

/** What an outside site (WhatsApp, YouTube, a payment page) answers with `standInForOtherSites`. */
const OUTSIDE_PAGE = "<!doctype html><html lang='pt-BR'><title>Página externa</title><p>fora do site</p></html>";

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

function isAllowed(msg: ConsoleMessage, { allowed, expected }: Tracked): boolean {
  if (expected.some((pattern) => pattern.test(msg.text()))) return true;
  const status = FAILED_RESOURCE.exec(msg.text())?.[1];
  if (!status) return false;
  const at = msg.location().url;
  const pathname = at ? new URL(at).pathname : "";
  return allowed.some((a) => String(a.status) === status && (pathname === a.pathname || pathname === `${a.pathname}.data`));
}

/**
 * One built server and one Chromium for the calling test file. Each test opens its own
 * contexts with `open()`; after each test they are closed and any console error or
 * uncaught page error fails the test.
 */
export function useE2e<P extends string = never>(options: E2eOptions<P> = {}) {
  let app: AppServer | undefined;
  let browser: Browser | undefined;
  let postgres: PostgresDatabase | undefined;
  let database: Database | undefined;
  let tracked: Tracked[] = [];
  const people = {} as Record<P, SeededPerson>;

  async function seed(db: Db) {
    const wanted = options.people ?? ({} as Record<P, SeedPersonOptions>);
    for (const name of Object.keys(wanted) as P[]) people[name] = await seedPerson(db, wanted[name]);
    await options.seed?.(db);
  }

  async function start() {
    if (options.database === "postgres") {
      postgres = await createPostgresDatabase("e2e");
      database = await openDatabase({ url: postgres.url, dataDir: "" });
    }
    const env = { ...(postgres && { DATABASE_URL: postgres.url }), ...options.env };
    app = await startApp({ ...options, env, seed: options.people || options.seed ? seed : undefined });
  }

  beforeAll(async () => {
    // Both start at once; whichever started is kept (and stopped in afterAll) even if the other failed.
    const started = await Promise.allSettled([
      start(),
      chromium
        .launch({
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        })
        .then((b) => (browser = b)),
    ]);
    for (const s of started) if (s.status === "rejected") throw s.reason;
  });

  afterEach(async () => {
    const current = tracked;
    tracked = [];
    await Promise.all(current.map((t) => t.context.close()));
    const errors = current.flatMap((t) => t.errors);
    expect(errors, "erros no console do navegador").toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await database?.close();
    try {
      if (!app) return;
      const code = await app.stop();
      const output = app.output();
      app.removeData();
      expect(code, `o servidor deve encerrar com 0 após SIGTERM; saída:\n${output}`).toBe(0);
    } finally {
      await postgres?.drop();
    }
  });

  async function open(opts: PageOptions = {}): Promise<E2ePage> {
    if (!browser || !app) throw new Error("useE2e: servidor ou navegador não iniciado");
    const origin = app.url;
    const context = await browser.newContext({
      baseURL: origin,
      viewport: opts.viewport ?? DESKTOP,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
      javaScriptEnabled: opts.javaScriptEnabled ?? true,
    });
    context.setDefaultTimeout(10_000);
    if (!opts.welcomePopup) {
      // Only the app's own origin: about:blank has no storage, and a stand-in outside frame may not touch it.
      await context.addInitScript(
        ([key, appOrigin]) => {
          if (window.location.origin === appOrigin) window.localStorage.setItem(key, "true");
        },
        [WELCOME_SHOWN_KEY, origin],
      );
    }
    if (options.standInForOtherSites) {
      await context.route(
        (address) => address.origin !== origin,
        (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: OUTSIDE_PAGE }),
      );
    }
    const entry: Tracked = { context, errors: [], allowed: [], expected: [] };
    tracked.push(entry);
    const watch = (page: Page) => {
      page.on("console", (msg) => {
        if (msg.type() === "error" && !isAllowed(msg, entry)) entry.errors.push(`[console] ${msg.text()} @ ${msg.location().url}`);
      });
      page.on("pageerror", (err) => entry.errors.push(`[pageerror] ${err.message}`));
    };
    context.on("page", watch);
    const page = await context.newPage();
    return {
      page,
      context,
      allowHttpError: (status, pathname) => entry.allowed.push({ status, pathname }),
      allowConsoleError: (pattern) => entry.expected.push(pattern),
    };
  }

  function running(): AppServer {
    if (!app) throw new Error("useE2e: servidor não iniciado");
    return app;
  }

  return {
    get app(): AppServer {
      return running();
    },
    /** The server's database while it runs (only with `database: "postgres"`): seed people, read stored rows. */
    get db(): Db {
      if (!database) throw new Error('useE2e: e2e.db existe só com { database: "postgres" } (o PGlite pertence ao servidor)');
      return database.db;
    },
    /** The people of `options.people`, as seeded (e-mail lower-cased, password in clear). */
    people,
    open,
    /** The server's first HTML response, as a crawler or WhatsApp's preview reads it. */
    async html(pathname: string): Promise<{ status: number; body: string }> {
      const response = await fetch(new URL(pathname, running().url));
      return { status: response.status, body: await response.text() };
    },
  };
}
