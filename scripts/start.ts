import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { needsBuild, withBuildLock } from "./build-fingerprint.ts";

// npm start: builds when build/ is missing or older than the sources (scripts/build-fingerprint.ts),
// then runs the built server, passing signals on so SIGTERM still shuts it down gracefully.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await withBuildLock(root, async () => {
  if (!needsBuild(root)) return;
  console.error("build/ ausente ou de outras fontes: construindo (npm run build)…");
  // The build's last step records the fingerprint.
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
});

const server = spawn(process.execPath, [path.join(root, "build/server/main.js")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
