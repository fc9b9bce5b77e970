import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";

import { AUTH_MODAL_TITLE } from "#app/components/layout/auth-modal.tsx";
import { WELCOME_POPUP_TITLE } from "#app/components/layout/welcome-popup.tsx";
import type { RegisterInput } from "#domain/account/schemas.ts";
import type { ToastMessage } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS } from "#domain/paths.ts";
import { ADMIN } from "#tests/fixtures/e2e-server.ts";

// What a person does and sees, in the words the page uses. People come from tests/fixtures/people.ts:
// `registration()` for tests about signing up, `seedPerson()` (through useE2e's `seed` or `e2e.db`) for the rest.

/** What a person types into a masked field: the digits (the mask adds the rest). */
export const digits = (masked: string) => masked.replace(/\D/g, "");

/** The header's points badge (desktop and tablet widths). */
export async function pointsBadgeText(page: Page): Promise<string> {
  const badge = page.getByTestId("points-badge");
  await badge.waitFor({ state: "visible" });
  return (await badge.innerText()).trim();
}

export const authDialog = (page: Page) => page.getByRole("dialog", { name: AUTH_MODAL_TITLE });
export const welcomeDialog = (page: Page) => page.getByRole("dialog", { name: WELCOME_POPUP_TITLE });

/** The toast with this exact title (and description, when the message has one) is on screen. */
export async function expectToast(page: Page, message: ToastMessage): Promise<Locator> {
  const toast = page.locator("[data-sonner-toast]").filter({ has: page.getByText(message.title, { exact: true }) });
  await toast.first().waitFor({ state: "visible" });
  if (message.description) await toast.first().getByText(message.description, { exact: true }).waitFor({ state: "visible" });
  return toast.first();
}

/** The error text shown right under the field with this label, tied to it by aria-describedby. */
export async function fieldError(scope: Locator, label: string): Promise<string> {
  const input = scope.getByLabel(label, { exact: true });
  await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
  const ids = (await input.getAttribute("aria-describedby")) ?? "";
  const errorId = ids.split(" ").find((id) => id.endsWith("-error"));
  if (!errorId) throw new Error(`o campo "${label}" não aponta para uma mensagem de erro`);
  return (await scope.page().locator(`[id="${errorId}"]`).innerText()).trim();
}

/** Opens the auth modal from the header (desktop) and returns it. */
export async function openAuthModal(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Login / Cadastro" }).click();
  const dialog = authDialog(page);
  await dialog.waitFor({ state: "visible" });
  return dialog;
}

export async function signInThroughModal(dialog: Locator, email: string, password: string) {
  await dialog.getByRole("tab", { name: "Login" }).click();
  await dialog.getByLabel("E-mail", { exact: true }).fill(email);
  await dialog.getByLabel("Senha", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Walks the three wizard steps, typing digits into the masked fields as a person would. */
export async function registerThroughWizard(dialog: Locator, r: RegisterInput) {
  await dialog.getByRole("tab", { name: "Cadastro" }).click();
  await dialog.getByLabel("Nome completo").fill(r.name);
  await dialog.getByLabel("E-mail", { exact: true }).fill(r.email);
  await dialog.getByLabel("Senha", { exact: true }).fill(r.password);
  await dialog.getByRole("button", { name: "Próximo" }).click();
  await dialog.getByLabel("CPF").pressSequentially(digits(r.cpf));
  await dialog.getByLabel("Data de nascimento").pressSequentially(digits(r.birthDate));
  await dialog.getByLabel("WhatsApp").pressSequentially(digits(r.whatsapp));
  await dialog.getByRole("button", { name: "Próximo" }).click();
  await dialog.getByLabel("CEP").pressSequentially(digits(r.cep));
  await dialog.getByLabel("Rua").fill(r.street);
  await dialog.getByLabel("Número").fill(r.number);
  await dialog.getByLabel("Bairro").fill(r.neighborhood);
  await dialog.getByLabel("Cidade").fill(r.city);
  await dialog.getByLabel("UF").pressSequentially(r.state);
  await dialog.getByRole("button", { name: "Criar Conta" }).click();
}

// Through the server's own endpoints: the browser context's request client shares the
// context's cookies, so a sign-in here signs the page in too.

// Playwright's request context sends no Origin; it speaks as the site's own page, as a browser's fetch would say.
const json = (data: unknown) => ({
  data: data as Record<string, unknown>,
  headers: { "content-type": "application/json", accept: "application/json", "sec-fetch-site": "same-origin" },
});

/** What the wizard posts, for tests about signing up that do not walk the wizard itself. */
export async function registerViaHttp(context: BrowserContext, r: RegisterInput) {
  const res = await context.request.post(ACCOUNT_ACTIONS.signUp, json(r));
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs `person` (e.g. one from seedPerson) in within `context`, as the modal does. */
export async function signInViaHttp(context: BrowserContext, person: { email: string; password: string }) {
  const res = await context.request.post(ACCOUNT_ACTIONS.signIn, json({ email: person.email, password: person.password }));
  expect(res.status(), await res.text()).toBe(200);
}

/** The ADMIN_EMAIL admin, signed in within `context` through the admin login's action. */
export async function signedInAdmin(context: BrowserContext) {
  const res = await context.request.post(ACCOUNT_ACTIONS.adminSignIn, json({ email: ADMIN.email, password: ADMIN.password }));
  expect(res.status(), await res.text()).toBe(200);
}
