import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The app → server boundary, read from what the browser downloads (docs/decisions/053): no chunk of the
// client build may hold a module from server/ or a *.server.ts module. ESLint refuses the import in app/;
// this sees what a lint rule cannot (server code reached through a third module, a plugin, a re-export).
// It reads build/client-modules.json, which the client build writes (vite.config.ts, clientModuleMap):
// every chunk with the source modules rendered into it. `npm test` builds first.

const MAP = path.resolve(import.meta.dirname, "../../build/client-modules.json");

interface ClientModuleMap {
  chunks: Record<string, { modules: string[]; imports: string[] }>;
  modules: Record<string, string[]>;
}

/** Server code: anything under server/, and the modules React Router keeps server-only by name. */
export const isServerModule = (id: string) => /^server\//.test(id) || /\.server\.[cm]?[jt]sx?$/.test(id);

describe("the browser's build", () => {
  const map: ClientModuleMap | null = existsSync(MAP) ? (JSON.parse(readFileSync(MAP, "utf8")) as ClientModuleMap) : null;

  it("was built (npm run build writes build/client-modules.json)", () => {
    expect(map, "rode npm run build antes dos testes de integração").not.toBeNull();
  });

  it("holds the app's own modules (the map is the real one, not an empty file)", () => {
    const modules = Object.values(map?.chunks ?? {}).flatMap((chunk) => chunk.modules);
    expect(modules).toEqual(expect.arrayContaining(["app/root.tsx", "app/routes/public/home.tsx", "domain/paths.ts"]));
  });

  it("has no server module in any chunk", () => {
    const leaks = Object.entries(map?.chunks ?? {}).flatMap(([chunk, { modules }]) =>
      modules.filter((id) => isServerModule(id)).map((id) => `${chunk}: ${id}`),
    );
    expect(leaks).toEqual([]);
  });

  it("tells server modules apart", () => {
    expect(["server/services/accounts.ts", "app/lib/services.server.ts", "app/entry.server.tsx"].every(isServerModule)).toBe(true);
    expect(["app/lib/seo.ts", "domain/paths.ts", "app/features/public/server-side-text.ts"].some(isServerModule)).toBe(false);
  });
});
