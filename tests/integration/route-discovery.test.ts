import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ROUTES } from "#domain/paths.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// The routes a page hands the browser's router (React Router's route discovery): the page's own and
// those of each of its parent paths, the home's among them, so the browser matches them without
// asking. PageRouter ranks the home's branch first for that match (docs/decisions/067); every page
// must carry exactly what React Router's ranking gives.

let app: TestApp;
beforeAll(async () => {
  app = await createTestServices({ db: "pglite" });
});
afterAll(() => app?.close());

/** The route ids of the manifest the page carries. */
async function carried(path: string, status = 200): Promise<string[]> {
  const html = await app.client().page(path, status);
  const manifest = /window\.__reactRouterManifest\s*=\s*(\{.*?\});/s.exec(html)?.[1];
  expect(manifest, `${path} carrega o manifesto`).toBeDefined();
  return Object.keys((JSON.parse(manifest!) as { routes: Record<string, unknown> }).routes).sort();
}

describe("route discovery", () => {
  it("hands each page its own route, the root and the home's, and no other", async () => {
    expect(await carried(ROUTES.home)).toEqual(["root", "routes/public/home"]);
    expect(await carried(ROUTES.events)).toEqual(["root", "routes/public/events", "routes/public/home"]);
    expect(await carried(ROUTES.courses)).toEqual(["root", "routes/public/courses", "routes/public/home"]);
  });

  it("hands a page below another the parent path's routes as well", async () => {
    // /clube/jornada: the club's page is its parent path.
    expect(await carried(ROUTES.clubJourney)).toEqual(["root", "routes/public/club", "routes/public/club-journey", "routes/public/home"]);
    // An unknown path draws the not-found page; its parent path, the home, is still carried.
    expect(await carried("/nao-existe", 404)).toEqual(["root", "routes/public/home", "routes/public/not-found"]);
  });
});
