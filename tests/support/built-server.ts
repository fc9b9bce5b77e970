import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";

import { freePort } from "./chromium.ts";

// The BUILT server started as `npm start` starts it, for the integration suites that need a real
// process (start-up, shutdown) and for every benchmark (bench/support/built-server.ts).

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BUILT_MAIN = path.join(ROOT, "build/server/main.js");

export interface BuiltServer {
  child: ChildProcess;
  base: string;
  /** Whether it answered /healthz; false when it exited first. */
  serving: boolean;
  /** The last 64 KB it wrote, standard output and error interleaved. */
  output: () => string;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
}

export interface BuiltServerOptions {
  /** Defaults to a free port. */
  port?: number;
  /** Added to, or overriding, what a production start needs (below). */
  env?: Record<string, string>;
  /** Another build's main.js (e.g. an older commit's, to compare). */
  server?: string;
  /** Given to Node before the script (e.g. a V8 flag to compare). */
  nodeArgs?: string[];
  onStdout?: (chunk: string) => void;
  onStderr?: (chunk: string) => void;
  /** How long to wait for /healthz before killing it. */
  timeoutMs?: number;
}

/**
 * Starts the server on 127.0.0.1 in production mode and resolves once /healthz answers or the
 * process has exited (`serving` tells which). Production refuses to start without SMTP
 * unless told to log mail, and posts must come from APP_URL: both are set, with a fresh AUTH_SECRET.
 */
export async function startBuiltServer({
  port,
  env = {},
  server = BUILT_MAIN,
  nodeArgs = [],
  onStdout,
  onStderr,
  timeoutMs = 60_000,
}: BuiltServerOptions = {}): Promise<BuiltServer> {
  const base = `http://127.0.0.1:${port ?? (await freePort())}`;
  const child = spawn(process.execPath, [...nodeArgs, path.resolve(server)], {
    cwd: path.resolve(path.dirname(server), "../.."),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "log",
      HOST: "127.0.0.1",
      PORT: new URL(base).port,
      APP_URL: base,
      LOG_LEVEL: "warn",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: string) => (output = (output + chunk).slice(-65_536));
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (keep(chunk), onStdout?.(chunk)));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (keep(chunk), onStderr?.(chunk)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = (serving: boolean) => ({ child, base, serving, output: () => output, exited });
  for (const deadline = performance.now() + timeoutMs; performance.now() < deadline && running();) {
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return started(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!running()) return started(false);
  child.kill("SIGKILL");
  throw new Error(`o servidor não respondeu a /healthz:\n${output.slice(-4000)}`);
}
