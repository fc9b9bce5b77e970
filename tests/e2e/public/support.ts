import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { WELCOME_SHOWN_KEY } from "#app/components/layout/welcome-popup.tsx";
import { openDatabase, type Db } from "#server/db/client.ts";
import { browserAvailable, CHROMIUM_PATH, DESKTOP, MOBILE } from "#tests/e2e/support/browser.ts";

export { browserAvailable, DESKTOP, MOBILE };

const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILD_DIR = path.join(ROOT, "build");
// Inside the repository (ignored by git), so the bundle still finds node_modules and the migrations.
const SNAPSHOT_PARENT = path.join(ROOT, "tests/.tmp");

/** What an outside site (WhatsApp, YouTube, a payment page) answers in these tests: the browser never leaves the machine. */
const OUTSIDE_PAGE = "<!doctype html><html lang='pt-BR'><title>Página externa</title><p>fora do site</p></html>";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`/healthz não respondeu em 60 s:\n${output()}`);
}

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

/**
 * Starts the BUILT server (a copy of build/, so a concurrent rebuild cannot swap its
 * assets) on a fresh data directory. `seed` writes rows first, through the same
 * migrations, and closes the database before the server opens it: PGlite has one owner.
 */
export async function startPublicSite(seed?: (db: Db) => Promise<void>): Promise<PublicSite> {
  if (!existsSync(path.join(BUILD_DIR, "server/main.js"))) throw new Error(`${BUILD_DIR}/server/main.js não existe: rode "npm run build" antes dos testes e2e`);
  mkdirSync(SNAPSHOT_PARENT, { recursive: true });
  const buildCopy = mkdtempSync(path.join(SNAPSHOT_PARENT, "public-build-"));
  cpSync(BUILD_DIR, buildCopy, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "essencia-public-"));
  const cleanUp = () => {
    rmSync(buildCopy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (seed) {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await seed(database.db);
    } finally {
      await database.close();
    }
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "warn",
  };
  const child = spawn(process.execPath, [path.join(buildCopy, "server/main.js")], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitHealthy(url, child, () => output);
  } catch (err) {
    child.kill("SIGKILL");
    await exited;
    cleanUp();
    throw err;
  }
  return {
    url,
    routeFiles: readRouteFiles(buildCopy),
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
      cleanUp();
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
      chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"],
      }),
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
