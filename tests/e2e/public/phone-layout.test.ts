import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { ROUTES } from "#domain/paths.ts";
import { browserAvailable, DESKTOP, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";

import { PUBLIC_PAGES } from "./pages.ts";

// Issue 22 §13's layout leftovers: at 360 px a pill button whose label wraps to two lines grows
// with it instead of spilling over its rounded edges; on a desktop a course's art keeps its 8:5
// frame instead of stretching to the card's height (a zoomed-in crop); table cells hyphenate by the
// page's language and never cut a word without a hyphen.

/** Pills (rounded-full buttons and button-links) whose text does not fit inside their box, with their labels. */
function squeezedPills(page: Page) {
  return page.evaluate(() => {
    const pills = [...document.querySelectorAll<HTMLElement>("main button.rounded-full, main a.rounded-full")].filter((el) => el.offsetParent !== null);
    return pills
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent?.trim()} (${el.clientWidth}×${el.clientHeight}, conteúdo ${el.scrollWidth}×${el.scrollHeight})`);
  });
}

describe.skipIf(!browserAvailable())("layout: pílulas a 360 px, arte dos cursos no desktop, tabelas", () => {
  const e2e = useE2e();

  it.each(PUBLIC_PAGES.map((p) => p.path))("%s: no pill at 360 px has its label spilling out of it", async (path) => {
    const { page } = await e2e.open({ viewport: MOBILE });
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await squeezedPills(page)).toEqual([]);
  });

  it("a course's art keeps its 8:5 frame beside the long text on a desktop", async () => {
    const { page } = await e2e.open({ viewport: DESKTOP });
    await page.goto(ROUTES.courses);
    const images = page.locator("article img");
    await images.first().waitFor();
    const ratios = await images.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect()).map((box) => box.width / box.height));
    expect(ratios.length).toBeGreaterThan(0);
    for (const ratio of ratios) expect(ratio).toBeCloseTo(8 / 5, 1);
  });

  it("table cells hyphenate by the page's language (pt-BR) and do not break words anywhere", async () => {
    const { page } = await e2e.open({ viewport: MOBILE });
    await page.goto(ROUTES.clubJourney);
    const cell = page.locator("table td").first();
    await cell.waitFor();
    const style = await cell.evaluate((el) => {
      const css = getComputedStyle(el);
      return { lang: el.closest("[lang]")?.getAttribute("lang"), hyphens: css.hyphens, wordBreak: css.wordBreak, overflowWrap: css.overflowWrap };
    });
    expect(style).toEqual({ lang: "pt-BR", hyphens: "auto", wordBreak: "normal", overflowWrap: "normal" });
  });
});
