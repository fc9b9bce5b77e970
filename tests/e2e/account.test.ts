import { describe, expect, it } from "vitest";

import { accountMessages } from "#domain/account/messages.ts";
import { accountNotices, toasts } from "#domain/messages.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { registration } from "#tests/fixtures/people.ts";

import { authDialog, digits, expectToast, fieldError, openAuthModal, pointsBadgeText, registerThroughWizard, signInThroughModal } from "./support/flows.ts";

// Sign-up, e-mail confirmation, sign-in, sign-out and password recovery, through the auth modal.
// This server has no Google configuration, so it also covers the Google button being absent.

describe.skipIf(!browserAvailable())("conta: cadastro, confirmação, login e recuperação de senha", () => {
  // People who already have an account, for the tests that are not about signing up.
  const e2e = useE2e({ people: { forgetful: { name: "Pessoa Esquecida" }, existing: { name: "Pessoa Cadastrada" } } });

  it("cadastra pelo assistente, confirma pelo e-mail, entra, mostra os pontos e sai", async () => {
    const { page } = await e2e.open();
    const r = registration({ name: "Pessoa Cadastro" });
    await page.goto("/");
    const dialog = await openAuthModal(page);
    await dialog.getByRole("tab", { name: "Cadastro" }).click();
    await dialog.getByText("Etapa 1 de 3").waitFor();
    await dialog.getByLabel("Nome completo").fill(r.name);
    await dialog.getByLabel("E-mail", { exact: true }).fill(r.email);
    await dialog.getByLabel("Senha", { exact: true }).fill(r.password);
    await dialog.getByRole("button", { name: "Próximo" }).click();

    // Step 2: the masks format digits as they are typed and stop at the field's length.
    await dialog.getByText("Etapa 2 de 3").waitFor();
    const cpf = dialog.getByLabel("CPF");
    await cpf.pressSequentially(`${digits(r.cpf)}99`);
    expect(await cpf.inputValue()).toBe("529.982.247-25");
    const birth = dialog.getByLabel("Data de nascimento");
    await birth.pressSequentially(`${digits(r.birthDate)}1`);
    expect(await birth.inputValue()).toBe("05/03/1990");
    const whatsapp = dialog.getByLabel("WhatsApp");
    await whatsapp.pressSequentially(`${digits(r.whatsapp)}0`);
    expect(await whatsapp.inputValue()).toBe("(11) 98765-4321");
    await dialog.getByRole("button", { name: "Próximo" }).click();

    await dialog.getByText("Etapa 3 de 3").waitFor();
    const cep = dialog.getByLabel("CEP");
    await cep.pressSequentially(`${digits(r.cep)}5`);
    expect(await cep.inputValue()).toBe("01310-100");
    await dialog.getByLabel("Rua").fill(r.street);
    await dialog.getByLabel("Número").fill(r.number);
    await dialog.getByLabel("Bairro").fill(r.neighborhood);
    await dialog.getByLabel("Cidade").fill(r.city);
    const uf = dialog.getByLabel("UF");
    await uf.pressSequentially("spx");
    expect(await uf.inputValue()).toBe("SP");
    await dialog.getByRole("button", { name: "Criar Conta" }).click();

    await expectToast(page, toasts.signupSucceeded);
    expect(await dialog.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Escape");

    // The confirmation e-mail reaches the SMTP peer; its link, opened in the browser, confirms the address.
    const mail = await e2e.app.smtp.waitFor(r.email, (m) => m.text.includes("verify-email"));
    await page.goto(e2e.app.smtp.linkIn(mail, "verify-email"));
    await expectToast(page, toasts.emailConfirmedSignIn);
    const again = authDialog(page);
    await again.waitFor();
    await signInThroughModal(again, r.email, r.password);
    // The very first sign-in greets with the confirmation, not with 'Bem-vindo(a) de volta'.
    await expectToast(page, toasts.accountConfirmed);
    expect(await page.locator("[data-sonner-toast]", { hasText: toasts.welcomeBack(r.name).title }).count()).toBe(0);
    await again.waitFor({ state: "hidden" });
    expect(await pointsBadgeText(page)).toBe("0 pontos");

    // The mobile menu names the person.
    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principal (celular)" });
    await menu.getByText(r.name, { exact: true }).waitFor();
    await menu.getByRole("button", { name: "Sair" }).click();
    await expectToast(page, toasts.loggedOut);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByRole("banner").getByRole("button", { name: "Login / Cadastro" }).first().waitFor({ state: "attached" });
    expect(await page.getByTestId("points-badge").count()).toBe(0);
  });

  it("mostra as mensagens de validação ao lado de cada campo e reinicia o assistente ao fechar", async () => {
    const { page } = await e2e.open();
    await page.goto("/");
    let dialog = await openAuthModal(page);
    await dialog.getByRole("tab", { name: "Cadastro" }).click();
    await dialog.getByLabel("Nome completo").fill("Pessoa Validação");
    await dialog.getByLabel("E-mail", { exact: true }).fill("validacao@essencia.test");
    await dialog.getByLabel("Senha", { exact: true }).fill("curta");
    await dialog.getByRole("button", { name: "Próximo" }).click();
    expect(await fieldError(dialog, "Senha")).toBe(accountMessages.passwordTooShort);
    await dialog.getByLabel("Senha", { exact: true }).fill("senha-forte-123");
    await dialog.getByRole("button", { name: "Próximo" }).click();

    await dialog.getByLabel("CPF").pressSequentially("12345678900");
    const nextYear = new Date().getFullYear() + 1;
    await dialog.getByLabel("Data de nascimento").pressSequentially(`0101${nextYear}`);
    await dialog.getByLabel("WhatsApp").pressSequentially("11987654321");
    await dialog.getByRole("button", { name: "Próximo" }).click();
    expect(await fieldError(dialog, "CPF")).toBe(accountMessages.cpfInvalid);
    expect(await fieldError(dialog, "Data de nascimento")).toBe(accountMessages.birthDateFuture);
    await dialog.getByLabel("CPF").fill("");
    await dialog.getByLabel("CPF").pressSequentially("52998224725");
    await dialog.getByLabel("Data de nascimento").fill("");
    await dialog.getByLabel("Data de nascimento").pressSequentially("15031990");
    await dialog.getByRole("button", { name: "Próximo" }).click();

    await dialog.getByLabel("CEP").pressSequentially("01310100");
    await dialog.getByLabel("Rua").fill("Avenida Paulista");
    await dialog.getByLabel("Número").fill("1000");
    await dialog.getByLabel("Bairro").fill("Bela Vista");
    await dialog.getByLabel("Cidade").fill("São Paulo");
    await dialog.getByLabel("UF").pressSequentially("XX");
    await dialog.getByRole("button", { name: "Criar Conta" }).click();
    expect(await fieldError(dialog, "UF")).toBe(accountMessages.stateInvalid);

    // Closing throws the half-filled wizard away.
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await dialog.waitFor({ state: "hidden" });
    dialog = await openAuthModal(page);
    await dialog.getByRole("tab", { name: "Cadastro" }).click();
    await dialog.getByText("Etapa 1 de 3").waitFor();
    expect(await dialog.getByLabel("Nome completo").inputValue()).toBe("");
    expect(await dialog.getByLabel("E-mail", { exact: true }).inputValue()).toBe("");
    expect(await dialog.getByLabel("Senha", { exact: true }).inputValue()).toBe("");
  });

  it("recupera a senha pelo e-mail: a nova senha entra e a antiga não", async () => {
    const { page, allowHttpError } = await e2e.open();
    const r = e2e.people.forgetful;
    allowHttpError(401, "/conta/entrar");
    await page.goto("/");
    let dialog = await openAuthModal(page);
    await dialog.getByRole("button", { name: "Esqueceu sua senha?" }).click();
    await dialog.getByRole("heading", { name: "Recuperar Senha" }).waitFor();
    await dialog.getByLabel("E-mail", { exact: true }).fill(r.email);
    await dialog.getByRole("button", { name: "Enviar link de recuperação" }).click();
    await expectToast(page, toasts.resetSent);

    const mail = await e2e.app.smtp.waitFor(r.email, (m) => m.text.includes("reset-password"));
    await page.goto(e2e.app.smtp.linkIn(mail, "reset-password"));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/redefinir-senha");
    const newPassword = "nova-senha-456";
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirme a nova senha").fill(newPassword);
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expectToast(page, toasts.passwordChanged);

    // The reset page sends people to the sign-in modal.
    dialog = authDialog(page);
    await dialog.waitFor();
    await signInThroughModal(dialog, r.email, r.password);
    await expectToast(page, toasts.loginFailed());
    await signInThroughModal(dialog, r.email, newPassword);
    // The person's first sign-in since confirming greets with the confirmation.
    await expectToast(page, toasts.accountConfirmed);
    expect(await pointsBadgeText(page)).toBe("0 pontos");
  });

  it("avisa senha errada no login e e-mail repetido no cadastro", async () => {
    const { page, allowHttpError } = await e2e.open();
    const r = e2e.people.existing;
    allowHttpError(401, "/conta/entrar");
    allowHttpError(409, "/conta/cadastro");
    await page.goto("/");
    const dialog = await openAuthModal(page);
    await signInThroughModal(dialog, r.email, "senha-errada-999");
    await expectToast(page, toasts.loginFailed());
    expect(await page.getByTestId("points-badge").count()).toBe(0);

    await registerThroughWizard(dialog, registration({ name: "Outra Pessoa", email: r.email }));
    await expectToast(page, toasts.signupFailed(accountNotices.duplicateEmail));
    // The wizard goes back to the step with the e-mail and says what is wrong there.
    await dialog.getByText("Etapa 1 de 3").waitFor();
    expect(await fieldError(dialog, "E-mail")).toBe(accountNotices.duplicateEmail);
  });

  it("sem Google configurado, o modal não oferece 'Entrar com Google'", async () => {
    const { page } = await e2e.open();
    await page.goto("/");
    const dialog = await openAuthModal(page);
    await dialog.getByRole("button", { name: "Entrar", exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: "Entrar com Google" }).count()).toBe(0);
    await dialog.getByRole("tab", { name: "Cadastro" }).click();
    await dialog.getByText("Etapa 1 de 3").waitFor();
    expect(await dialog.getByRole("button", { name: "Entrar com Google" }).count()).toBe(0);
  });
});
