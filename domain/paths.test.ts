import { describe, expect, it } from "vitest";

import { ADMIN_ROUTES, CONFIRMED_URL, GOOGLE_FAILED_URL, ROUTES, safeRedirect, sitePagePath } from "./paths.ts";

const ORIGIN = "https://essencia.example";

// Open redirects: a callback or a "voltar" is followed only to one of the site's own pages.
describe("sitePagePath", () => {
  it.each([
    [CONFIRMED_URL, CONFIRMED_URL],
    [GOOGLE_FAILED_URL, GOOGLE_FAILED_URL],
    [ROUTES.clientArea, ROUTES.clientArea],
    [`${ROUTES.soulCompass}?x=1#fim`, `${ROUTES.soulCompass}?x=1#fim`],
    ["/admin/exportar/leads", "/admin/exportar/leads"],
    [`${ORIGIN}${ROUTES.resetPassword}`, ROUTES.resetPassword],
    // Resolved as the browser will: the same page, written differently.
    ["/./client-area", ROUTES.clientArea],
    ["/admin/../client-area", ROUTES.clientArea],
  ])("%j leads to the page %j", (target, page) => {
    expect(sitePagePath(target, ORIGIN)).toBe(page);
  });

  it.each([
    "/..//evil.example",
    "/../..//evil.example/",
    "/%2e%2e//evil.example",
    "/.%2E//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "https://evil.example",
    "https://evil.example/client-area",
    "http://essencia.example/client-area",
    "https://essencia.example.evil.example/client-area",
    "https://essencia.example@evil.example/client-area",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/client-area\u0000",
    "javascript:alert(1)",
    "data:text/html,oi",
    "/pagina-que-nao-existe",
    "/client-area/",
    "/admin/exportar/",
    "",
    null,
    undefined,
  ])("%j leads nowhere on the site", (target) => {
    expect(sitePagePath(target, ORIGIN)).toBeNull();
  });

  it("judges a bare path against any origin, as the browser will resolve it against ours", () => {
    expect(sitePagePath(ADMIN_ROUTES.leads)).toBe(ADMIN_ROUTES.leads);
    expect(sitePagePath("/..//evil.example")).toBeNull();
  });
});

describe("safeRedirect", () => {
  it("goes back to a page of the site, or to the fallback", () => {
    expect(safeRedirect("/client-area?aba=pedidos")).toBe("/client-area?aba=pedidos");
    expect(safeRedirect("/..//evil.example")).toBe(ROUTES.home);
    expect(safeRedirect("//evil.example", ROUTES.admin)).toBe(ROUTES.admin);
    expect(safeRedirect(null, ROUTES.admin)).toBe(ROUTES.admin);
  });
});
