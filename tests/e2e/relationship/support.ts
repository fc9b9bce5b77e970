import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILD_DIR = path.join(ROOT, "build");

export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The built server started as an operator starts it (production, own data
 * directory, free port), from a copy of build/ so a teammate's rebuild cannot
 * swap its assets mid-run; and one headless Chromium.
 */
export async function startSite(env: Record<string, string> = {}) {
  if (!existsSync(path.join(BUILD_DIR, "server/main.js"))) throw new Error('build/server/main.js não existe: rode "npm run build" antes dos testes e2e');
  // Inside the repository, so the bundle still resolves node_modules.
  mkdirSync(path.join(ROOT, "tests/.tmp"), { recursive: true });
  const buildCopy = mkdtempSync(path.join(ROOT, "tests/.tmp/relationship-build-"));
  cpSync(BUILD_DIR, buildCopy, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "relationship-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(buildCopy, "server/main.js")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  async function stop() {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(buildCopy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }

  let browser: Browser | undefined;
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`o servidor saiu antes de ficar pronto:\n${output}`);
      if (Date.now() > deadline) throw new Error(`/healthz não respondeu em 60 s:\n${output}`);
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    browser,
    output: () => output,
    async close() {
      await browser.close();
      await stop();
    },
  };
}
