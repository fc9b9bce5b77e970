import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminActionMessages } from "#domain/admin-actions.ts";
import { ADMIN_COLUMNS, ADMIN_LIST_KEYS, ADMIN_LISTS, adminTexts } from "#domain/admin.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { healingSubmissions, leads, orders, products, soulMapSubmissions, therapistClubSubscriptions } from "#server/db/schema.ts";
import { seedPerson } from "#tests/fixtures/people.ts";
import { ADMIN } from "#tests/fixtures/e2e-server.ts";
import { seriousViolations } from "./support/axe.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { expectToast, signedInAdmin } from "./support/flows.ts";

// The admin panel in Chromium (spec §2 "Admin screens", §4, §6, §8): each list newest first,
// search, CSV, product review, role change, adding and removing admins.

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const APPLICANT = { name: "Candidata Terapeuta", email: "candidata.e2e@essencia.test" };
const COLLEAGUE = { name: "Colega Gestora", email: "colega.e2e@essencia.test" };

const table = (page: Page) => page.getByRole("region", { name: /.+/ }).locator("table");
const firstCells = async (page: Page) =>
  (await table(page).locator("tbody tr td:first-child").allInnerTexts()).map((t) => t.replace(new RegExp(`\\s*${adminTexts.fresh}$`), "").trim());

describe.skipIf(!browserAvailable())("painel administrativo", () => {
  const e2e = useE2e({
    seed: async (db) => {
      await db.insert(soulMapSubmissions).values([
        {
          name: "Mapa Antigo",
          birthDate: "1980-02-29",
          birthTime: "08:00",
          birthCity: "Curitiba - PR",
          email: "mapa.antigo@essencia.test",
          submittedAt: minutesAgo(120),
        },
        {
          name: "Mapa Recente",
          birthDate: "1990-05-17",
          birthTime: "10:45",
          birthCity: "São Paulo - SP",
          email: "mapa.recente@essencia.test",
          submittedAt: minutesAgo(5),
        },
      ]);
      await db.insert(leads).values([
        { name: "Lead Antigo", email: "lead.antigo@essencia.test", createdAt: minutesAgo(90) },
        { name: "Lead Recente", email: "lead.recente@essencia.test", reading: "Você é Projetor.", createdAt: minutesAgo(3) },
      ]);
      await db.insert(healingSubmissions).values([
        { name: "João Estêvão", email: "joao.cura@essencia.test", createdAt: minutesAgo(60) },
        { name: "Cura Recente", email: "cura.recente@essencia.test", whatsapp: "(11) 91234-5678", createdAt: minutesAgo(1) },
      ]);
      await db.insert(therapistClubSubscriptions).values({
        name: "Membro do Clube",
        email: "membro.e2e@essencia.test",
        whatsapp: "(41) 99999-1111",
        cpf: "529.982.247-25",
        address: "Rua do Clube, 1",
        birthDate: "01/01/1980",
        socialMedia: { instagram: "@membro.clube" },
      });
      const therapist = await seedPerson(db, { role: "therapist", name: "Terapeuta Autora" });
      await db.insert(products).values([
        {
          title: "Cristal Aprovável",
          instructor: therapist.name,
          instructorId: therapist.id,
          priceCents: 8_990,
          points: 9,
          image: "x",
          category: "Produto",
          paymentLink: "https://pag.essencia.test/1",
          createdAt: minutesAgo(10),
        },
        {
          title: "Incenso Rejeitável",
          instructor: therapist.name,
          instructorId: therapist.id,
          priceCents: 2_500,
          points: 2,
          image: "x",
          category: "Produto",
          paymentLink: "https://pag.essencia.test/2",
          createdAt: minutesAgo(20),
        },
      ]);
      const buyer = await seedPerson(db, { role: "cliente", ...APPLICANT, profile: { isTherapistApplicant: true } });
      const order = {
        buyerId: buyer.id,
        itemKind: "product",
        itemId: "x",
        sellerId: therapist.id,
        sellerName: therapist.name,
        priceCents: 8_990,
        points: 9,
      } as const;
      await db.insert(orders).values([
        { ...order, title: "Pedido Antigo", status: "completed", createdAt: minutesAgo(30) },
        { ...order, title: "Pedido Recente", createdAt: minutesAgo(2) },
      ]);
      await seedPerson(db, { role: "admin", name: COLLEAGUE.name, email: COLLEAGUE.email });
    },
  });

  async function adminPage(path: string = ROUTES.admin) {
    const opened = await e2e.open();
    await signedInAdmin(opened.context);
    await opened.page.goto(path);
    return opened;
  }

  it("each list opens from its tile, newest first, with its heading and a 'Voltar' to /admin", async () => {
    const { page } = await adminPage();
    const expectations: Partial<Record<(typeof ADMIN_LIST_KEYS)[number], string[]>> = {
      freeMapSubmissions: ["Mapa Recente", "Mapa Antigo"],
      leads: ["Lead Recente", "Lead Antigo"],
      healingSubmissions: ["Cura Recente", "João Estêvão"],
      products: ["Cristal Aprovável", "Incenso Rejeitável"],
      orders: ["Pedido Recente", "Pedido Antigo"],
      clubSubscriptions: ["Membro do Clube"],
    };
    for (const key of ADMIN_LIST_KEYS) {
      await page.getByRole("link", { name: new RegExp(`^${ADMIN_LISTS[key].title}\\s+${ADMIN_LISTS[key].description}`) }).click();
      await page.getByRole("heading", { level: 1, name: ADMIN_LISTS[key].title }).waitFor();
      const expected = expectations[key];
      if (expected) expect(await firstCells(page)).toEqual(expected);
      expect(await table(page).locator("thead th").allInnerTexts()).toEqual(expect.arrayContaining(ADMIN_COLUMNS[key].map((c) => c.header)));
      await page.getByRole("link", { name: adminTexts.back }).click();
      await page.getByRole("heading", { level: 1, name: "Painel Administrativo" }).waitFor();
    }
  });

  it("searches without accents in the address, and clears the search", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.healingSubmissions);
    await page.getByRole("searchbox", { name: adminTexts.search }).fill("joao estevao");
    await page.getByRole("search").getByRole("button", { name: adminTexts.search }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?q=joao+estevao");
    await expect.poll(() => firstCells(page)).toEqual(["João Estêvão"]);
    await page.getByRole("link", { name: adminTexts.clearSearch }).click();
    await expect.poll(() => firstCells(page)).toEqual(["Cura Recente", "João Estêvão"]);
  });

  it("'Exportar CSV' downloads the rows on screen, readable by a Brazilian spreadsheet", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.leads);
    const shown = await table(page)
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent ?? "")));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: adminTexts.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parse(text, { delimiter: ";", bom: true }) as string[][];
    expect(header).toEqual(ADMIN_COLUMNS.leads.map((c) => c.header));
    // Same rows, same order; the date column is written dd/mm/aaaa hh:mm in the file.
    expect(rows.map((r) => r.slice(0, 4))).toEqual(shown.map((r) => [r[0].replace(adminTexts.fresh, "").trim(), ...r.slice(1, 4)]));
    expect(rows.every((r) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(r[4]))).toBe(true);
  });

  it("'Aprovar' and 'Rejeitar' show only while pending, and say what happened", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.products);
    const row = (title: string) => table(page).locator("tbody tr").filter({ hasText: title });
    await row("Cristal Aprovável").getByRole("button", { name: "Aprovar" }).click();
    await expectToast(page, toasts.statusUpdated("approved"));
    await row("Cristal Aprovável").getByText("Aprovado", { exact: true }).waitFor();
    expect(await row("Cristal Aprovável").getByRole("button").count()).toBe(0);
    await row("Incenso Rejeitável").getByRole("button", { name: "Rejeitar" }).click();
    await expectToast(page, toasts.statusUpdated("rejected"));
    await row("Incenso Rejeitável").getByText("Rejeitado", { exact: true }).waitFor();
    // The approved product is in the shop; the rejected one is not.
    await page.goto(ROUTES.products);
    await page.getByRole("heading", { name: "Cristal Aprovável" }).waitFor();
    expect(await page.getByText("Incenso Rejeitável").count()).toBe(0);
    // And the dashboard tells who did it.
    await page.goto(ROUTES.admin);
    await page.getByText('Produto "Cristal Aprovável" aprovado').waitFor();
  });

  it("turns a sign-up therapist applicant into a therapist", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.clients);
    await page.getByRole("button", { name: "Só quem quer ser terapeuta" }).click();
    await expect.poll(() => firstCells(page)).toEqual([APPLICANT.name]);
    const row = table(page).locator("tbody tr").filter({ hasText: APPLICANT.name });
    await row.getByRole("button", { name: /Tornar terapeuta/ }).click();
    await expectToast(page, toasts.roleChanged(APPLICANT.name, "terapeuta"));
    await row.getByRole("cell", { name: "Terapeuta", exact: true }).waitFor();
    await row.getByRole("button", { name: /Tornar cliente/ }).waitFor();
  });

  it("adds an admin, refuses removing oneself, asks before removing another, and removes", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.manageAdmins);
    const form = page.getByRole("form", { name: "Adicionar administrador" });
    await form.getByRole("button", { name: "Criar administrador" }).click();
    await form.getByText(adminActionMessages.fullNameRequired).waitFor();
    await form.getByLabel("Nome completo").fill("Gestora Nova");
    await form.getByLabel("E-mail").fill("gestora.nova@essencia.test");
    await form.getByLabel("Senha").fill("senha-da-gestora-nova");
    await form.getByRole("button", { name: "Criar administrador" }).click();
    await expectToast(page, toasts.adminCreated("gestora.nova@essencia.test"));
    expect(await form.getByLabel("Nome completo").inputValue()).toBe("");
    await table(page).getByRole("cell", { name: "Gestora Nova", exact: true }).waitFor();

    const ownRow = table(page).locator("tbody tr").filter({ hasText: ADMIN.email });
    expect(await ownRow.getByRole("button", { name: /Remover/ }).isDisabled()).toBe(true);

    const colleague = table(page).locator("tbody tr").filter({ hasText: COLLEAGUE.email });
    await colleague.getByRole("button", { name: /Remover/ }).click();
    const dialog = page.getByRole("dialog", { name: adminActionMessages.removeConfirmTitle });
    await dialog.getByText(adminActionMessages.removeConfirmBody(COLLEAGUE.name)).waitFor();
    await dialog.getByRole("button", { name: adminActionMessages.cancel }).click();
    await dialog.waitFor({ state: "hidden" });
    await colleague.waitFor();
    await colleague.getByRole("button", { name: /Remover/ }).click();
    await dialog.getByRole("button", { name: adminActionMessages.confirmRemove }).click();
    await expectToast(page, toasts.adminRemoved);
    await colleague.waitFor({ state: "detached" });
  });

  it("passes axe at 360 px on every admin page", async () => {
    const { page, context } = await e2e.open({ viewport: MOBILE });
    await signedInAdmin(context);
    const failures: string[] = [];
    for (const path of [ROUTES.admin, ...ADMIN_LIST_KEYS.map((k) => ADMIN_LISTS[k].path)]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const found = await seriousViolations(page);
      if (found.length) failures.push(`${path}\n  ${found.join("\n  ")}`);
    }
    expect(failures).toEqual([]);
  });
});

describe.skipIf(!browserAvailable())("painel administrativo vazio", () => {
  const e2e = useE2e();

  it("shows the spec's empty state of each list that has no rows", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    for (const key of ["freeMapSubmissions", "leads", "healingSubmissions", "products", "clubSubscriptions"] as const) {
      await page.goto(ADMIN_LISTS[key].path);
      await page.getByText(ADMIN_LISTS[key].empty, { exact: true }).waitFor();
    }
  });
});
