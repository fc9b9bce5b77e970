import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A/AA and best
 * practices), one readable line each. Toasts are measured once their entry animation is over:
 * mid-fade their text is translucent and axe reports a contrast that no one ever sees.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => getComputedStyle(t).opacity === "1"), undefined, {
    timeout: 5_000,
  });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`).join("\n")}`);
}
