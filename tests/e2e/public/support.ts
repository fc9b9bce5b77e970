import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { WELCOME_SHOWN_KEY } from "#app/components/layout/welcome-popup.tsx";
import type { Db } from "#server/db/client.ts";
import { startApp } from "#tests/e2e/support/app-server.ts";
import { browserAvailable, CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, MOBILE } from "#tests/e2e/support/browser.ts";

export { browserAvailable, DESKTOP, MOBILE };

/** What an outside site (WhatsApp, YouTube, a payment page) answers in these tests: the browser never leaves the machine. */
const OUTSIDE_PAGE = "<!doctype html><html lang='pt-BR'><title>Página externa</title><p>fora do site</p></html>";

export interface PublicSite {
  url: string;
  /** Route id → the URLs of its module and of every chunk it imports, from the build's client manifest (the browser only learns routes as links appear). */
  routeFiles: Record<string, string[]>;
  stop(): Promise<void>;
}

function readRouteFiles(buildDir: string): Record<string, string[]> {
  const assets = path.join(buildDir, "client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`manifesto do React Router não encontrado em ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, { module: string; imports?: string[] }> };
  return Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, [route.module, ...(route.imports ?? [])]]));
}

/** The built server (tests/e2e/support/app-server.ts) on fresh data, seeded first when asked. */
export async function startPublicSite(seed?: (db: Db) => Promise<void>): Promise<PublicSite> {
  const app = await startApp({ seed });
  return {
    url: app.url,
    routeFiles: readRouteFiles(app.buildDir),
    async stop() {
      await app.stop();
      app.removeData();
    },
  };
}

/**
 * One seeded server and one Chromium per test file. Pages opened with `open()` fail
 * their test on any console error or uncaught exception; requests to other hosts get
 * a local stand-in page, so new tabs land on their real address without the internet.
 */
export function usePublicSite(options: { seed?: (db: Db) => Promise<void> } = {}) {
  let site: PublicSite | undefined;
  let browser: Browser | undefined;
  let contexts: Array<{ context: BrowserContext; errors: string[] }> = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startPublicSite(options.seed),
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    ]);
  });

  afterEach(async () => {
    const current = contexts;
    contexts = [];
    await Promise.all(current.map((c) => c.context.close()));
    expect(current.flatMap((c) => c.errors), "erros no console do navegador").toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  function url(): string {
    if (!site) throw new Error("usePublicSite: servidor não iniciado");
    return site.url;
  }

  async function open(viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
    if (!browser) throw new Error("usePublicSite: navegador não iniciado");
    const origin = url();
    const context = await browser.newContext({ baseURL: origin, viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    context.setDefaultTimeout(10_000);
    // The welcome pop-up (3 s after load) would cover the page under test.
    await context.addInitScript(
      ([key, siteOrigin]) => {
        if (window.location.origin === siteOrigin) window.localStorage.setItem(key, "true");
      },
      [WELCOME_SHOWN_KEY, origin],
    );
    await context.route(
      (address) => address.origin !== origin,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: OUTSIDE_PAGE }),
    );
    const entry = { context, errors: [] as string[] };
    contexts.push(entry);
    context.on("page", (page) => {
      page.on("console", (msg) => {
        if (msg.type() === "error") entry.errors.push(`[console] ${msg.text()} @ ${msg.location().url}`);
      });
      page.on("pageerror", (err) => entry.errors.push(`[pageerror] ${err.message}`));
    });
    return { page: await context.newPage(), context };
  }

  /** The server's first HTML response, as a crawler or WhatsApp's preview reads it. */
  async function html(pathname: string): Promise<{ status: number; body: string }> {
    const res = await fetch(new URL(pathname, url()));
    return { status: res.status, body: await res.text() };
  }

  function routeFiles(): Record<string, string[]> {
    if (!site) throw new Error("usePublicSite: servidor não iniciado");
    return site.routeFiles;
  }

  return { url, open, html, routeFiles };
}
