// The shop lists only approved items of category 'Produto', newest first, from the database.
import { describe, expect, it } from "vitest";

import { productsTexts } from "#app/features/public/texts.ts";
import { toasts } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";
import type { Db } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";

import { jsonLdOf, parseHtml, textOf } from "./pages.ts";

const PAYMENT_LINK = "https://pagamento.exemplo.org.br/baralho-oraculo";

const base = { instructor: "Terapeuta Maria Flor", image: "imagem do produto", description: "", points: 10 };
const rows = {
  pending: { ...base, title: "Óleo Essencial Pendente", category: "Produto", status: "pending", priceCents: 5000, paymentLink: PAYMENT_LINK },
  rejected: { ...base, title: "Cristal Rejeitado", category: "Produto", status: "rejected", priceCents: 7000, paymentLink: PAYMENT_LINK },
  approvedCourse: { ...base, title: "Curso Aprovado de Reiki", category: "Curso", status: "approved", priceCents: 90000, paymentLink: PAYMENT_LINK },
  newest: {
    ...base,
    title: "Baralho Oráculo da Essência",
    description: "Quarenta e quatro cartas para meditar sobre o momento da sua alma.",
    category: "Produto",
    status: "approved",
    priceCents: 123450,
    paymentLink: PAYMENT_LINK,
    createdAt: new Date("2026-02-01T12:00:00Z"),
  },
  withoutLink: {
    ...base,
    title: "Vela Aromática de Lavanda",
    category: "Produto",
    status: "approved",
    priceCents: 4990,
    paymentLink: null,
    createdAt: new Date("2026-01-01T12:00:00Z"),
  },
} satisfies Record<string, typeof products.$inferInsert>;

async function seed(db: Db) {
  await db.insert(products).values(Object.values(rows));
}

describe.runIf(browserAvailable())("loja (/products)", () => {
  const e2e = useE2e({ seed, standInForOtherSites: true });

  it("lista só os aprovados da categoria 'Produto', do mais novo ao mais antigo, já no primeiro HTML", async () => {
    const { status, body } = await e2e.html(ROUTES.products);
    expect(status).toBe(200);
    const doc = parseHtml(body);
    const titles = Array.from(doc.querySelectorAll("main h3")).map((h) => h.textContent);
    expect(titles).toEqual([rows.newest.title, rows.withoutLink.title]);
    const text = textOf(doc);
    for (const hidden of [rows.pending, rows.rejected, rows.approvedCourse]) expect(text).not.toContain(hidden.title);
    expect(text).toContain("R$ 1.234,50");
    expect(text).toContain("R$ 49,90");
    expect(text).toContain(`${productsTexts.author} ${base.instructor}`);
    expect(text).toContain(rows.newest.description);
    expect(text).not.toContain(productsTexts.empty);
    const data = jsonLdOf(doc).filter((d) => d["@type"] === "Product");
    expect(data.map((d) => d.name)).toEqual(titles);
    expect(data[0]).toMatchObject({ offers: { price: "1234.50", priceCurrency: "BRL", url: PAYMENT_LINK } });
    // The stored image text is not ours to fetch: the card shows local artwork.
    for (const img of Array.from(doc.querySelectorAll("main img"))) expect(img.getAttribute("src")).toMatch(/^\/art\/[\w-]+\.svg$/);
  });

  it("'Comprar Agora' abre o link de pagamento em nova aba; sem link, avisa 'Link de Pagamento Indisponível'", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.products, { waitUntil: "networkidle" });
    const card = (title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    const buy = card(rows.newest.title).getByRole("link", { name: new RegExp(`^${productsTexts.buy}`) });
    expect(await buy.getAttribute("target")).toBe("_blank");
    expect(await buy.getAttribute("rel")).toBe("noopener noreferrer");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), buy.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(PAYMENT_LINK);
    await tab.close();

    await card(rows.withoutLink.title).getByRole("button", { name: new RegExp(`^${productsTexts.buy}`) }).click();
    const toast = page.locator("[data-sonner-toast]");
    await toast.getByText(toasts.productLinkMissing.title, { exact: true }).waitFor();
    await toast.getByText(toasts.productLinkMissing.description!, { exact: true }).waitFor();
    expect(toasts.productLinkMissing.title).toBe("Link de Pagamento Indisponível");
  });

  it("numa navegação dentro do site, mostra 'Carregando produtos...' até a lista chegar", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.home, { waitUntil: "networkidle" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold only the shop's list; the root's data (who is signed in) answers as usual.
    await page.route(
      (url) => url.pathname === `${ROUTES.products}.data` && url.searchParams.get("_routes") === "routes/public/products",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Produtos" }).click();
    await page.getByText(productsTexts.loading).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(productsTexts.title);
    release();
    await page.getByRole("heading", { level: 3, name: rows.newest.title }).waitFor();
    expect(await page.getByText(productsTexts.loading).count()).toBe(0);
  });
});
