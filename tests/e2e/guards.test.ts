import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { ADMIN_TILES } from "#app/routes/admin/dashboard.tsx";
import { guardTexts, toasts } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";
import { ADMIN } from "#tests/fixtures/e2e-server.ts";

import { authDialog, expectToast, signedInAdmin, signInThroughModal, signInViaHttp } from "./support/flows.ts";

// Who may see which area: the client area, the therapist area and the admin panel with its own login.

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function adminSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar no painel" }).click();
}

describe.skipIf(!browserAvailable())("guardas de acesso e login administrativo", () => {
  const e2e = useE2e({ people: { client: { name: "Cliente da Guarda" } } });

  it("a área do cliente pede login e volta para ela depois de entrar", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.clientArea);
    await expect.poll(() => pathOf(page)).toBe("/");
    const dialog = authDialog(page);
    await dialog.waitFor();
    await signInThroughModal(dialog, e2e.people.client.email, e2e.people.client.password);
    // Their first sign-in since confirming: the confirmation toast, not 'Bem-vindo(a) de volta'.
    await expectToast(page, toasts.accountConfirmed);
    await expect.poll(() => pathOf(page)).toBe(ROUTES.clientArea);
    await page.getByRole("heading", { name: "Área do Cliente" }).waitFor();
  });

  it("um cliente que abre a área do terapeuta fica na área do cliente", async () => {
    const { page, context } = await e2e.open();
    await signInViaHttp(context, e2e.people.client);
    await page.goto(ROUTES.therapist);
    expect(pathOf(page)).toBe(ROUTES.clientArea);
    await page.getByRole("heading", { name: "Área do Cliente" }).waitFor();
  });

  it("um cliente no painel vê 'Acesso Restrito' e um botão para o início", async () => {
    const { page, context, allowHttpError } = await e2e.open();
    await signInViaHttp(context, e2e.people.client);
    allowHttpError(403, ROUTES.admin);
    await page.goto(ROUTES.admin);
    await page.getByRole("heading", { name: guardTexts.restrictedTitle }).waitFor();
    await page.getByText(guardTexts.restrictedBody, { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Painel Administrativo" }).count()).toBe(0);
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect.poll(() => pathOf(page)).toBe("/");
  });

  it("mostra 'Verificando suas credenciais...' enquanto entra no painel pela navegação do site", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto("/");
    // Hold the panel's data request so the checking state stays on screen long enough to see.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Admin" }).click();
    await page.getByRole("status").getByText(guardTexts.checking, { exact: true }).waitFor();
    release();
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
    expect(await page.getByText(guardTexts.checking).count()).toBe(0);
  });

  it("o admin entra por /admin/login, vê os painéis (os sete da spec e Pedidos) e sai", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.adminLogin);
    await adminSignIn(page, ADMIN.email, ADMIN.password);
    await expectToast(page, toasts.adminWelcome(ADMIN.name));
    await expect.poll(() => pathOf(page)).toBe(ROUTES.admin);
    const tiles = page.getByRole("main").getByRole("listitem");
    await tiles.first().waitFor();
    const texts = await tiles.allInnerTexts();
    expect(texts.map((t) => t.split("\n").slice(0, 2))).toEqual(ADMIN_TILES.map((t) => [t.label, t.description]));
    await page.getByRole("button", { name: "Sair" }).click();
    await expectToast(page, toasts.loggedOut);
    await expect.poll(() => pathOf(page)).toBe("/");
    await page.getByRole("banner").getByRole("button", { name: "Login / Cadastro" }).waitFor();
  });

  it("recusa um cliente no login administrativo e não o deixa conectado", async () => {
    const { page, allowHttpError } = await e2e.open();
    allowHttpError(403, "/conta/admin-entrar");
    await page.goto(ROUTES.adminLogin);
    await adminSignIn(page, e2e.people.client.email, e2e.people.client.password);
    await expectToast(page, toasts.notAdmin);
    expect(pathOf(page)).toBe(ROUTES.adminLogin);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login / Cadastro" }).waitFor();
    expect(await page.getByTestId("points-badge").count()).toBe(0);
  });

  it("o painel sem login leva ao login administrativo e volta ao painel depois de entrar", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.admin);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(`${ROUTES.adminLogin}?voltar=%2Fadmin`);
    await adminSignIn(page, ADMIN.email, ADMIN.password);
    await expectToast(page, toasts.adminWelcome(ADMIN.name));
    await expect.poll(() => pathOf(page)).toBe(ROUTES.admin);
    await page.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
  });
});
