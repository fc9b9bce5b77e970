// Buying by Pix end to end (docs/decisions/059): the built server charges through a fake Mercado Pago on
// 127.0.0.1, which then approves the payment and notifies the server's webhook over HTTP, signed.
import { afterAll, describe, expect, it } from "vitest";

import { clientAreaTexts } from "#app/features/members/texts.ts";
import { productsTexts } from "#app/features/public/texts.ts";
import { ownBirthTexts } from "#domain/compass/own-birth.ts";
import { compassTexts } from "#domain/compass/texts.ts";
import { computeChart } from "#domain/hd/chart.ts";
import { TYPE_LABELS } from "#domain/hd/labels.ts";
import { API, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { paymentTexts } from "#domain/payments.ts";
import { products } from "#server/db/schema.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { startFakeMercadoPago } from "#tests/support/mercadopago.ts";

import { seriousViolations } from "./support/axe.ts";
import { pointsBadgeText, signInViaHttp } from "./support/flows.ts";

const TOKEN = "APP_USR-e2e";
const SECRET = "segredo-do-webhook-e2e";
const PRODUCT = "Incenso de Palo Santo";

describe.runIf(browserAvailable())("Pix pelo Mercado Pago", async () => {
  const mp = await startFakeMercadoPago({ accessToken: TOKEN, secret: SECRET });
  afterAll(() => mp.close());
  const e2e = useE2e({
    people: {
      buyer: { role: "cliente", name: "Bruna Compradora" },
      therapist: { role: "therapist", name: "Tereza Cura" },
      seeker: { role: "cliente", name: "Clara Buscadora" },
    },
    env: { PAYMENT_PROVIDER: "mercadopago", MERCADOPAGO_ACCESS_TOKEN: TOKEN, MERCADOPAGO_WEBHOOK_SECRET: SECRET, MERCADOPAGO_BASE_URL: mp.baseUrl },
    seed: async (db) => {
      await db.insert(products).values({
        title: PRODUCT,
        instructor: "Tereza Cura",
        instructorId: e2e.people.therapist.id,
        image: "imagem do produto",
        category: "Produto",
        status: "approved",
        priceCents: 3500,
        points: 15,
        paymentLink: null,
      });
    },
  });

  it("compra um produto, paga o Pix e vê 'Pagamento confirmado!' sozinho; a área do cliente e a carteira mostram", async () => {
    mp.setWebhookUrl(`${e2e.app.url}${API.mercadoPagoWebhook}`);
    const { page, context } = await e2e.open();
    await signInViaHttp(context, e2e.people.buyer);
    await page.goto(ROUTES.products, { waitUntil: "networkidle" });
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: PRODUCT }) });
    await card.getByRole("button", { name: new RegExp(`^${productsTexts.buy}`) }).click();

    await page.waitForURL(/\/client-area\/pagamento\//);
    const orderId = new URL(page.url()).pathname.split("/").pop() as string;
    await expect.poll(() => page.getByRole("img", { name: paymentTexts.qrAlt("R$ 35,00") }).isVisible()).toBe(true);
    expect(await page.getByLabel(paymentTexts.copyPaste).inputValue()).toMatch(/^000201/);
    await expect.poll(() => page.getByRole("status").textContent()).toContain(paymentTexts.waiting);
    expect(await seriousViolations(page)).toEqual([]);

    const [payment] = mp.paymentsFor(orderId);
    expect(payment.transaction_amount).toBe(35);
    mp.approve(payment.id);
    expect(await mp.notify(payment.id)).toEqual([200]);
    // No reload: the page asks again by itself.
    await page.getByText(paymentTexts.confirmed).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(ROUTES.clientArea, { waitUntil: "networkidle" });
    const order = page.getByRole("list", { name: clientAreaTexts.orders.title }).getByRole("listitem").filter({ hasText: PRODUCT });
    await expect.poll(() => order.textContent()).toContain("Concluído");
    expect(await pointsBadgeText(page)).toContain("15");

    const therapist = await e2e.open();
    await signInViaHttp(therapist.context, e2e.people.therapist);
    await therapist.page.goto(ROUTES.therapist, { waitUntil: "networkidle" });
    expect(await therapist.page.locator("main").textContent()).toContain(PRODUCT);
  });

  it("a página de pagamento cabe num telefone de 360 px", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(context, e2e.people.buyer);
    await page.goto(ROUTES.products, { waitUntil: "networkidle" });
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: PRODUCT }) });
    await card.getByRole("button", { name: new RegExp(`^${productsTexts.buy}`) }).click();
    await page.waitForURL(/\/client-area\/pagamento\//);
    await page.getByLabel(paymentTexts.copyPaste).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("compra o acesso à Bússola, paga o Pix, informa o nascimento e a conversa abre com o seu tipo", async () => {
    mp.setWebhookUrl(`${e2e.app.url}${API.mercadoPagoWebhook}`);
    const { page, context, allowHttpError } = await e2e.open({ viewport: MOBILE });
    // The daylight-saving question is the server's 400 answer to the first try.
    allowHttpError(400, MEMBER_ENDPOINTS.compassBirth);
    await signInViaHttp(context, e2e.people.seeker);
    await page.goto(ROUTES.soulCompass, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Quero o Acesso Vitalício" }).click();

    await page.waitForURL(/\/client-area\/pagamento\//);
    const orderId = new URL(page.url()).pathname.split("/").pop() as string;
    await expect.poll(() => page.getByRole("img", { name: paymentTexts.qrAlt("R$ 49,00") }).isVisible()).toBe(true);
    const [payment] = mp.paymentsFor(orderId);
    expect(payment.transaction_amount).toBe(49);
    mp.approve(payment.id);
    expect(await mp.notify(payment.id)).toEqual([200]);
    await page.getByText(paymentTexts.confirmed).waitFor({ timeout: 15_000 });
    await page.getByRole("link", { name: paymentTexts.toCompass }).click();

    // The birth data: a time the clocks skipped at the start of daylight saving is shown and confirmed.
    const form = page.getByRole("form", { name: ownBirthTexts.title });
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel("Data de nascimento").fill("2018-11-04");
    await form.getByLabel("Horário de nascimento").fill("00:30");
    await form.getByRole("combobox", { name: "Cidade de nascimento" }).pressSequentially("São Pau");
    await form.getByRole("option", { name: /São Paulo — SP/ }).click();
    await form.getByRole("button", { name: ownBirthTexts.save }).click();
    await form.getByText(/não existiu nesta cidade/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await form.getByLabel(ownBirthTexts.confirmGap).check();
    await form.getByRole("button", { name: ownBirthTexts.save }).click();

    // The chat opens with the person's type, computed from the confirmed instant.
    const type = TYPE_LABELS[computeChart(new Date("2018-11-04T03:30:00Z")).type];
    await page.getByText(compassTexts.yourType(type)).waitFor({ timeout: 15_000 });
    await page.getByRole("log").getByText(compassTexts.greeting("Clara")).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
