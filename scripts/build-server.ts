import { build } from "esbuild";

// Bundles the Node entry (Hono + services) next to React Router's server build, and the process
// that prepares the embedded database before the server opens it (server/db/prepare.ts).
// Packages stay external: they are installed, and bundling them gains nothing.
await build({
  entryPoints: [
    { in: "server/main.ts", out: "main" },
    { in: "server/db/prepare-process.ts", out: "prepare-db" },
  ],
  outdir: "build/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
