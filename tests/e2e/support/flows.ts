import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { AUTH_MODAL_TITLE } from "#app/components/layout/auth-modal.tsx";
import { WELCOME_POPUP_TITLE } from "#app/components/layout/welcome-popup.tsx";
import { maskBirthDate, maskCep, maskCpf, maskWhatsapp } from "#domain/br.ts";
import type { ToastMessage } from "#domain/messages.ts";
import { ADMIN, type AppServer } from "./app-server.ts";

// What a person does and sees, in the words the page uses.

let sequence = 0;
/** A fresh address per call, so tests sharing a server never collide. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(sequence++).toString(36)}@essencia.test`;

/** A registration that passes every rule of the wizard (529.982.247-25 is a valid CPF). */
export function validRegistration(tag: string) {
  return {
    name: `Pessoa ${tag}`,
    email: uniqueEmail(tag),
    password: "senha-forte-123",
    cpf: "52998224725",
    birthDate: "15031990",
    whatsapp: "11987654321",
    isTherapist: false,
    cep: "01310100",
    street: "Avenida Paulista",
    number: "1000",
    complement: "",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
  };
}
export type Registration = ReturnType<typeof validRegistration>;

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
export async function registerThroughWizard(dialog: Locator, r: Registration) {
  await dialog.getByRole("tab", { name: "Cadastro" }).click();
  await dialog.getByLabel("Nome completo").fill(r.name);
  await dialog.getByLabel("E-mail", { exact: true }).fill(r.email);
  await dialog.getByLabel("Senha", { exact: true }).fill(r.password);
  await dialog.getByRole("button", { name: "Próximo" }).click();
  await dialog.getByLabel("CPF").pressSequentially(r.cpf);
  await dialog.getByLabel("Data de nascimento").pressSequentially(r.birthDate);
  await dialog.getByLabel("WhatsApp").pressSequentially(r.whatsapp);
  await dialog.getByRole("button", { name: "Próximo" }).click();
  await dialog.getByLabel("CEP").pressSequentially(r.cep);
  await dialog.getByLabel("Rua").fill(r.street);
  await dialog.getByLabel("Número").fill(r.number);
  await dialog.getByLabel("Bairro").fill(r.neighborhood);
  await dialog.getByLabel("Cidade").fill(r.city);
  await dialog.getByLabel("UF").pressSequentially(r.state);
  await dialog.getByRole("button", { name: "Criar Conta" }).click();
}

// Seeding through the server's own endpoints (never its database): the browser context's
// request client shares the context's cookies, so a sign-in here signs the page in too.

const json = (data: unknown) => ({ data: data as Record<string, unknown>, headers: { "content-type": "application/json", accept: "application/json" } });

export async function registerViaHttp(context: BrowserContext, r: Registration) {
  const masked = { cpf: maskCpf(r.cpf), birthDate: maskBirthDate(r.birthDate), whatsapp: maskWhatsapp(r.whatsapp), cep: maskCep(r.cep) };
  const res = await context.request.post("/conta/cadastro", json({ ...r, ...masked }));
  expect(res.status(), await res.text()).toBe(200);
}

/** Follows the confirmation link the server e-mailed to this address. */
export async function confirmViaEmail(app: AppServer, email: string) {
  const mail = await app.smtp.waitFor(email, (m) => m.text.includes("verify-email"));
  const res = await fetch(app.smtp.linkIn(mail, "verify-email"), { redirect: "manual" });
  expect(res.status).toBe(302);
}

export async function signInViaHttp(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post("/conta/entrar", json({ email, password }));
  expect(res.status(), await res.text()).toBe(200);
}

/** The ADMIN_EMAIL admin, signed in within `context` through the admin login's action. */
export async function signedInAdmin(context: BrowserContext) {
  const res = await context.request.post("/conta/admin-entrar", json({ email: ADMIN.email, password: ADMIN.password }));
  expect(res.status(), await res.text()).toBe(200);
}

/** A confirmed client, signed in within `context`. */
export async function signedInClient(app: AppServer, context: BrowserContext, tag: string): Promise<Registration> {
  const r = validRegistration(tag);
  await registerViaHttp(context, r);
  await confirmViaEmail(app, r.email);
  await signInViaHttp(context, r.email, r.password);
  return r;
}
