import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { RESEND_LABEL } from "#app/features/account/resend-confirmation.tsx";
import { soulMapMessages as m, soulMapTexts } from "#domain/forms/soul-map-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { leads } from "#server/db/schema.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";
import { registration } from "#tests/fixtures/people.ts";
import { postgresAvailable } from "#tests/fixtures/postgres.ts";
import { soulMapRequestsOf } from "#tests/fixtures/stored.ts";

import { seriousViolations } from "../support/axe.ts";
import { authDialog, expectToast, fieldError, registerViaHttp, signInThroughModal, signInViaHttp } from "../support/flows.ts";
import { allDisabled, holdPost, isFocused } from "./support.ts";

// The free soul map in Chromium against the built server: the three gates (visitor, unconfirmed,
// confirmed by following the e-mailed link), every message of §5, and the stored request.

const ready = browserAvailable() && (await postgresAvailable());

describe.skipIf(!ready)("mapa da alma gratuito", () => {
  // PostgreSQL, so the test reads what the form stored while the server keeps running.
  const e2e = useE2e({ database: "postgres", people: { requester: { name: "Pessoa do Mapa" } } });

  it("visitante vê 'Acesso Restrito' e entra pelo modal; sem confirmar vê 'Confirme seu E-mail'; após o link, o formulário", async () => {
    const { page, context } = await e2e.open();
    // The gate follows a real sign-up and its confirmation e-mail.
    const r = registration({ name: "Pessoa do Portão" });
    await registerViaHttp(context, r);

    await page.goto(ROUTES.freeSoulMap);
    await page.getByRole("heading", { name: soulMapTexts.restrictedTitle }).waitFor();
    await page.getByText(soulMapTexts.restrictedBody).waitFor();
    expect(await page.getByLabel("Horário de nascimento").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: soulMapTexts.loginCta }).click();
    const dialog = authDialog(page);
    await dialog.waitFor();
    await signInThroughModal(dialog, r.email, r.password);
    await expectToast(page, toasts.welcomeBack(r.name));
    await page.getByRole("heading", { name: soulMapTexts.confirmTitle }).waitFor();
    await page.getByText(soulMapTexts.confirmBody(r.email.toLowerCase())).waitFor();
    await page.getByRole("button", { name: RESEND_LABEL }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.freeSoulMap);
    expect(await seriousViolations(page)).toEqual([]);

    // Following the confirmation link opens the gate.
    const mail = await e2e.app.smtp.waitFor(r.email, (msg) => msg.text.includes("verify-email"));
    await page.goto(e2e.app.smtp.linkIn(mail, "verify-email"));
    // Already signed in: the link confirms and the person carries on (docs/decisions/061).
    await expectToast(page, toasts.accountConfirmed);
    await page.goto(ROUTES.freeSoulMap);
    const form = page.getByRole("form", { name: soulMapTexts.title });
    await form.waitFor();
    expect(await form.getByLabel("Nome completo").inputValue()).toBe(r.name);
    expect(await form.getByLabel("E-mail").inputValue()).toBe(r.email.toLowerCase());
  });

  it("mostra cada mensagem do §5, envia, agradece e guarda a data com zeros e o horário HH:MM", async () => {
    const { page, context } = await e2e.open();
    const r = e2e.people.requester;
    await signInViaHttp(context, r);
    await page.goto(ROUTES.freeSoulMap);
    const form = page.getByRole("form", { name: soulMapTexts.title });
    const submit = form.getByRole("button", { name: soulMapTexts.submit });

    await form.getByLabel("Nome completo").fill(" ");
    await form.getByLabel("Dia").fill("0");
    await form.getByLabel("Mês").fill("13");
    await form.getByLabel("Ano").fill("90");
    await form.getByLabel("E-mail").fill("joao@exemplo");
    await submit.click();
    await expectToast(page, toasts.soulMapInvalid);
    const expected: Array<[string, string]> = [
      ["Nome completo", "Nome é obrigatório."],
      ["Dia", "Dia inválido."],
      ["Mês", "Mês inválido."],
      ["Ano", "Ano inválido."],
      ["Horário de nascimento", "Horário é obrigatório."],
      ["Cidade de nascimento", "Cidade é obrigatória."],
      ["UF", "UF é obrigatória."],
      ["E-mail", "E-mail inválido."],
    ];
    for (const [label, message] of expected) expect(await fieldError(form, label), label).toBe(message);
    expect(await isFocused(form.getByLabel("Nome completo"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Digits only, at most 4 for the year.
    await form.getByLabel("Ano").fill("");
    await form.getByLabel("Ano").pressSequentially("19a905");
    expect(await form.getByLabel("Ano").inputValue()).toBe("1990");

    // Each part in range but no such day: the date as a whole is refused.
    await form.getByLabel("Nome completo").fill("João Estrela");
    await form.getByLabel("Dia").fill("31");
    await form.getByLabel("Mês").fill("2");
    await form.getByLabel("Horário de nascimento").fill("07:45");
    // The city picker of /relationship: typing suggests places, picking one fills the UF.
    await form.getByRole("combobox", { name: "Cidade de nascimento" }).pressSequentially("Curiti");
    await form.getByRole("option", { name: /Curitiba — PR/ }).click();
    expect(await form.getByLabel("UF").inputValue()).toBe("PR");
    await form.getByLabel("E-mail").fill(r.email);
    await submit.click();
    await expectToast(page, toasts.soulMapInvalid);
    expect(await fieldError(form, "Dia")).toBe(m.dateInvalid);
    expect(await isFocused(form.getByLabel("Dia"))).toBe(true);

    // A future date too.
    await form.getByLabel("Dia").fill("1");
    await form.getByLabel("Mês").fill("1");
    await form.getByLabel("Ano").fill(String(new Date().getFullYear() + 1));
    await submit.click();
    expect(await fieldError(form, "Ano")).toBe(m.dateInvalid);

    await form.getByLabel("Dia").fill("5");
    await form.getByLabel("Mês").fill("3");
    await form.getByLabel("Ano").fill("1990");
    await form.getByLabel("WhatsApp (opcional)").pressSequentially("41999990000");
    const held = await holdPost(page, FORM_ENDPOINTS.soulMap);
    await submit.click();
    await form.getByRole("button", { name: soulMapTexts.sending }).waitFor();
    expect(await allDisabled(form)).toBe(true);
    held.release();

    await expectToast(page, toasts.soulMapReceived);
    await page.getByRole("heading", { name: soulMapTexts.thanksTitle }).waitFor();
    await page.getByText(soulMapTexts.thanksBody).waitFor();
    // The instant reading, computed from what was typed: Curitiba, 05/03/1990 07:45.
    const reading = page.getByRole("region", { name: "Sua leitura instantânea" });
    await reading.getByRole("img", { name: /^Seu mapa\. Centros definidos:/ }).waitFor();
    // The engine says: a Generator with Sacral authority, profile 4/6.
    expect(await reading.locator("dd").allInnerTexts()).toEqual(["Gerador", "Responder", "Sacral", "4/6"]);
    await reading.getByText(/^Você é Gerador\./).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await soulMapRequestsOf(e2e.db, r.id)).toEqual([
      {
        userId: r.id,
        name: "João Estrela",
        birthDate: "1990-03-05",
        birthTime: "07:45",
        birthCity: "Curitiba - PR",
        email: r.email,
        whatsapp: "(41) 99999-0000",
      },
    ]);
    // The request also became a lead with the same reading, for /admin/leads.
    const [lead] = await e2e.db.select({ reading: leads.reading }).from(leads).where(eq(leads.email, r.email));
    expect(lead.reading).toMatch(/^Você é Gerador\./);
  });
});
