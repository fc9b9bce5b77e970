import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { contentTexts } from "#domain/content/editor-lists.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { saoPauloParts } from "#domain/recurrence.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";

import { seriousViolations } from "./support/axe.ts";
import { signedInAdmin } from "./support/flows.ts";

// Issue 17 in the browser, as staff: a recurring nucleus made in 'Conteúdo do site' shows on the
// home, /events and the movement page, its calendar file says 20h in São Paulo every week; a draft
// is only in staff's preview; new headquarters contacts reach /sede-fisica and the footer; two
// people saving the same nucleus → the second is told, nothing is overwritten.

const WEEKDAYS_PLURAL = [
  "Todos os domingos",
  "Todas as segundas-feiras",
  "Todas as terças-feiras",
  "Todas as quartas-feiras",
  "Todas as quintas-feiras",
  "Todas as sextas-feiras",
  "Todos os sábados",
];
const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** Tomorrow's weekday in São Paulo: a weekly nucleus on it meets within two days, so it is among the home's next four. */
const tomorrow = new Date(`${saoPauloParts(new Date(Date.now() + 86_400_000)).day}T12:00:00Z`).getUTCDay();

async function createNucleus(page: Page, title: string, status: "published" | "draft") {
  await page.goto(ADMIN_ROUTES.contentEdit.replace(":lista", "nucleos").replace(":id", "novo"));
  const form = page.getByRole("form", { name: "Novo núcleo" });
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Descrição (texto simples)").fill(`Encontro de ${title}.`);
  await form.getByLabel("Local").fill("On-line");
  await form.getByLabel("Dia da semana").selectOption(String(tomorrow));
  await form.getByLabel("Horário (Brasília)").fill("20:00");
  await form.getByLabel("Situação").selectOption(status);
  await form.getByRole("button", { name: contentTexts.save }).click();
  await page.getByText(contentTexts.saved.title).first().waitFor();
  await page.waitForURL((url) => !url.pathname.endsWith("/novo"));
  return new URL(page.url()).pathname.split("/").pop() as string;
}

describe.skipIf(!browserAvailable())("site content edited by staff", () => {
  const e2e = useE2e();

  it("a recurring nucleus made in the editor shows on the home, /events and the movement page, and its .ics says every week at 20h in São Paulo", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    const id = await createNucleus(page, "Núcleo Estrela Guia", "published");
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await e2e.open();
    for (const path of [ROUTES.home, ROUTES.events, ROUTES.movement]) {
      await visitor.page.goto(path);
      const card = visitor.page.locator(`[id="${id}"]`);
      await card.getByRole("heading", { name: "Núcleo Estrela Guia" }).waitFor();
      expect(await card.innerText()).toContain(`${WEEKDAYS_PLURAL[tomorrow]} às 20h`);
    }
    const ics = await visitor.context.request.get(ROUTES.agendaItem.replace(":id", id));
    const text = (await ics.text()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain(`RRULE:FREQ=WEEKLY;BYDAY=${BYDAY[tomorrow]}`);
    expect(text).toMatch(/DTSTART;TZID=America\/Sao_Paulo:\d{8}T200000/);
  });

  it("a draft is invisible to visitors, also by its preview address and calendar file, and visible in staff's preview", async () => {
    const staff = await e2e.open();
    await signedInAdmin(staff.context);
    const id = await createNucleus(staff.page, "Núcleo Ainda Rascunho", "draft");
    const visitor = await e2e.open();
    await visitor.page.goto(`${ROUTES.movement}?previa=${id}`);
    await visitor.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await visitor.page.getByText("Núcleo Ainda Rascunho").count()).toBe(0);
    expect((await visitor.context.request.get(ROUTES.agendaItem.replace(":id", id))).status()).toBe(404);
    await staff.page.goto(`${ROUTES.movement}?previa=${id}`);
    await staff.page.getByRole("heading", { name: "Núcleo Ainda Rascunho" }).waitFor();
  });

  it("new headquarters address and phone in the settings reach /sede-fisica and the footer", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.contentSettings);
    const form = page.getByRole("form", { name: contentTexts.settingsTitle });
    await form.getByLabel("Rua").fill("Rua das Hortênsias");
    await form.getByLabel("Número").fill("42");
    await form.getByLabel("Telefone").fill("(41) 3456-7890");
    await form.getByLabel("E-mail de contato").fill("acolhimento@institutoessencia.org.br");
    await form.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText(contentTexts.saved.title).first().waitFor();

    const visitor = await e2e.open();
    await visitor.page.goto(ROUTES.headquarters);
    await visitor.page.getByText("Rua das Hortênsias, 42", { exact: false }).waitFor();
    await visitor.page.getByRole("link", { name: "(41) 3456-7890" }).waitFor();
    await visitor.page.getByRole("contentinfo").getByRole("link", { name: "acolhimento@institutoessencia.org.br" }).waitFor();
  });

  it("two staff save the same nucleus: the second is told someone saved first, and the first's change stays", async () => {
    const one = await e2e.open();
    const two = await e2e.open();
    await signedInAdmin(one.context);
    await signedInAdmin(two.context);
    // The refused save is a 409 the page answers with its message, not an error.
    two.allowHttpError(409, ADMIN_ACTIONS.saveEvent);
    const path = ADMIN_ROUTES.contentEdit.replace(":lista", "nucleos").replace(":id", "nucleo002");
    await one.page.goto(path);
    await two.page.goto(path);
    await one.page.getByLabel("Título").fill("Núcleo Despertar (Ana)");
    await one.page.getByRole("button", { name: contentTexts.save }).click();
    await one.page.getByText(contentTexts.saved.title).first().waitFor();
    await two.page.getByLabel("Título").fill("Núcleo Despertar (Bia)");
    await two.page.getByRole("button", { name: contentTexts.save }).click();
    await two.page.getByText("Outra pessoa salvou este item antes").first().waitFor();
    await two.page.getByText("A versão atual é a 2").first().waitFor();

    const visitor = await e2e.open();
    await visitor.page.goto(ROUTES.movement);
    await visitor.page.getByRole("heading", { name: "Núcleo Despertar (Ana)" }).waitFor();
  });

  it("staff move a course's first day in the editor: /courses and the home's next course reorder by the new date", async () => {
    const visitor = await e2e.open();
    const agendaOrder = async () => {
      await visitor.page.goto(ROUTES.courses);
      const headings = await visitor.page.getByRole("heading").allInnerTexts();
      return headings.filter((h) => ["Mapa da Alma na Prática", "Despertar da Essência", "Almas Gêmeas"].includes(h.trim())).map((h) => h.trim());
    };
    expect(await agendaOrder()).toEqual(["Mapa da Alma na Prática", "Despertar da Essência", "Almas Gêmeas"]);

    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.contentList.replace(":lista", "cursos"));
    await page.getByRole("link", { name: "Almas Gêmeas", exact: true }).click();
    const form = page.getByRole("form", { name: "Novo curso" });
    await form.getByLabel("Primeiro dia").fill("2026-12-04");
    await form.getByLabel("Último dia (opcional)").fill("2026-12-06");
    await form.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText(contentTexts.saved.title).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    expect(await agendaOrder()).toEqual(["Almas Gêmeas", "Mapa da Alma na Prática", "Despertar da Essência"]);
    expect(await visitor.page.locator("main").innerText()).toContain("4 a 6 de dezembro de 2026");
    await visitor.page.goto(ROUTES.home);
    const next = visitor.page.locator("section", { has: visitor.page.getByRole("heading", { name: "Próximo curso" }) });
    await next.getByRole("heading", { name: "Almas Gêmeas" }).waitFor();
  });

  it("a dated event whose date has passed is gone from /events, the home and its calendar address, with no job to hide it", async () => {
    // The read-time rule compares with the real clock: the event is moved into the past instead of the clock forward.
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    const day = (offset: number) => saoPauloParts(new Date(Date.now() + offset * 86_400_000)).day;
    await page.goto(ADMIN_ROUTES.contentEdit.replace(":lista", "eventos").replace(":id", "novo"));
    const form = page.getByRole("form", { name: "Novo evento" });
    await form.getByLabel("Título").fill("Vivência que Passou");
    await form.getByLabel("Descrição (texto simples)").fill("Um dia de práticas.");
    await form.getByLabel("Local").fill("Sede Física");
    await form.getByLabel("Link de 'Participar' (https, wa.me, mailto: ou tel:)").fill("https://pagamento.exemplo.org.br/vivencia");
    await form.getByLabel("Começa em (Brasília)").fill(`${day(5)}T09:00`);
    await form.getByLabel("Situação").selectOption("published");
    await form.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText(contentTexts.saved.title).first().waitFor();
    await page.waitForURL((url) => !url.pathname.endsWith("/novo"));
    const id = new URL(page.url()).pathname.split("/").pop() as string;

    const visitor = await e2e.open();
    await visitor.page.goto(ROUTES.events);
    await visitor.page.getByRole("heading", { name: "Vivência que Passou" }).waitFor();
    expect((await visitor.context.request.get(ROUTES.agendaItem.replace(":id", id))).status()).toBe(200);

    await page.getByLabel("Começa em (Brasília)").fill(`${day(-2)}T09:00`);
    await page.getByRole("button", { name: contentTexts.save }).click();
    await page.getByText(contentTexts.saved.title).first().waitFor({ state: "attached" });
    await page.getByText(contentTexts.version(2)).waitFor();

    for (const path of [ROUTES.events, ROUTES.home]) {
      await visitor.page.goto(path);
      await visitor.page.getByRole("heading", { level: 1 }).waitFor();
      expect(await visitor.page.getByText("Vivência que Passou").count()).toBe(0);
    }
    expect((await visitor.context.request.get(ROUTES.agendaItem.replace(":id", id))).status()).toBe(404);
  });

  it("staff reorder the home's numbers with the keyboard: the focus stays on the moved item and the home follows", async () => {
    const { page, context } = await e2e.open();
    await signedInAdmin(context);
    await page.goto(ADMIN_ROUTES.contentList.replace(":lista", "numeros"));
    await page.getByRole("button", { name: /^Descer\s*:\s*2,5 mil\+ Praticantes$/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(contentTexts.done.down).first().waitFor();
    const items = page.locator("li[data-testid^=item-]");
    await expect.poll(() => items.first().getAttribute("data-testid")).toBe("item-numero-2");
    expect(await page.evaluate(() => document.activeElement?.closest("li")?.getAttribute("data-testid"))).toBe("item-numero-1");
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await e2e.open();
    await visitor.page.goto(ROUTES.home);
    const text = await visitor.page.locator("main").innerText();
    expect(text.indexOf("Sessões Realizadas")).toBeLessThan(text.indexOf("Praticantes"));
  });
});
