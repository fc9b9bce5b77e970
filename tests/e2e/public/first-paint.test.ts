// The page is seen before its JavaScript loads (app/lib/scripts-after-paint.server.ts, issue 23):
// no module is requested before the first paint and the hero image, and the page still comes
// alive, from a fresh render (CSP by nonce) and from the page cache (CSP by hash).
import { describe, expect, it } from "vitest";

import { ROUTES } from "#domain/paths.ts";
import { openAuthModal } from "#tests/e2e/support/flows.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";

interface Timings {
  firstPaint: number;
  hero: { start: number; end: number } | null;
  modules: Array<{ name: string; start: number }>;
}

describe.runIf(browserAvailable())("primeira pintura antes dos scripts", () => {
  const e2e = useE2e();

  it("a home pinta e recebe a imagem principal antes de pedir qualquer módulo, e depois ganha vida — renderizada agora e vinda do cache", async () => {
    const { page } = await e2e.open();
    const policies: string[] = [];
    // A query string is always rendered afresh (server/page-cache.ts); the bare address is kept.
    for (const [visit, address] of [
      ["renderizada", `${ROUTES.home}?agora=1`],
      ["do cache", ROUTES.home],
      ["do cache", ROUTES.home],
    ]) {
      const response = await page.goto(address);
      policies.push(response?.headers()["content-security-policy"] ?? "");
      const timings = await page.evaluate((): Timings => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const hero = resources.find((r) => r.name.endsWith(document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.getAttribute("src")!));
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          hero: hero ? { start: hero.startTime, end: hero.responseEnd } : null,
          modules: resources.filter((r) => /\/assets\/.+\.js$/.test(r.name)).map((r) => ({ name: r.name, start: r.startTime })),
        };
      });
      expect(timings.modules.length, visit).toBeGreaterThan(3);
      expect(timings.hero, visit).not.toBeNull();
      for (const module of timings.modules) {
        expect(module.start, `${visit}: ${module.name}`).toBeGreaterThanOrEqual(timings.firstPaint);
        expect(module.start, `${visit}: ${module.name}`).toBeGreaterThanOrEqual(timings.hero!.end);
      }
      // Alive: the header's button opens the sign-in dialog, which only React can do.
      const dialog = await openAuthModal(page);
      await dialog.press("Escape");
    }
    // The first answer allowed its scripts by nonce, the kept one by hash: both ran (no CSP error in the console).
    expect(policies[0]).toMatch(/'nonce-/);
    expect(policies[2]).toMatch(/'sha256-/);
  });

  it("sem imagem de destaque (/relationship) os módulos vêm logo depois da primeira pintura", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.relationship);
    const { firstPaint, modules } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      modules: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.name.includes("/assets/") && r.name.endsWith(".js")).map((r) => r.startTime),
    }));
    expect(modules.length).toBeGreaterThan(3);
    for (const start of modules) expect(start).toBeGreaterThanOrEqual(firstPaint);
  });
});
