import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { ROUTES } from "#domain/paths.ts";
import { browserAvailable, DESKTOP, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";

import { seriousViolations } from "./support/axe.ts";
import { authDialog, signedInAdmin, signInViaHttp, welcomeDialog } from "./support/flows.ts";

// axe-core on every screen of the foundation, at phone and desktop widths, plus the keyboard
// path to the sign-in modal. Only serious and critical violations fail; each one is printed.

/** Collects the violations of each screen visited at one width; the test prints them all at the end. */
function auditor(page: Page, failures: string[]) {
  return async (screen: string) => {
    const found = await seriousViolations(page);
    const width = page.viewportSize()?.width;
    if (found.length) failures.push(`${screen} @ ${width}px\n  ${found.join("\n  ")}`);
  };
}

/** Opens the auth modal from the header, whichever width shows its button. */
async function openModal(page: Page) {
  const header = page.getByRole("banner");
  const toggle = header.getByRole("button", { name: "Abrir menu" });
  if (await toggle.isVisible()) await toggle.click();
  await header.getByRole("button", { name: "Login / Cadastro" }).filter({ visible: true }).click();
  const dialog = authDialog(page);
  await dialog.waitFor();
  return dialog;
}

const closeDialog = async (page: Page, dialog: Locator) => {
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
};

describe.skipIf(!browserAvailable())("acessibilidade", () => {
  const e2e = useE2e({ people: { client: {} } });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`a ${viewport.width}px: início, pop-up de boas-vindas, menu, modal de acesso (cada aba e a recuperação) e login administrativo`, async () => {
      const failures: string[] = [];
      const { page } = await e2e.open({ viewport, welcomePopup: true });
      const audit = auditor(page, failures);
      await page.goto("/");
      const welcome = welcomeDialog(page);
      await welcome.waitFor();
      await audit("pop-up de boas-vindas");
      await closeDialog(page, welcome);
      await audit("início");
      const toggle = page.getByRole("button", { name: "Abrir menu" });
      if (await toggle.isVisible()) {
        await toggle.click();
        await audit("início com o menu do celular aberto");
      }
      let dialog = await openModal(page);
      await audit("modal, aba Login");
      await dialog.getByRole("tab", { name: "Cadastro" }).click();
      await dialog.getByRole("button", { name: "Próximo" }).click();
      await dialog.getByRole("alert").first().waitFor();
      await audit("modal, aba Cadastro com erros");
      await closeDialog(page, dialog);
      dialog = await openModal(page);
      await dialog.getByRole("button", { name: "Esqueceu sua senha?" }).click();
      await dialog.getByRole("heading", { name: "Recuperar Senha" }).waitFor();
      await audit("modal, Recuperar Senha");
      await page.goto(ROUTES.adminLogin);
      await audit("login administrativo");
      expect(failures.join("\n\n"), "violações sérias ou críticas do axe").toBe("");
    });

    it(`a ${viewport.width}px: área do cliente e painel administrativo`, async () => {
      const failures: string[] = [];
      const client = await e2e.open({ viewport });
      await signInViaHttp(client.context, e2e.people.client);
      await client.page.goto(ROUTES.clientArea);
      await client.page.getByRole("heading", { name: "Área do Cliente" }).waitFor();
      await auditor(client.page, failures)("área do cliente");
      const admin = await e2e.open({ viewport });
      await signedInAdmin(admin.context);
      await admin.page.goto(ROUTES.admin);
      await admin.page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
      await auditor(admin.page, failures)("painel administrativo");
      expect(failures.join("\n\n"), "violações sérias ou críticas do axe").toBe("");
    });
  }

  it("pelo teclado: Tab chega a 'Login / Cadastro', Enter abre o modal, Esc fecha e o foco volta", async () => {
    const { page } = await e2e.open({ viewport: DESKTOP });
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Login / Cadastro" });
    await button.waitFor();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await button.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Tab não alcançou o botão 'Login / Cadastro'").toBe(true);
    await page.keyboard.press("Enter");
    const dialog = authDialog(page);
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
