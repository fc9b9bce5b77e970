import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { openDatabase, type Database, type Db } from "#server/db/client.ts";
import { freePort } from "#tests/support/chromium.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { DEFAULT_ADMIN_NAME } from "#server/services/accounts.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILD_DIR = path.join(ROOT, "build");
// Inside the repository, so the bundle still finds node_modules and the migrations folder.
const SNAPSHOT_PARENT = path.join(ROOT, "tests/.tmp");

export const ADMIN = { email: "admin.e2e@essencia.test", password: "senha-do-admin-e2e", name: DEFAULT_ADMIN_NAME };

/** The person the local OIDC server vouches for when "Entrar com Google" is used. */
export const GOOGLE_USER = { email: "maria.google@essencia.test", name: "Maria do Google" };

/** A local OIDC peer standing in for Google: every sign-in is GOOGLE_USER, e-mail verified. */
async function startOidcServer() {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  const claims = { sub: "google-e2e-maria", email: GOOGLE_USER.email, email_verified: true, name: GOOGLE_USER.name };
  oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
  oidc.service.on("beforeUserinfo", (response) => {
    response.body = claims;
  });
  return oidc;
}

export type AppServer = Awaited<ReturnType<typeof startApp>>;

export interface StartAppOptions {
  google?: boolean;
  /** Extra settings for the server (e.g. DATABASE_URL, NOTIFY_EMAIL); they win over the defaults below. */
  env?: Record<string, string>;
  /** Writes rows before the server starts, through the same migrations (PGlite has one owner: the database is closed again first). */
  seed?: (db: Db) => Promise<void>;
}

/**
 * Starts the BUILT server as an operator would (node build/server/main.js, production),
 * with its own data directory, a real SMTP peer and, when asked, a local OIDC server as Google.
 */
export async function startApp(options: StartAppOptions = {}) {
  if (!existsSync(path.join(BUILD_DIR, "server/main.js"))) throw new Error(`${BUILD_DIR}/server/main.js não existe: rode "npm run build" antes dos testes e2e`);
  // The server runs from a copy of build/, so a rebuild while the tests run cannot swap its assets.
  mkdirSync(SNAPSHOT_PARENT, { recursive: true });
  const buildCopy = mkdtempSync(path.join(SNAPSHOT_PARENT, "e2e-build-"));
  cpSync(BUILD_DIR, buildCopy, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "essencia-e2e-"));
  if (options.seed) {
    const database = await openDatabase({ url: options.env?.DATABASE_URL, dataDir });
    try {
      await database.migrate();
      await options.seed(database.db);
    } finally {
      await database.close();
    }
  }
  const smtp = await startSmtpServer();
  const oidc = options.google ? await startOidcServer() : undefined;
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
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_MAX: "10000",
    RATE_LIMIT_FORM_MAX: "10000",
    LOG_LEVEL: "warn",
    ...(oidc && {
      GOOGLE_CLIENT_ID: "e2e-client",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_ISSUER_URL: oidc.issuer.url,
    }),
    ...options.env,
  };
  const child = spawn(process.execPath, [path.join(buildCopy, "server/main.js")], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  async function cleanUp() {
    await smtp.close();
    await oidc?.stop();
    rmSync(buildCopy, { recursive: true, force: true });
  }

  try {
    await waitHealthy(url, child, () => output);
  } catch (err) {
    child.kill("SIGKILL");
    await exited;
    await cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  let stopped = false;
  return {
    url,
    smtp,
    oidc,
    dataDir,
    /** The copy of build/ this server runs from (removed when it stops). */
    buildDir: buildCopy,
    /** Everything the server printed so far (warnings and errors: LOG_LEVEL=warn). */
    output: () => output,
    /** SIGTERM, then the exit code: a graceful shutdown exits 0. */
    async stop(): Promise<number | null> {
      if (stopped) return exited;
      stopped = true;
      child.kill("SIGTERM");
      const code = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 20_000))]);
      await cleanUp();
      if (code === "timeout") {
        child.kill("SIGKILL");
        throw new Error(`o servidor não encerrou em 20 s após SIGTERM\n${output}`);
      }
      return code;
    },
    /** Opens the stopped server's database (one process owns PGlite at a time). */
    async openStoppedDatabase(): Promise<Database> {
      if (!stopped) throw new Error("pare o servidor antes de abrir o banco dele");
      return openDatabase({ dataDir });
    },
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode} antes de ficar pronto:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`/healthz não respondeu em 60 s:\n${output()}`);
}
