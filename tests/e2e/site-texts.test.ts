import { describe, expect, it } from "vitest";

import { contentTexts } from "#domain/content/editor-lists.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";

import { seriousViolations } from "./support/axe.ts";
import { signedInAdmin } from "./support/flows.ts";

// Issue 17's texts in the browser, as staff: the founder's text written in the editor (with the
// Markdown subset) reaches / and /instituto, and a club price's valid-until date decides which price
// a visitor reads — a future date shows the founder price with its day, a past one the next price.

describe.skipIf(!browserAvailable())("site texts and club prices edited by staff", () => {
  const e2e = useE2e();

  it("the founder's new text shows on / and /instituto, bold as bold, with no raw HTML", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.content);
    await page.getByRole("link", { name: "Textos do site" }).click();
    await page.waitForURL((url) => url.pathname === ADMIN_ROUTES.contentTexts);
    const form = page.getByRole("form", { name: "Instituto e fundadora" });
    await form
      .getByLabel("Texto da fundadora")
      .fill("A fundadora **acolhe** cada pessoa <b>como ela é</b>.\n\nEscreva para [o instituto](mailto:contato@exemplo.com.br).");
    await form.getByText("Prévia do texto").first().click();
    await form.locator("strong", { hasText: "acolhe" }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText(contentTexts.saved.title).first().waitFor();

    const visitor = await e2e.open();
    for (const path of [ROUTES.home, ROUTES.institute]) {
      await visitor.page.goto(path);
      const bold = visitor.page.locator("main strong", { hasText: "acolhe" });
      await bold.waitFor();
      const paragraph = await bold.locator("xpath=..").innerText();
      expect(paragraph, path).toBe("A fundadora acolhe cada pessoa <b>como ela é</b>.");
      expect(await visitor.page.locator("main b").count(), path).toBe(0);
    }
    const link = visitor.page.locator("main").getByRole("link", { name: "o instituto", exact: true });
    expect(await link.getAttribute("href")).toBe("mailto:contato@exemplo.com.br");
  });

  it("a founder price valid until a future day shows with its day; moved to a past day, the next price shows by itself", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.contentClub);
    const form = page.getByRole("form", { name: "Clube: preços e jornada" });
    const monthly = form.getByRole("group", { name: "Mensalidade" });
    await monthly.getByLabel("Válido até (horário de Brasília)").fill("2099-12-20");
    await form.getByRole("group", { name: "Etapa 1 da jornada" }).getByLabel("Quando").fill("5 e 6 de março de 2099 · formato híbrido");
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText(contentTexts.saved.title).first().waitFor();

    const visitor = await e2e.open();
    await visitor.page.goto(ROUTES.club);
    await visitor.page.getByText("para quem aderir até 20/12, garantida para sempre").waitFor();
    await visitor.page.getByText("R$ 247/mês").waitFor();
    await visitor.page.getByText("após 20/12: R$ 297/mês").waitFor();
    await visitor.page.goto(ROUTES.clubJourney);
    await visitor.page.getByText("5 e 6 de março de 2099 · formato híbrido").waitFor();

    await monthly.getByLabel("Válido até (horário de Brasília)").fill("2020-01-31");
    await form.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText("versão 3").waitFor();

    await visitor.page.goto(ROUTES.club);
    await visitor.page.getByText("R$ 297/mês").waitFor();
    const main = await visitor.page.locator("main").innerText();
    expect(main).not.toContain("R$ 247");
    expect(main).not.toContain("31/01");
  });

  it("a wrong price and date are refused next to their fields, in Portuguese", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.contentClub);
    const form = page.getByRole("form", { name: "Clube: preços e jornada" });
    await form.getByRole("group", { name: "Plano anual" }).getByLabel("Valor", { exact: true }).fill("mil reais");
    await form.getByRole("button", { name: contentTexts.save }).click();
    await form.getByRole("group", { name: "Plano anual" }).getByText("Informe o valor em reais, por exemplo R$ 1.290,00.").waitFor();
  });
});
