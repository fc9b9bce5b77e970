import { readFileSync } from "node:fs";

import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { ADMIN_LIST_KEYS, ADMIN_LISTS, type AdminListKey } from "#domain/admin/lists.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { adminListVisits, healingSubmissions, leads, orders, products, soulMapSubmissions, therapistClubSubscriptions } from "#server/db/schema.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { ADMIN } from "#tests/fixtures/e2e-server.ts";
import { PASSWORD, seedPerson } from "#tests/fixtures/people.ts";
import { postgresAvailable } from "#tests/fixtures/postgres.ts";

import { seriousViolations } from "./support/axe.ts";
import { expectToast, fieldError, signedInAdmin, signInViaHttp } from "./support/flows.ts";

// The admin panel in Chromium (spec §2 "Admin screens", §4, §6, §8): the tiles and their counts,
// each list newest first with its exact columns, search, CSV, product review (and two admins at
// once), role change, adding, promoting and removing admins, the failures of §8.

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const APPLICANT = { name: "Candidata Terapeuta", email: "candidata.e2e@essencia.test" };
const COLLEAGUE = { name: "Colega Gestora", email: "colega.e2e@essencia.test" };
const PROMOTABLE = { name: "Pessoa Promovível", email: "promovivel.e2e@essencia.test" };
const THERAPIST = "Terapeuta Autora";
/** Filled in by the seed (it runs in this process before the server starts). */
const seeded = { adminId: "", disputedProductId: "" };

/** What Playwright's request client must say to pass the same-origin check (a browser's fetch says it). */
const sameOrigin = { "content-type": "application/json", accept: "application/json", "sec-fetch-site": "same-origin" };

const table = (page: Page) => page.getByRole("region", { name: /.+/ }).locator("table");
const FRESH = "Novo";
const firstCells = async (page: Page) =>
  (await table(page).locator("tbody tr td:first-child").allInnerTexts()).map((t) => t.replace(new RegExp(`\\s*${FRESH}$`), "").trim());
/** Every cell of every row as a person reads it ('Novo' marks left out), and the header cells. */
const shownRows = (page: Page) =>
  table(page)
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => (td.textContent ?? "").replace(/Novo$/, "").trim())));
const headerCells = (page: Page) => table(page).locator("thead th").allInnerTexts();

/** The spec's columns of each list (§2, §7), and the actions column where there is one. */
const COLUMNS: Record<AdminListKey, string[]> = {
  freeMapSubmissions: ["Nome", "Data de nascimento", "Horário", "Cidade", "E-mail", "WhatsApp", "Enviado em"],
  leads: ["Nome", "E-mail", "WhatsApp", "Leitura", "Recebido em"],
  healingSubmissions: ["Nome", "E-mail", "WhatsApp", "Data"],
  clients: ["Nome", "E-mail", "Pontos", "Papel", "Quer ser terapeuta", "Mapa Integral", "Cadastro", "Ações"],
  products: ["Título", "Autor", "Categoria", "Preço", "Pontos", "Status", "Enviado em", "Ações"],
  orders: ["Pedido", "Comprador", "E-mail", "Vendedor", "Valor", "Pontos", "Status", "Data", "Ações"],
  clubSubscriptions: ["Nome", "E-mail", "WhatsApp", "CPF", "Endereço", "Data de nascimento", "Local de atendimento", "Redes sociais", "Inscrição em"],
  manageAdmins: ["Nome", "E-mail", "Desde", "Ações"],
};

/** Each list's first column, newest first, as seeded. */
const NEWEST_FIRST: Record<AdminListKey, string[]> = {
  freeMapSubmissions: ["Mapa Recente", "Mapa Antigo"],
  leads: ["Lead Recente", "Lead Antigo"],
  healingSubmissions: ["Cura Recente", "João Estêvão"],
  clients: [PROMOTABLE.name, APPLICANT.name, THERAPIST, COLLEAGUE.name, ADMIN.name],
  products: ["Vela Disputada", "Cristal Aprovável", "Incenso Rejeitável"],
  orders: ["Pedido Recente", "Pedido Antigo"],
  clubSubscriptions: ["Membro do Clube", "Membro Antigo"],
  manageAdmins: [COLLEAGUE.name, ADMIN.name],
};

describe.skipIf(!browserAvailable())("painel administrativo", () => {
  const e2e = useE2e({
    seed: async (db) => {
      // The admin of the suite, seeded so its last visit to the leads list can be too (an hour ago).
      const admin = await seedPerson(db, { role: "admin", name: ADMIN.name, email: ADMIN.email, password: ADMIN.password, createdAt: minutesAgo(500) });
      seeded.adminId = admin.id;
      await db.insert(adminListVisits).values({ adminId: admin.id, list: "leads", visitedAt: minutesAgo(60) });
      await seedPerson(db, { role: "admin", ...COLLEAGUE, createdAt: minutesAgo(400) });
      const therapist = await seedPerson(db, { role: "therapist", name: THERAPIST, createdAt: minutesAgo(300) });
      const buyer = await seedPerson(db, { role: "cliente", ...APPLICANT, profile: { isTherapistApplicant: true }, createdAt: minutesAgo(200) });
      await seedPerson(db, { role: "cliente", ...PROMOTABLE, createdAt: minutesAgo(100) });

      await db.insert(soulMapSubmissions).values([
        {
          name: "Mapa Antigo",
          birthDate: "1980-02-29",
          birthTime: "08:00",
          birthCity: "Curitiba - PR",
          email: "mapa.antigo@essencia.test",
          submittedAt: new Date("2026-02-01T11:00:00Z"),
        },
        {
          name: "Mapa Recente",
          birthDate: "1990-05-17",
          birthTime: "10:45",
          birthCity: "São Paulo - SP",
          email: "mapa.recente@essencia.test",
          whatsapp: "(11) 98888-7777",
          submittedAt: new Date("2026-05-17T13:45:00Z"),
        },
      ]);
      await db.insert(leads).values([
        { name: "Lead Antigo", email: "lead.antigo@essencia.test", createdAt: minutesAgo(90) },
        { name: "Lead Recente", email: "lead.recente@essencia.test", reading: "Você é Projetor.", createdAt: minutesAgo(3) },
      ]);
      await db.insert(healingSubmissions).values([
        { name: "João Estêvão", email: "joao.cura@essencia.test", createdAt: new Date("2026-04-10T13:07:00Z") },
        { name: "Cura Recente", email: "cura.recente@essencia.test", whatsapp: "(11) 91234-5678", createdAt: new Date("2026-04-12T22:45:00Z") },
      ]);
      const club = { whatsapp: "(41) 99999-1111", cpf: "529.982.247-25", address: "Rua do Clube, 1", birthDate: "01/01/1980" };
      await db.insert(therapistClubSubscriptions).values([
        {
          ...club,
          name: "Membro do Clube",
          email: "membro.e2e@essencia.test",
          socialMedia: { instagram: "@membro.clube", website: "www.membro.com.br" },
          createdAt: minutesAgo(15),
        },
        {
          ...club,
          name: "Membro Antigo",
          email: "antigo.e2e@essencia.test",
          socialMedia: { facebook: "facebook.com/membro.antigo" },
          createdAt: minutesAgo(150),
        },
      ]);
      const product = {
        instructor: THERAPIST,
        instructorId: therapist.id,
        image: "x",
        category: "Produto",
        paymentLink: "https://pag.essencia.test/1",
      } as const;
      const [, , disputed] = await db
        .insert(products)
        .values([
          { ...product, title: "Cristal Aprovável", priceCents: 8_990, points: 9, createdAt: minutesAgo(10) },
          { ...product, title: "Incenso Rejeitável", priceCents: 2_500, points: 2, createdAt: minutesAgo(20) },
          { ...product, title: "Vela Disputada", priceCents: 1_000, points: 1, createdAt: minutesAgo(5) },
        ])
        .returning({ id: products.id });
      seeded.disputedProductId = disputed.id;
      const order = {
        buyerId: buyer.id,
        itemKind: "product",
        itemId: "x",
        sellerId: therapist.id,
        sellerName: THERAPIST,
        priceCents: 8_990,
        points: 9,
      } as const;
      await db.insert(orders).values([
        { ...order, title: "Pedido Antigo", status: "completed", createdAt: minutesAgo(30) },
        { ...order, title: "Pedido Recente", createdAt: minutesAgo(2) },
      ]);
    },
  });

  async function adminPage(path: string = ROUTES.admin) {
    const opened = await e2e.open();
    await signedInAdmin(opened.context);
    await opened.page.goto(path);
    return opened;
  }

  it("the tiles count each list and what is new since the last visit; the list marks those rows 'Novo'", async () => {
    const { page } = await adminPage();
    const tile = (key: AdminListKey) => page.getByTestId(`contagem-${key}`);
    // Leads: last opened an hour ago, one lead since. Healing: never opened, so both are new.
    await tile("leads").getByText("2 registros", { exact: true }).waitFor();
    await tile("leads").getByText("1 novo", { exact: true }).waitFor();
    await tile("healingSubmissions").getByText("2 novos", { exact: true }).waitFor();
    await tile("manageAdmins").getByText("2 registros", { exact: true }).waitFor();
    await tile("clients").getByText("5 registros", { exact: true }).waitFor();

    await page.getByRole("link", { name: /^Leads/ }).click();
    const row = (name: string) => table(page).locator("tbody tr").filter({ hasText: name });
    await row("Lead Recente").getByText(FRESH, { exact: true }).waitFor();
    expect(await row("Lead Antigo").getByText(FRESH, { exact: true }).count()).toBe(0);

    await page.getByRole("link", { name: "Voltar" }).click();
    await tile("leads").getByText("2 registros", { exact: true }).waitFor();
    expect(
      await tile("leads")
        .getByText(/novos?$/)
        .count(),
    ).toBe(0);
  });

  it("each list opens from its tile, newest first, with exactly its columns, a 'Voltar' to /admin, and no public header or footer", async () => {
    const { page } = await adminPage(ROUTES.home);
    // The public pages have them (so their absence below means something).
    await page.getByRole("banner").waitFor();
    await page.getByRole("contentinfo").waitFor();
    await page.goto(ROUTES.admin);
    for (const key of ADMIN_LIST_KEYS) {
      await page.getByRole("link", { name: new RegExp(`^${ADMIN_LISTS[key].title}\\s+${ADMIN_LISTS[key].description}`) }).click();
      await page.getByRole("heading", { level: 1, name: ADMIN_LISTS[key].title }).waitFor();
      expect(await firstCells(page), key).toEqual(NEWEST_FIRST[key]);
      expect(await headerCells(page), key).toEqual(COLUMNS[key]);
      expect(await page.getByRole("banner").count(), key).toBe(0);
      expect(await page.getByRole("contentinfo").count(), key).toBe(0);
      await page.getByRole("link", { name: "Voltar" }).click();
      await page.getByRole("heading", { level: 1, name: "Painel Administrativo" }).waitFor();
    }
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
  });

  it("the club list links every social network entry safely", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.clubSubscriptions);
    const hrefOf = (name: string) => table(page).getByRole("link", { name, exact: true }).getAttribute("href");
    expect(await hrefOf("@membro.clube")).toBe("https://www.instagram.com/membro.clube/");
    expect(await hrefOf("www.membro.com.br")).toBe("https://www.membro.com.br/");
    expect(await hrefOf("facebook.com/membro.antigo")).toBe("https://facebook.com/membro.antigo");
  });

  it.each([
    [ADMIN_ROUTES.healingSubmissions, "joao estevao", ["João Estêvão"], ["Cura Recente", "João Estêvão"]],
    [ADMIN_ROUTES.clients, "CANDIDATA", [APPLICANT.name], NEWEST_FIRST.clients],
    [ADMIN_ROUTES.leads, "lead.recente@", ["Lead Recente"], NEWEST_FIRST.leads],
    [ADMIN_ROUTES.products, "cristal aprovavel", ["Cristal Aprovável"], NEWEST_FIRST.products],
  ])("%s: searches %j without minding accents or case, in the address, and clears it", async (path, typed, found, all) => {
    const { page } = await adminPage(path);
    await page.getByRole("searchbox", { name: "Buscar" }).fill(typed);
    await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(typed);
    await expect.poll(() => firstCells(page)).toEqual(found);
    await page.getByRole("link", { name: "Limpar busca" }).click();
    await expect.poll(() => firstCells(page)).toEqual(all);
  });

  it.each([
    [
      ADMIN_ROUTES.freeMapSubmissions,
      /^pedidos-mapa-da-alma-\d{4}-\d{2}-\d{2}\.csv$/,
      [
        ["Mapa Recente", "17/05/1990", "10:45", "São Paulo - SP", "mapa.recente@essencia.test", "(11) 98888-7777", "17/05/2026 10:45"],
        ["Mapa Antigo", "29/02/1980", "08:00", "Curitiba - PR", "mapa.antigo@essencia.test", "N/A", "01/02/2026 08:00"],
      ],
      ["17 de maio de 2026 às 10:45", "1 de fevereiro de 2026 às 08:00"],
    ],
    [
      ADMIN_ROUTES.healingSubmissions,
      /^inscricoes-cura-\d{4}-\d{2}-\d{2}\.csv$/,
      [
        ["Cura Recente", "cura.recente@essencia.test", "(11) 91234-5678", "12/04/2026 19:45"],
        ["João Estêvão", "joao.cura@essencia.test", "N/A", "10/04/2026 10:07"],
      ],
      ["12 de abril de 2026 às 19:45", "10 de abril de 2026 às 10:07"],
    ],
  ])("%s: 'Exportar CSV' downloads every column of the rows on screen, dates as dd/mm/aaaa hh:mm", async (path, fileName, expected, shownDates) => {
    const { page } = await adminPage(path);
    const shown = await shownRows(page);
    const headers = await headerCells(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(fileName);
    const text = readFileSync((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("\r\n");
    const [header, ...rows] = parse(text, { delimiter: ";", bom: true }) as string[][];
    expect(header).toEqual(headers);
    expect(rows).toEqual(expected);
    // The page shows the same rows, the moment in long form.
    const last = headers.length - 1;
    expect(shown.map((r) => r.slice(0, last))).toEqual(expected.map((r) => r.slice(0, last)));
    expect(shown.map((r) => r[last])).toEqual(shownDates);
  });

  it("'Aprovar' and 'Rejeitar' show only while pending and say what happened; a product another admin just reviewed is not overwritten", async () => {
    const { page, allowHttpError } = await adminPage(ADMIN_ROUTES.products);
    const row = (title: string) => table(page).locator("tbody tr").filter({ hasText: title });
    await row("Cristal Aprovável").getByRole("button", { name: "Aprovar" }).click();
    await expectToast(page, { title: "Status atualizado!", description: "O produto foi aprovado." });
    await row("Cristal Aprovável").getByText("Aprovado", { exact: true }).waitFor();
    expect(await row("Cristal Aprovável").getByRole("button").count()).toBe(0);
    await row("Incenso Rejeitável").getByRole("button", { name: "Rejeitar" }).click();
    await expectToast(page, { title: "Status atualizado!", description: "O produto foi rejeitado." });
    await row("Incenso Rejeitável").getByText("Rejeitado", { exact: true }).waitFor();

    // Another admin approves 'Vela Disputada' while this page still shows it pending.
    const other = await e2e.open();
    await signInViaHttp(other.context, { email: COLLEAGUE.email, password: PASSWORD });
    const approved = await other.context.request.post(ADMIN_ACTIONS.reviewProduct, {
      data: { productId: seeded.disputedProductId, decision: "approved" },
      headers: sameOrigin,
    });
    expect(approved.status()).toBe(200);
    allowHttpError(409, ADMIN_ACTIONS.reviewProduct);
    await row("Vela Disputada").getByRole("button", { name: "Rejeitar" }).click();
    await expectToast(page, { title: "Erro ao atualizar status", description: "Este produto já foi analisado por outra pessoa. A lista foi atualizada." });
    await row("Vela Disputada").getByText("Aprovado", { exact: true }).waitFor();

    // The approved products are in the shop; the rejected one is not.
    await page.goto(ROUTES.products);
    await page.getByRole("heading", { name: "Cristal Aprovável" }).waitFor();
    expect(await page.getByText("Incenso Rejeitável").count()).toBe(0);
    await page.goto(ROUTES.admin);
    await page.getByText('Produto "Cristal Aprovável" aprovado').waitFor();
  });

  it("turns a sign-up therapist applicant into a therapist", async () => {
    const { page } = await adminPage(ADMIN_ROUTES.clients);
    await page.getByRole("button", { name: "Só quem quer ser terapeuta" }).click();
    await expect.poll(() => firstCells(page)).toEqual([APPLICANT.name]);
    const row = table(page).locator("tbody tr").filter({ hasText: APPLICANT.name });
    await row.getByRole("button", { name: /Tornar terapeuta/ }).click();
    await expectToast(page, { title: "Papel atualizado!", description: `${APPLICANT.name} agora é terapeuta.` });
    await row.getByRole("cell", { name: "Terapeuta", exact: true }).waitFor();
    await row.getByRole("button", { name: /Tornar cliente/ }).waitFor();
  });

  it("adds an admin, promotes an existing account, refuses an e-mail that is already an admin's, and removes after asking", async () => {
    const { page, allowHttpError } = await adminPage(ADMIN_ROUTES.manageAdmins);
    const form = page.getByRole("form", { name: "Adicionar administrador" });
    const submit = async (fullName: string, email: string, password: string) => {
      await form.getByLabel("Nome completo").fill(fullName);
      await form.getByLabel("E-mail").fill(email);
      await form.getByLabel("Senha").fill(password);
      await form.getByRole("button", { name: "Criar administrador" }).click();
    };
    await form.getByRole("button", { name: "Criar administrador" }).click();
    await form.getByText("Nome completo é obrigatório.").waitFor();

    await submit("Gestora Nova", "gestora.nova@essencia.test", "senha-da-gestora-nova");
    await expectToast(page, { title: "✨ Administrador criado!", description: "A conta de administrador de gestora.nova@essencia.test está pronta." });
    expect(await form.getByLabel("Nome completo").inputValue()).toBe("");
    await table(page).getByRole("cell", { name: "Gestora Nova", exact: true }).waitFor();

    // An account that exists keeps its own name and password.
    await submit("Nome Digitado", PROMOTABLE.email, "senha-digitada-123");
    await expectToast(page, {
      title: "✨ Administrador criado!",
      description: `${PROMOTABLE.email} já tinha uma conta e agora é administrador(a). O nome e a senha continuam os da pessoa; os digitados aqui não foram usados.`,
    });
    await table(page).getByRole("cell", { name: PROMOTABLE.name, exact: true }).waitFor();
    expect(await table(page).getByText("Nome Digitado").count()).toBe(0);

    allowHttpError(409, ADMIN_ACTIONS.createAdmin);
    await submit("Outra Pessoa", COLLEAGUE.email, "senha-qualquer-123");
    await expectToast(page, { title: "Falha ao criar administrador", description: "Este e-mail já é de um administrador." });
    expect(await fieldError(form, "E-mail")).toBe("Este e-mail já é de um administrador.");

    // One's own row cannot be removed, and the server refuses it even when asked directly.
    const ownRow = table(page).locator("tbody tr").filter({ hasText: ADMIN.email });
    expect(await ownRow.getByRole("button", { name: /Remover/ }).isDisabled()).toBe(true);
    allowHttpError(403, ADMIN_ACTIONS.removeAdmin);
    const direct = await page.evaluate(
      async ([path, userId]) => {
        const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userId }) });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      [ADMIN_ACTIONS.removeAdmin, seeded.adminId],
    );
    expect(direct).toEqual({
      status: 403,
      body: {
        ok: false,
        status: 403,
        toast: { title: "Ação não permitida", description: "Você não pode remover sua própria conta de administrador.", destructive: true },
      },
    });
    await ownRow.waitFor();

    const colleague = table(page).locator("tbody tr").filter({ hasText: COLLEAGUE.email });
    await colleague.getByRole("button", { name: /Remover/ }).click();
    const dialog = page.getByRole("dialog", { name: "Tem certeza?" });
    await dialog.getByText(`${COLLEAGUE.name} será removido(a) permanentemente`, { exact: false }).waitFor();
    await dialog.getByText("Esta ação não pode ser desfeita.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "hidden" });
    await colleague.waitFor();
    await colleague.getByRole("button", { name: /Remover/ }).click();
    await dialog.getByRole("button", { name: "Sim, remover" }).click();
    await expectToast(page, { title: "🗑️ Administrador removido" });
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
    for (const [path, empty] of [
      [ADMIN_ROUTES.freeMapSubmissions, "Nenhuma solicitação ainda"],
      [ADMIN_ROUTES.leads, "Nenhum lead ainda"],
      [ADMIN_ROUTES.healingSubmissions, "Nenhuma inscrição ainda"],
      [ADMIN_ROUTES.products, "Nenhum produto ainda"],
      [ADMIN_ROUTES.clubSubscriptions, "Nenhuma inscrição encontrada até o momento."],
    ]) {
      await page.goto(path);
      await page.getByText(empty, { exact: true }).waitFor();
    }
  });
});

// §8 in the browser: the database stops answering for a list while the server runs (PostgreSQL,
// so the test can break a table under the running server).
describe.skipIf(!browserAvailable() || !(await postgresAvailable()))("painel administrativo sem banco", () => {
  const e2e = useE2e({
    database: "postgres",
    seed: async (db) => {
      await db.insert(leads).values({ name: "Lead Visível", email: "visivel@essencia.test" });
    },
  });

  it("says 'Erro ao buscar leads', 'Erro ao carregar dados' with the club's own sentence, and the dashboard's failure", async () => {
    const { page, context, allowHttpError } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.leads);
    await table(page).getByText("Lead Visível").waitFor();

    const down = "O banco de dados não respondeu. Tente novamente.";
    await e2e.db.execute(sql`alter table leads rename to leads_fora_do_ar`);
    allowHttpError(503, ADMIN_ROUTES.leads);
    await page.reload();
    await expectToast(page, { title: "Erro ao buscar leads", description: down });
    await page.getByRole("alert").filter({ hasText: down }).waitFor();
    expect(await table(page).count()).toBe(0);

    await e2e.db.execute(sql`alter table therapist_club_subscriptions rename to clube_fora_do_ar`);
    allowHttpError(503, ADMIN_ROUTES.clubSubscriptions);
    await page.goto(ADMIN_ROUTES.clubSubscriptions);
    await expectToast(page, { title: "Erro ao carregar dados", description: down });
    await page.getByText("Não foi possível carregar as inscrições. Tente novamente mais tarde.", { exact: true }).waitFor();

    await e2e.db.execute(sql`alter table admin_list_visits rename to visitas_fora_do_ar`);
    allowHttpError(503, ROUTES.admin);
    await page.goto(ROUTES.admin);
    await expectToast(page, { title: "Erro ao carregar dados", description: down });
    await page.getByText("Não foi possível carregar as contagens e a atividade recente. Tente novamente em instantes.", { exact: true }).waitFor();
    // The tiles still lead to the lists.
    await page.getByRole("link", { name: /^Leads/ }).waitFor();
  });
});
