// axe on every public page, phone (360 px) and desktop (1280 px): no serious or critical violation.
import { describe, expect, it } from "vitest";
import { clubFaq } from "#domain/content/club.ts";
import { expandLabels } from "#domain/content/home.ts";
import { ROUTES } from "#domain/navigation.ts";
import { seriousViolations } from "../support/axe.ts";
import { PUBLIC_PAGES } from "./pages.ts";
import { browserAvailable, DESKTOP, MOBILE, usePublicSite } from "./support.ts";


describe.runIf(browserAvailable())("acessibilidade das páginas públicas", () => {
  const site = usePublicSite();

  for (const [name, viewport] of [
    ["360 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    it(`nenhuma violação séria ou crítica a ${name}`, async () => {
      const { page } = await site.open(viewport);
      const found: string[] = [];
      for (const { path } of PUBLIC_PAGES) {
        await page.goto(path, { waitUntil: "networkidle" });
        found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  }

  it("com textos, perguntas e vídeo abertos, continua sem violações sérias", async () => {
    const { page } = await site.open(MOBILE);
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
