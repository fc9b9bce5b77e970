// axe on every public page, phone (360 px) and desktop (1280 px): no serious or critical violation.
import { describe, expect, it } from "vitest";

import { clubFaq } from "#domain/content/club.ts";
import { expandLabels } from "#domain/content/home.ts";
import { ROUTES } from "#domain/paths.ts";
import { browserAvailable, DESKTOP, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";

import { seriousViolations } from "../support/axe.ts";
import { PUBLIC_PAGES } from "./pages.ts";

describe.runIf(browserAvailable())("acessibilidade das páginas públicas", () => {
  const e2e = useE2e({ standInForOtherSites: true });

  // One test per page and width: a slow machine gets the whole timeout for each page, and a failure names it.
  for (const [name, viewport] of [
    ["360 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    for (const { path } of PUBLIC_PAGES) {
      it(`${path}: nenhuma violação séria ou crítica a ${name}`, async () => {
        const { page } = await e2e.open({ viewport });
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  it("com textos, perguntas e vídeo abertos, continua sem violações sérias", async () => {
    const { page } = await e2e.open({ viewport: MOBILE });
    await page.goto(ROUTES.home, { waitUntil: "networkidle" });
    const more = page.getByRole("button", { name: expandLabels.more });
    await expect.poll(() => more.count()).toBe(2);
    while ((await more.count()) > 0) await more.first().click();
    await page.getByRole("button", { name: "Assistir ao Hino" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(ROUTES.club, { waitUntil: "networkidle" });
    for (const item of clubFaq) await page.getByRole("button", { name: item.question }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
