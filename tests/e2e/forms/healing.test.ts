import { describe, expect, it } from "vitest";

import { healingTexts } from "#domain/forms/healing-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";
import { uniqueEmail } from "#tests/fixtures/people.ts";
import { postgresAvailable } from "#tests/fixtures/postgres.ts";
import { healingNotificationsAbout, healingSignupsFor } from "#tests/fixtures/stored.ts";

import { seriousViolations } from "../support/axe.ts";
import { expectToast, fieldError } from "../support/flows.ts";
import { allDisabled, holdPost, isFocused } from "./support.ts";

// The healing-energy sign-up in Chromium against the built server: every message, the sending
// state, the success screen, the stored row and the notification e-mail (or its failure).

const NOTIFY_EMAIL = "avisos.e2e@instituto.test";
const ready = browserAvailable() && (await postgresAvailable());

describe.skipIf(!ready)("envio de energia de cura", () => {
  // PostgreSQL, so the test reads what the form stored while the server keeps running.
  const e2e = useE2e({ database: "postgres", env: { NOTIFY_EMAIL } });

  const rowsFor = (email: string) => healingSignupsFor(e2e.db, email);

  async function openForm() {
    const { page } = await e2e.open();
    await page.goto(ROUTES.healingEnergy);
    await page.getByRole("heading", { level: 1, name: healingTexts.title }).waitFor();
    const form = page.getByRole("form", { name: healingTexts.title });
    return { page, form, submit: form.getByRole("button", { name: healingTexts.submit }) };
  }

  it("mostra cada mensagem, desabilita tudo ao enviar, guarda a inscrição e o aviso chega ao instituto", async () => {
    const { page, form, submit } = await openForm();
    const email = uniqueEmail("energia").toLowerCase();

    // Name and e-mail first (after trimming), then the consent.
    await form.getByLabel("Nome").fill("   ");
    await submit.click();
    await expectToast(page, toasts.healingRequired);
    expect(await fieldError(form, "Nome")).toBe("Nome é obrigatório.");
    expect(await fieldError(form, "E-mail")).toBe("E-mail é obrigatório.");
    expect(await isFocused(form.getByLabel("Nome"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel("Nome").fill("Maria da Luz");
    await form.getByLabel("E-mail").fill(email);
    await submit.click();
    await expectToast(page, toasts.healingConsentRequired);
    expect(await fieldError(form, healingTexts.consentLabel)).toBe("Você precisa aceitar receber a energia de cura.");
    expect(await isFocused(form.getByLabel(healingTexts.consentLabel))).toBe(true);

    // Any other rule names itself in 'Erro ao enviar'.
    await form.getByLabel(healingTexts.consentLabel).check();
    await form.getByLabel("E-mail").fill("maria@exemplo");
    await submit.click();
    await expectToast(page, toasts.healingFailed("E-mail inválido."));
    expect(await fieldError(form, "E-mail")).toBe("E-mail inválido.");
    await form.getByLabel("E-mail").fill(email);

    // WhatsApp is optional and masked as it is typed.
    const whatsapp = form.getByLabel("WhatsApp (opcional)");
    await whatsapp.pressSequentially("41999991234");
    expect(await whatsapp.inputValue()).toBe("(41) 99999-1234");

    const held = await holdPost(page, FORM_ENDPOINTS.healing);
    await submit.click();
    await form.getByRole("button", { name: healingTexts.sending }).waitFor();
    expect(await allDisabled(form)).toBe(true);
    held.release();

    const success = page.getByRole("heading", { name: healingTexts.successTitle });
    await success.waitFor();
    await expect.poll(() => success.evaluate((el) => el === document.activeElement)).toBe(true);
    const group = page.getByRole("link", { name: new RegExp(healingTexts.groupCta) });
    expect(await group.getAttribute("href")).toBe(site.communityGroupUrl);
    expect(await group.getAttribute("target")).toBe("_blank");
    expect((await group.getAttribute("rel"))?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

    expect(await seriousViolations(page)).toEqual([]);

    expect(await rowsFor(email)).toEqual([{ name: "Maria da Luz", email, whatsapp: "(41) 99999-1234", createdAt: expect.any(Date) }]);
    const mail = await e2e.app.smtp.waitFor(NOTIFY_EMAIL, (m) => m.text.includes(email));
    expect(mail.subject).toBe("Nova inscrição no Envio de Energia de Cura: Maria da Luz");
    expect(await page.getByText(toasts.healingNotificationFailed.title).count()).toBe(0);
  });

  it("se o e-mail de aviso falha, mostra a tela de sucesso e o aviso não destrutivo; a inscrição fica salva", async () => {
    const { page, form, submit } = await openForm();
    const email = uniqueEmail("sem-aviso").toLowerCase();
    await form.getByLabel("Nome").fill("João Sem Aviso");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel(healingTexts.consentLabel).check();
    e2e.app.smtp.failNext(1);
    await submit.click();

    await page.getByRole("heading", { name: healingTexts.successTitle }).waitFor();
    const notice = await expectToast(page, toasts.healingNotificationFailed);
    expect(await notice.getAttribute("data-type")).not.toBe("error");
    expect(await rowsFor(email)).toEqual([{ name: "João Sem Aviso", email, whatsapp: null, createdAt: expect.any(Date) }]);
    const [queued] = await healingNotificationsAbout(e2e.db, email);
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("um clique duplo envia uma vez e guarda uma linha", async () => {
    const { page, form, submit } = await openForm();
    const email = uniqueEmail("duplo").toLowerCase();
    await form.getByLabel("Nome").fill("Clique Duplo");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel(healingTexts.consentLabel).check();
    const held = await holdPost(page, FORM_ENDPOINTS.healing);
    await submit.dblclick();
    await form.getByRole("button", { name: healingTexts.sending }).waitFor();
    held.release();
    await page.getByRole("heading", { name: healingTexts.successTitle }).waitFor();
    expect(held.posts()).toBe(1);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});
