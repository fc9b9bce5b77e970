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

/** build/client-modules.json (written by vite.config.ts): the source modules in each client chunk, the chunks it imports, and each module's imports. */
interface ClientModuleMap {
  chunks: Record<string, { modules: string[]; imports: string[] }>;
  modules: Record<string, string[]>;
}

/** Everything reachable from `starts` (themselves included) along `edges`. */
function reachable(starts: Iterable<string>, edges: Record<string, string[] | undefined>): Set<string> {
  const seen = new Set(starts);
  const queue = [...seen];
  while (queue.length > 0) {
    for (const next of edges[queue.pop()!] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** The client area, the therapist dashboard and the admin panel: route ids (React Router) and their source files under app/. */
export const isPrivateRoute = (idOrSource: string) => /^(app\/)?routes\/(admin|therapist)\/|^(app\/)?routes\/account\/client-area/.test(idOrSource);

/**
 * Where private-area code sits in the client build. A module is private-only when a private route's
 * source reaches it through imports (static or dynamic) and no public route's source, nor the root's,
 * does. The chunks a public page can load are its route's files in React Router's manifest and every
 * chunk those import, statically or on demand (a lazy dialog, the toasts).
 */
export function privateCode(buildDir: string) {
  const map = JSON.parse(readFileSync(path.join(buildDir, "client-modules.json"), "utf8")) as ClientModuleMap;
  const routeSources = Object.keys(map.modules).filter((file) => file === "app/root.tsx" || file.startsWith("app/routes/"));
  const publicCode = reachable(
    routeSources.filter((file) => !isPrivateRoute(file)),
    map.modules,
  );
  const privateOnly = new Set([...reachable(routeSources.filter(isPrivateRoute), map.modules)].filter((module) => !publicCode.has(module)));
  const publicRouteFiles = Object.entries(routeFiles(buildDir))
    .filter(([id]) => !isPrivateRoute(id))
    .flatMap(([, files]) => files.map((file) => file.replace(/^\//, "")));
  const chunkImports = Object.fromEntries(Object.entries(map.chunks).map(([file, chunk]) => [file, chunk.imports]));
  const modulesIn = (chunk: string) => map.chunks[chunk]?.modules ?? [];
  return {
    privateOnly,
    /** Chunks a public page can load, with the private-only modules bundled into them. */
    publicChunks: [...reachable(publicRouteFiles, chunkImports)].map((file) => ({ file, privateModules: modulesIn(file).filter((m) => privateOnly.has(m)) })),
    /** URLs of the chunks that hold private-only code. */
    privateChunks: new Set(
      Object.keys(map.chunks)
        .filter((file) => modulesIn(file).some((m) => privateOnly.has(m)))
        .map((file) => `/${file}`),
    ),
  };
}
