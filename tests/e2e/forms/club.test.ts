import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { clubMessages, clubSignupTexts } from "#domain/forms/club-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";
import { uniqueEmail } from "#tests/fixtures/people.ts";
import { postgresAvailable } from "#tests/fixtures/postgres.ts";
import { clubSubscriptionsFor } from "#tests/fixtures/stored.ts";

import { seriousViolations } from "../support/axe.ts";
import { expectToast, fieldError, signInViaHttp } from "../support/flows.ts";
import { allDisabled, holdPost, isFocused } from "./support.ts";

// The therapists' club sign-up in Chromium against the built server: the red messages under each
// field, the sending state, the toast and the way back to the club, the stored row, a second
// sign-up with the same e-mail, and a signed-in member's sign-up tied to their account.

const ready = browserAvailable() && (await postgresAvailable());

const TERMS = `${clubSignupTexts.termsLabel} ${clubSignupTexts.termsLink}`;

describe.skipIf(!ready)("inscrição no clube de terapeutas", () => {
  // PostgreSQL, so the test reads what the form stored while the server keeps running.
  const e2e = useE2e({ database: "postgres", people: { member: { name: "Membro do Clube" } } });

  const rowsFor = (email: string) => clubSubscriptionsFor(e2e.db, email);

  async function openForm(page: Page) {
    await page.goto(ROUTES.clubSignUp);
    await page.getByRole("heading", { level: 1, name: clubSignupTexts.title }).waitFor();
    const form = page.getByRole("form", { name: clubSignupTexts.title });
    return { form, submit: form.getByRole("button", { name: clubSignupTexts.submit }) };
  }

  async function fillRequired(form: Locator, email: string, name = "Clara Terapeuta") {
    await form.getByLabel("Nome completo").fill(name);
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").pressSequentially("41988887777");
    await form.getByLabel("CPF").pressSequentially("12345678900");
    await form.getByLabel("Data de nascimento").pressSequentially("07031985");
    await form.getByLabel("Endereço completo").fill("Rua das Flores, 10 – Centro, Curitiba/PR");
    await form.getByLabel(new RegExp(TERMS)).check();
  }

  it("mostra a mensagem do §5 sob cada campo, envia, volta ao clube e guarda cada campo", async () => {
    const { page } = await e2e.open();
    const { form, submit } = await openForm(page);
    const email = uniqueEmail("clara").toLowerCase();

    await submit.click();
    await expectToast(page, toasts.clubInvalid);
    const expected: Array<[string, string]> = [
      ["Nome completo", clubMessages.nameRequired],
      ["E-mail", "E-mail inválido."],
      ["WhatsApp", "WhatsApp é obrigatório."],
      ["CPF", "CPF é obrigatório."],
      ["Data de nascimento", "Data de nascimento é obrigatória."],
      ["Endereço completo", "Endereço é obrigatório."],
    ];
    for (const [label, message] of expected) expect(await fieldError(form, label), label).toBe(message);
    const terms = form.getByLabel(new RegExp(TERMS));
    expect(await terms.getAttribute("aria-invalid")).toBe("true");
    await form.getByText("Você deve aceitar o termo de adesão.", { exact: true }).waitFor();
    const termsLink = form.getByRole("link", { name: new RegExp(clubSignupTexts.termsLink) });
    expect(await termsLink.getAttribute("href")).toBe(ROUTES.clubTerms);
    expect(await termsLink.getAttribute("target")).toBe("_blank");
    expect(await isFocused(form.getByLabel("Nome completo"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The e-mail rule is the simple x@y pattern.
    await form.getByLabel("E-mail").fill("clara");
    await submit.click();
    expect(await fieldError(form, "E-mail")).toBe("E-mail inválido.");

    await fillRequired(form, email);
    // Masks shape what is typed; optional fields and networks may be filled or left blank.
    expect(await form.getByLabel("WhatsApp").inputValue()).toBe("(41) 98888-7777");
    expect(await form.getByLabel("CPF").inputValue()).toBe("123.456.789-00");
    expect(await form.getByLabel("Data de nascimento").inputValue()).toBe("07/03/1985");
    await form.getByLabel("Local de atendimento (opcional)").fill("Consultório no Batel");
    await form.getByLabel("Instagram").fill("@clara.terapias");
    await form.getByLabel("Site").fill("https://clara.exemplo.com");

    const held = await holdPost(page, FORM_ENDPOINTS.club);
    await submit.click();
    await form.getByRole("button", { name: clubSignupTexts.sending }).waitFor();
    expect(await allDisabled(form)).toBe(true);
    held.release();
    await expectToast(page, toasts.clubSucceeded);
    await page.waitForURL((url) => url.pathname === ROUTES.club);

    expect(await rowsFor(email)).toEqual([
      {
        userId: null,
        name: "Clara Terapeuta",
        email,
        whatsapp: "(41) 98888-7777",
        cpf: "123.456.789-00",
        address: "Rua das Flores, 10 – Centro, Curitiba/PR",
        birthDate: "1985-03-07",
        serviceLocation: "Consultório no Batel",
        socialMedia: { instagram: "@clara.terapias", website: "https://clara.exemplo.com" },
      },
    ]);
  });

  it("o mesmo e-mail não se inscreve duas vezes: 'Erro na inscrição' e continua uma linha", async () => {
    const email = uniqueEmail("repetida").toLowerCase();
    const first = await e2e.open();
    const one = await openForm(first.page);
    await fillRequired(one.form, email);
    await one.submit.click();
    await expectToast(first.page, toasts.clubSucceeded);

    const second = await e2e.open();
    second.allowHttpError(409, FORM_ENDPOINTS.club);
    const two = await openForm(second.page);
    await fillRequired(two.form, email.toUpperCase());
    await two.submit.click();
    await expectToast(second.page, toasts.clubFailed);
    // The person stays on the form, able to correct it.
    expect(new URL(second.page.url()).pathname).toBe(ROUTES.clubSignUp);
    expect(await two.submit.isEnabled()).toBe(true);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("quem está logado encontra nome e e-mail preenchidos e a inscrição fica ligada à conta", async () => {
    const { page, context } = await e2e.open();
    const { member } = e2e.people;
    await signInViaHttp(context, member);
    const { form, submit } = await openForm(page);
    expect(await form.getByLabel("Nome completo").inputValue()).toBe(member.name);
    expect(await form.getByLabel("E-mail").inputValue()).toBe(member.email);
    await fillRequired(form, member.email, member.name);
    await submit.click();
    await expectToast(page, toasts.clubSucceeded);
    expect(await rowsFor(member.email)).toEqual([expect.objectContaining({ userId: member.id, name: member.name })]);
  });
});
