import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `npm start` builds only when build/ is missing or was built from other sources (docs/decisions/058):
// a fingerprint of every input of `npm run build` is written into build/ after a build, and a start
// compares it with the sources it finds. Two starts at once take turns through a lock file, so the
// second finds the first's build instead of building over it.

/** What `npm run build` reads: the sources, the static files, the build's own configuration and the locked dependencies. */
const INPUTS = [
  "app",
  "server",
  "domain",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.ts",
  "scripts/precompress.ts",
];
/** Tests beside the sources are not built. */
const SKIPPED = /\.test\.tsx?$/;

export const FINGERPRINT_FILE = "build/.sources-fingerprint";
const LOCK_FILE = "build.lock";

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SKIPPED.test(entry) ? [] : [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, path.join(entry, name)));
}

/** A SHA-256 over every input file's path and content: the same sources, the same fingerprint. */
export function sourcesFingerprint(root: string): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((entry) => files(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Whether build/ is missing, incomplete or built from other sources. */
export function needsBuild(root: string, fingerprint = sourcesFingerprint(root)): boolean {
  const file = path.join(root, FINGERPRINT_FILE);
  if (!existsSync(path.join(root, "build/server/main.js")) || !existsSync(file)) return true;
  return readFileSync(file, "utf8").trim() !== fingerprint;
}

export function recordBuild(root: string, fingerprint: string): void {
  writeFileSync(path.join(root, FINGERPRINT_FILE), `${fingerprint}\n`);
}

// The last step of `npm run build`: a build made by hand counts for `npm start` too.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  recordBuild(root, sourcesFingerprint(root));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs `fn` holding build.lock; waits while another live process holds it, takes over a dead one's. */
export async function withBuildLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(root, LOCK_FILE);
  for (;;) {
    try {
      closeSync(openSync(lock, "wx"));
      writeFileSync(lock, String(process.pid));
      break;
    } catch {
      const holder = Number(readFileSync(lock, "utf8").trim() || "0");
      if (holder && !alive(holder)) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}
