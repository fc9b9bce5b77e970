import { build } from "esbuild";

// Bundles the Node entry (Hono + services) next to React Router's server build.
// Packages stay external: they are installed, and bundling them gains nothing.
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
