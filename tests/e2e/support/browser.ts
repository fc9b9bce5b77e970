import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { WELCOME_SHOWN_KEY } from "#app/components/layout/welcome-popup.tsx";
import { startApp, type AppServer, type StartAppOptions } from "./app-server.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";
/** Headless, and nothing that would reach for the internet (this machine has none). */
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"];

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
}

export interface E2ePage {
  page: Page;
  context: BrowserContext;
  /**
   * Declares that this test expects the browser to log a failed request with this status
   * for this path (Chromium logs every 4xx/5xx response as a console error).
   */
  allowHttpError(status: number, pathname: string): void;
}

interface Tracked {
  context: BrowserContext;
  errors: string[];
  allowed: Array<{ status: number; pathname: string }>;
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

function isAllowed(msg: ConsoleMessage, allowed: Tracked["allowed"]): boolean {
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
export function useE2e(options: StartAppOptions = {}) {
  let app: AppServer | undefined;
  let browser: Browser | undefined;
  let tracked: Tracked[] = [];

  beforeAll(async () => {
    // Both start at once; whichever started is kept (and stopped in afterAll) even if the other failed.
    const started = await Promise.allSettled([
      startApp(options).then((a) => (app = a)),
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
    if (!app) return;
    const code = await app.stop();
    const output = app.output();
    app.removeData();
    expect(code, `o servidor deve encerrar com 0 após SIGTERM; saída:\n${output}`).toBe(0);
  });

  async function open(opts: PageOptions = {}): Promise<E2ePage> {
    if (!browser || !app) throw new Error("useE2e: servidor ou navegador não iniciado");
    const context = await browser.newContext({
      baseURL: app.url,
      viewport: opts.viewport ?? DESKTOP,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    context.setDefaultTimeout(10_000);
    if (!opts.welcomePopup) {
      await context.addInitScript((key) => {
        // about:blank has no storage of its own; only the app's origin matters.
        if (window.location.protocol.startsWith("http")) window.localStorage.setItem(key, "true");
      }, WELCOME_SHOWN_KEY);
    }
    const entry: Tracked = { context, errors: [], allowed: [] };
    tracked.push(entry);
    const watch = (page: Page) => {
      page.on("console", (msg) => {
        if (msg.type() === "error" && !isAllowed(msg, entry.allowed)) entry.errors.push(`[console] ${msg.text()} @ ${msg.location().url}`);
      });
      page.on("pageerror", (err) => entry.errors.push(`[pageerror] ${err.message}`));
    };
    context.on("page", watch);
    const page = await context.newPage();
    return { page, context, allowHttpError: (status, pathname) => entry.allowed.push({ status, pathname }) };
  }

  return {
    get app(): AppServer {
      if (!app) throw new Error("useE2e: servidor não iniciado");
      return app;
    },
    open,
  };
}
