import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Route id → the URLs of its module and of every chunk it imports, from the build's client manifest (the browser only learns routes as links appear). */
export function routeFiles(buildDir: string): Record<string, string[]> {
  const assets = path.join(buildDir, "client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`manifesto do React Router não encontrado em ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, { module: string; imports?: string[] }> };
  return Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, [route.module, ...(route.imports ?? [])]]));
}
