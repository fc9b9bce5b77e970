import { readFileSync } from "node:fs";

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { clientAreaTexts, therapistTexts } from "#app/features/members/texts.ts";
import { courseLabels } from "#app/features/public/course-card.tsx";
import { productsTexts } from "#app/features/public/texts.ts";
import { deleteAccountMessages } from "#domain/account/profile.ts";
import { courseSignUpLink } from "#domain/content/courses.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { formatDateLong } from "#domain/format.ts";
import { productFormMessages } from "#domain/forms/product.ts";
import { toasts } from "#domain/messages.ts";
import { orderMessages, type OrderView } from "#domain/orders.ts";
import { ACCOUNT_ACTIONS, ADMIN_ROUTES, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS, whatsappLink } from "#domain/site.ts";
import { WALLET_RELEASE_DAYS } from "#domain/wallet.ts";
import type { Db } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { browserAvailable, DESKTOP, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import type { SeededPerson, SeedPersonOptions } from "#tests/fixtures/people.ts";

import { seriousViolations } from "./support/axe.ts";
import { authDialog, expectToast, fieldError, openAuthModal, pointsBadgeText, signedInAdmin, signInThroughModal, signInViaHttp } from "./support/flows.ts";

/** What a fresh install shows (the seed's content). */
const { courses } = defaultViews();

// The members' screens in Chromium: buying while signed in (the order is recorded, then the payment
// tab opens), the client area (profile edit, data export) and the therapist dashboard (product form).

const PAYMENT_LINK = "https://pagamento.exemplo.org.br/lavanda";
const PRODUCT = "Óleo Essencial de Lavanda";
const course = courses[0];

const address = { cep: "01310100", street: "Avenida Paulista", number: "1000", complement: "", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" };

const PEOPLE = {
  therapist: { role: "therapist", name: "Tereza Cura" },
  buyer: { role: "cliente", name: "Beatriz Compra" },
  editor: { role: "cliente", name: "Carla Perfil", profile: { whatsapp: "11987654321", cpf: "52998224725", address } },
  flowBuyer: { role: "cliente", name: "Diana Pontos" },
  leaver: { role: "cliente", name: "Elisa Partida" },
} satisfies Record<string, SeedPersonOptions>;

/** The therapist's approved product, in the shop from the start. */
const approvedProduct = (db: Db, therapist: SeededPerson) =>
  db.insert(products).values({
    title: PRODUCT,
    instructor: therapist.name,
    instructorId: therapist.id,
    priceCents: 9700,
    points: 20,
    image: "/art/course-2.svg",
    category: "Produto",
    status: "approved",
    paymentLink: PAYMENT_LINK,
  });

/** Clicks and waits for the new tab to reach `url`. */
async function clickOpensTab(page: Page, click: () => Promise<void>, url: string) {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), click()]);
  await tab.waitForURL(url);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
}

/**
 * The person's orders as the server has them stored at each moment the browser asks for `url`
 * (read through their own orders endpoint, with the page's cookies, before the request goes on).
 */
async function ordersWhenRequested(context: BrowserContext, url: string): Promise<OrderView[][]> {
  const seen: OrderView[][] = [];
  await context.route(
    (address) => address.href === url,
    async (route) => {
      const response = await context.request.get(MEMBER_ENDPOINTS.orders);
      seen.push(((await response.json()) as { orders: OrderView[] }).orders);
      await route.fallback();
    },
  );
  return seen;
}

const buyLink = (page: Page) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: PRODUCT }) })
    .getByRole("link", { name: new RegExp(productsTexts.buy) });
const ordersList = (page: Page) => page.getByRole("list", { name: clientAreaTexts.orders.title });

describe.skipIf(!browserAvailable())("membros: compras, área do cliente e painel do terapeuta", () => {
  // Payment and course pages open as local stand-ins (this machine has no internet).
  const e2e: ReturnType<typeof useE2e<keyof typeof PEOPLE>> = useE2e({
    people: PEOPLE,
    seed: async (db) => {
      await approvedProduct(db, e2e.people.therapist);
    },
    standInForOtherSites: true,
  });
  const people = e2e.people;

  it("quem entrou compra: o pedido fica 'Pendente' antes da aba do pagamento abrir, e apertar de novo não cria outro", async () => {
    const { page, context } = await e2e.open();
    await signInViaHttp(context, people.buyer);
    const courseLink = courseSignUpLink(course);
    const atPayment = await ordersWhenRequested(context, PAYMENT_LINK);
    const atCoursePage = await ordersWhenRequested(context, courseLink);
    await page.goto(ROUTES.products);
    const buy = buyLink(page);
    await clickOpensTab(page, () => buy.click(), PAYMENT_LINK);
    await expectToast(page, toasts.orderPlaced);
    // When the payment page was asked for, the order was already stored, pending.
    const product = { title: PRODUCT, priceCents: 9700, points: 20, status: "pending" };
    expect(atPayment).toEqual([[expect.objectContaining(product)]]);
    await clickOpensTab(page, () => buy.click(), PAYMENT_LINK);
    expect(atPayment[1]).toEqual([expect.objectContaining({ ...product, id: atPayment[0][0].id })]);

    await page.goto(ROUTES.courses);
    const signUp = page.locator(`article#${course.id}`).getByRole("link", { name: new RegExp(courseLabels.signUp) });
    await clickOpensTab(page, () => signUp.click(), courseLink);
    expect(atCoursePage).toHaveLength(1);
    expect(atCoursePage[0][0]).toMatchObject({ itemKind: "course", title: course.registration_item.title, status: "pending" });

    await page.goto(ROUTES.clientArea);
    const items = ordersList(page).getByRole("listitem");
    await expect.poll(() => items.allInnerTexts()).toHaveLength(2);
    const texts = await items.allInnerTexts();
    expect(texts[0]).toContain(course.registration_item.title);
    expect(texts[1]).toContain(PRODUCT);
    expect(texts[1]).toContain("R$ 97,00");
    expect(texts[1]).toContain("Pendente");
    const badge = ordersList(page).getByText("Pendente").first();
    expect(await badge.getAttribute("data-tone")).toBe("yellow");
    expect(await pointsBadgeText(page)).toBe("0 pontos");
  });

  it("quem não entrou só recebe o link: nenhum pedido é registrado", async () => {
    const { page } = await e2e.open();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.goto(ROUTES.products);
    await clickOpensTab(page, () => buyLink(page).click(), PAYMENT_LINK);
    expect(posts).toEqual([]);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`a ${viewport.width}px: edita o perfil com as máscaras do cadastro e baixa os próprios dados`, async () => {
      const { page, context } = await e2e.open({ viewport });
      await signInViaHttp(context, people.editor);
      await page.goto(ROUTES.clientArea);
      const data = page.getByRole("region", { name: clientAreaTexts.data.title });
      await data.getByText("***.***.***-25").waitFor();
      expect(await data.innerText()).not.toContain("529");
      // RELEASE_MODE is off here: no redemption button, no courses card.
      expect(await page.getByRole("button", { name: clientAreaTexts.points.redeem }).count()).toBe(0);
      expect(await page.getByRole("region", { name: clientAreaTexts.courses.title }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await data.getByRole("button", { name: clientAreaTexts.data.edit }).click();
      const form = data.getByRole("form", { name: clientAreaTexts.data.formTitle });
      await form.getByLabel("WhatsApp").fill("");
      await form.getByLabel("WhatsApp").pressSequentially("2199");
      await form.getByRole("button", { name: clientAreaTexts.data.save }).click();
      expect(await fieldError(form, "WhatsApp")).toBe("Informe o WhatsApp com DDD: (00) 00000-0000.");
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByLabel("WhatsApp").fill("");
      await form.getByLabel("WhatsApp").pressSequentially("21998765432");
      expect(await form.getByLabel("WhatsApp").inputValue()).toBe("(21) 99876-5432");
      await form.getByLabel("Nome completo").fill(`Carla Nova ${viewport.width}`);
      await form.getByRole("button", { name: clientAreaTexts.data.save }).click();
      await expectToast(page, toasts.profileUpdated);
      await data.getByText(`Carla Nova ${viewport.width}`).waitFor();
      await data.getByText("(21) 99876-5432").waitFor();

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: clientAreaTexts.privacy.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
      expect(exported.titular.email).toBe(people.editor.email);
      expect(exported.perfil).toMatchObject({ fullName: `Carla Nova ${viewport.width}`, whatsapp: "21998765432" });
    });
  }

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`a ${viewport.width}px: o terapeuta vê os indicadores e abas, e o formulário exige todos os campos e fecha depois de enviar`, async () => {
      const { page, context } = await e2e.open({ viewport });
      await signInViaHttp(context, people.therapist);
      await page.goto(ROUTES.therapist);
      await page.getByRole("heading", { name: therapistTexts.title }).waitFor();
      for (const label of Object.values(therapistTexts.kpis)) await page.getByText(label, { exact: true }).first().waitFor();
      // No sales yet: no rating to show.
      await page.getByText(therapistTexts.noRatings, { exact: true }).waitFor();
      expect(await page.getByText("4,8", { exact: true }).count()).toBe(0);
      // Money in the heading font with lining figures: 'R$ 0,00', never an old-style zero that reads 'R$ o,oo'.
      const revenue = page.getByText("R$ 0,00", { exact: true }).first();
      expect(await revenue.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toBe("lining-nums tabular-nums");
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: therapistTexts.products.add }).click();
      const form = page.getByRole("form", { name: therapistTexts.form.title });
      await form.getByRole("button", { name: therapistTexts.form.submit }).click();
      // The spec's alert once, and under each field what goes there.
      await form.getByRole("alert").filter({ hasText: productFormMessages.allRequired }).waitFor();
      expect(await form.getByText(productFormMessages.allRequired).count()).toBe(1);
      for (const message of Object.values(productFormMessages.missing)) expect(await form.getByText(message, { exact: true }).count(), message).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      const title = `Mandala ${viewport.width}`;
      await form.getByLabel(therapistTexts.form.fields.title).fill(title);
      await form.getByLabel(therapistTexts.form.fields.category).selectOption("Vivência");
      // Before approval the therapist reads where this category will (not) appear.
      await form.getByText(therapistTexts.form.whereItAppears("Vivência"), { exact: true }).waitFor();
      const describedBy = (await form.getByLabel(therapistTexts.form.fields.category).getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(therapistTexts.form.whereItAppears("Vivência"));
      await form.getByLabel(therapistTexts.form.fields.price).fill("149,90");
      await form.getByLabel(therapistTexts.form.fields.points).fill("15");
      await form.getByLabel(therapistTexts.form.fields.paymentLink).fill("http://pag.exemplo.org.br/mandala");
      await form.getByRole("button", { name: therapistTexts.form.submit }).click();
      expect(await fieldError(form, therapistTexts.form.fields.paymentLink)).toBe(productFormMessages.linkInvalid);
      await form.getByLabel(therapistTexts.form.fields.paymentLink).fill("https://pag.exemplo.org.br/mandala");
      await form.getByRole("button", { name: therapistTexts.form.submit }).click();
      await expectToast(page, toasts.productSubmitted);
      await form.waitFor({ state: "detached" });
      const mine = page.getByRole("list", { name: therapistTexts.tabs.products });
      await mine.getByText(title).waitFor();
      expect(await mine.getByRole("listitem").filter({ hasText: title }).innerText()).toMatch(/Vivência · R\$ 149,90 · 15 pontos\s*Pendente/);
      // Reopened, the form is empty again.
      await page.getByRole("button", { name: therapistTexts.products.add }).click();
      expect(await page.getByLabel(therapistTexts.form.fields.title).inputValue()).toBe("");

      for (const tab of [therapistTexts.tabs.sales, therapistTexts.tabs.wallet, therapistTexts.tabs.reviews]) {
        await page.getByRole("tab", { name: tab }).click();
        expect(await seriousViolations(page), tab).toEqual([]);
      }
      await page.getByText(therapistTexts.reviews.soon, { exact: true }).waitFor();
    });
  }

  it("do começo ao fim: o terapeuta cadastra, o admin aprova, a cliente compra, o admin conclui; pontos, vendas e carteira aparecem", async () => {
    const title = "Baralho da Luz";
    const paymentLink = "https://pagamento.exemplo.org.br/baralho";
    const therapist = await e2e.open();
    await signInViaHttp(therapist.context, people.therapist);
    await therapist.page.goto(ROUTES.therapist);
    await therapist.page.getByRole("button", { name: therapistTexts.products.add }).click();
    const form = therapist.page.getByRole("form", { name: therapistTexts.form.title });
    await form.getByLabel(therapistTexts.form.fields.title).fill(title);
    await form.getByLabel(therapistTexts.form.fields.category).selectOption("Produto");
    await form.getByLabel(therapistTexts.form.fields.price).fill("150,00");
    await form.getByLabel(therapistTexts.form.fields.points).fill("30");
    await form.getByLabel(therapistTexts.form.fields.paymentLink).fill(paymentLink);
    await form.getByRole("button", { name: therapistTexts.form.submit }).click();
    await expectToast(therapist.page, toasts.productSubmitted);

    const admin = await e2e.open();
    await signedInAdmin(admin.context);
    await admin.page.goto(ADMIN_ROUTES.products);
    await admin.page.getByRole("button", { name: `Aprovar ${title}` }).click();
    await expectToast(admin.page, toasts.statusUpdated("approved"));

    const buyer = await e2e.open();
    await signInViaHttp(buyer.context, people.flowBuyer);
    await buyer.page.goto(ROUTES.products);
    const card = buyer.page.getByRole("article").filter({ has: buyer.page.getByRole("heading", { name: title }) });
    await card.getByText(`Por ${people.therapist.name}`).waitFor();
    const purchasedFrom = Date.now();
    await clickOpensTab(buyer.page, () => card.getByRole("link", { name: new RegExp(productsTexts.buy) }).click(), paymentLink);
    await expectToast(buyer.page, toasts.orderPlaced);
    expect(await pointsBadgeText(buyer.page)).toBe("0 pontos");

    await admin.page.goto(`${ADMIN_ROUTES.orders}?q=${encodeURIComponent("baralho da luz")}`);
    const row = admin.page.getByRole("row").filter({ hasText: title });
    expect(await row.innerText()).toContain(people.flowBuyer.email);
    await row.getByRole("button", { name: new RegExp(`^${orderMessages.complete}\\W+${title}$`) }).click();
    await expectToast(admin.page, toasts.orderStatusUpdated("Concluído"));
    await expect.poll(() => row.getByText("Concluído", { exact: true }).getAttribute("data-tone")).toBe("green");
    expect(await row.getByRole("button").count()).toBe(0);
    const purchasedUntil = Date.now();

    await buyer.page.goto(ROUTES.clientArea);
    expect(await pointsBadgeText(buyer.page)).toBe("30 pontos");
    await buyer.page.getByTestId("client-points").getByText("30 pontos").waitFor();
    const points = buyer.page.getByRole("region", { name: clientAreaTexts.points.title });
    expect(await points.innerText()).toContain("+30 pontos");
    const order = ordersList(buyer.page).getByRole("listitem").filter({ hasText: title });
    expect(await order.getByText("Concluído", { exact: true }).getAttribute("data-tone")).toBe("green");
    // On a phone, the menu shows the same balance.
    const phone = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(phone.context, people.flowBuyer);
    await phone.page.goto(ROUTES.home);
    await phone.page.getByRole("button", { name: "Abrir menu" }).click();
    await phone.page.getByRole("navigation", { name: "Menu principal (celular)" }).getByText("30 pontos", { exact: true }).waitFor();

    await therapist.page.goto(ROUTES.therapist);
    const kpis = await therapist.page.locator("dl").first().innerText();
    expect(kpis).toMatch(/Vendas\s+1/);
    expect(kpis).toMatch(/Receita\s+R\$ 150,00/);
    await therapist.page.getByRole("tab", { name: therapistTexts.tabs.sales }).click();
    await therapist.page.getByRole("list", { name: therapistTexts.tabs.sales }).getByText(title).waitFor();
    await therapist.page.getByRole("tab", { name: therapistTexts.tabs.wallet }).click();
    const wallet = await therapist.page.getByRole("tabpanel").innerText();
    expect(wallet).toMatch(/Saldo disponível\s+R\$ 105,00/);
    expect(wallet).toMatch(/Saldo pendente\s+R\$ 45,00/);
    const release = (at: number) => formatDateLong(new Date(at + WALLET_RELEASE_DAYS * 24 * 60 * 60 * 1000));
    expect([release(purchasedFrom), release(purchasedUntil)]).toContain(wallet.match(/Próxima liberação\s+(.+)/)?.[1].trim());
    // 'Solicitar saque' writes to the institute's WhatsApp with the available amount, in a new tab.
    const withdraw = therapist.page.getByRole("link", { name: therapistTexts.wallet.withdraw });
    expect(await withdraw.getAttribute("href")).toBe(whatsappLink(SITE_DEFAULTS.whatsapp.main, therapistTexts.wallet.withdrawMessage("R$ 105,00")));
    const [tab] = await Promise.all([therapist.page.context().waitForEvent("page"), withdraw.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).searchParams.get("text")).toContain("R$ 105,00");
  });

  it("exclui a conta com senha e confirmação: sai de tudo e não entra mais", async () => {
    const { page, context, allowHttpError } = await e2e.open({ viewport: MOBILE });
    allowHttpError(400, MEMBER_ENDPOINTS.personalData);
    await signInViaHttp(context, people.leaver);
    await page.goto(ROUTES.clientArea);
    await page.getByRole("button", { name: clientAreaTexts.privacy.delete }).click();
    const dialog = page.getByRole("dialog", { name: clientAreaTexts.privacy.dialogTitle });
    await dialog.getByLabel(clientAreaTexts.privacy.password).fill("senha-errada");
    await dialog.getByLabel(clientAreaTexts.privacy.confirm).check();
    await dialog.getByRole("button", { name: clientAreaTexts.privacy.submit }).click();
    expect(await fieldError(dialog, clientAreaTexts.privacy.password)).toBe(deleteAccountMessages.passwordWrong);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(clientAreaTexts.privacy.password).fill(people.leaver.password);
    await dialog.getByRole("button", { name: clientAreaTexts.privacy.submit }).click();
    await expectToast(page, toasts.accountDeleted);
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.home);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Login / Cadastro" }).filter({ visible: true }).waitFor();

    const other = await e2e.open();
    other.allowHttpError(401, ACCOUNT_ACTIONS.signIn);
    await other.page.goto("/");
    const modal = await openAuthModal(other.page);
    await signInThroughModal(modal, people.leaver.email, people.leaver.password);
    await expectToast(other.page, toasts.loginFailed());
    expect(await authDialog(other.page).isVisible()).toBe(true);
  });
});

describe.skipIf(!browserAvailable())("membros com RELEASE_MODE=true", () => {
  const e2e = useE2e({ people: { client: { role: "cliente", name: "Fernanda Lançamento" } }, env: { RELEASE_MODE: "true" } });

  it("'Resgatar pontos' mostra o aviso '🚧 Em breve!' por 4 s, e o cartão 'Meus cursos' aparece", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signInViaHttp(context, e2e.people.client);
    await page.goto(ROUTES.clientArea, { waitUntil: "networkidle" });
    await page.getByRole("region", { name: clientAreaTexts.courses.title }).getByText(clientAreaTexts.courses.empty).waitFor();
    const points = page.getByRole("region", { name: clientAreaTexts.points.title });
    await points.getByRole("button", { name: clientAreaTexts.points.redeem }).click();
    const message = toasts.comingSoon(clientAreaTexts.points.redeemSection);
    expect(message).toMatchObject({
      title: "🚧 Em breve!",
      description: 'A seção "Resgate de pontos" está sendo preparada com muito carinho e estará disponível em breve! 🚀',
    });
    expect(message.duration).toBe(4000);
    const toast = await expectToast(page, message);
    await toast.waitFor({ state: "detached", timeout: 8000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
