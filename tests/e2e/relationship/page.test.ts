import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { bodygraphDescription } from "#app/components/chart/bodygraph.tsx";
import { TECHNICAL_DISCLOSURE } from "#app/features/relationship/result-view.tsx";
import { analyzeRelationship, birthToChart, chartLabels, CONNECTION_LABELS, type HumanDesignChart } from "#domain/hd/index.ts";
import { ROUTES } from "#domain/paths.ts";
import { RELATIONSHIP_ERROR_TITLE, relationshipMessages as m, relationshipToasts } from "#domain/relationship/messages.ts";
import { channelMeaning, channelName, relationshipReading } from "#domain/relationship/reading.ts";
import { browserAvailable, DESKTOP, type E2ePage, MOBILE, type PageOptions, useE2e } from "#tests/fixtures/e2e.ts";

import { seriousViolations } from "../support/axe.ts";

interface PersonInput {
  name: string;
  day: string;
  month: string;
  year: string;
  time: string;
  city: string;
  state: string;
}

const ANA: PersonInput = { name: "Ana", day: "17", month: "5", year: "1990", time: "10:45", city: "São Paulo", state: "SP" };
const BRUNO: PersonInput = { name: "Bruno", day: "2", month: "11", year: "1985", time: "23:10", city: "Manaus", state: "AM" };

const card = (page: Page, label: "Pessoa 1" | "Pessoa 2") => page.getByRole("region", { name: label, exact: true });

async function fillPerson(page: Page, label: "Pessoa 1" | "Pessoa 2", p: PersonInput) {
  const c = card(page, label);
  await c.getByLabel("Nome", { exact: true }).fill(p.name);
  await c.getByLabel("Dia", { exact: true }).fill(p.day);
  await c.getByLabel("Mês", { exact: true }).fill(p.month);
  await c.getByLabel("Ano", { exact: true }).fill(p.year);
  await c.getByLabel("Horário de nascimento").fill(p.time);
  await c.getByRole("combobox", { name: "Cidade de nascimento" }).fill(p.city);
  await c.getByLabel("UF", { exact: true }).fill(p.state);
}

const submit = (page: Page) => page.getByRole("button", { name: "Analisar Conexão" }).click();
const result = (page: Page) => page.getByRole("region", { name: "Resultado da Análise" });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]", { hasText: title });

function engine() {
  const a = birthToChart({ date: "1990-05-17", time: "10:45", city: "São Paulo", uf: "SP" });
  const b = birthToChart({ date: "1985-11-02", time: "23:10", city: "Manaus", uf: "AM" });
  if (!a.ok || !b.ok) throw new Error("fixture");
  return analyzeRelationship({ name: "Ana", chart: a.chart }, { name: "Bruno", chart: b.chart });
}

/** Fills both people (Pessoa 1's city picked from the suggestions with the keyboard) and gets the analysis. */
async function analyse(page: Page) {
  await fillPerson(page, "Pessoa 1", { ...ANA, city: "", state: "" });
  const city = card(page, "Pessoa 1").getByRole("combobox", { name: "Cidade de nascimento" });
  await city.pressSequentially("sao pau");
  await expect.poll(() => city.getAttribute("aria-expanded")).toBe("true");
  await page.keyboard.press("Escape");
  expect(await city.getAttribute("aria-expanded")).toBe("false");
  // ArrowDown opens the suggestions again on the first one.
  await page.keyboard.press("ArrowDown");
  expect(await city.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(() => page.getByRole("option", { selected: true }).textContent()).toBe("São Paulo — SP");
  await page.keyboard.press("Enter");
  expect(await city.inputValue()).toBe("São Paulo");
  expect(await card(page, "Pessoa 1").getByLabel("UF", { exact: true }).inputValue()).toBe("SP");
  await fillPerson(page, "Pessoa 2", BRUNO);
  await submit(page);
  await result(page).waitFor();
}

describe.skipIf(!browserAvailable())("relationship page", () => {
  // Many analyses come from one address in a few seconds: useE2e's high RATE_LIMIT_FORM_MAX lets them
  // through; the limit itself is covered by the integration tests.
  const e2e = useE2e();

  /** The relationship page in a fresh context; `allow` declares the console error the test expects. */
  async function open(options: PageOptions & { allow?: (page: E2ePage) => void } = {}): Promise<Page> {
    const opened = await e2e.open(options);
    options.allow?.(opened);
    await opened.page.goto(ROUTES.relationship);
    return opened.page;
  }

  it("analyses two people: busy label, success toast, readable analysis, three bodygraphs and the JSON", async () => {
    const page = await open();
    expect(await page.title()).toContain("Análise de Relacionamento");
    // Hold the answer back a moment so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/relationship", async (route) => {
      await held;
      await route.continue();
    });
    const done = analyse(page);
    const busy = page.getByRole("button", { name: "Gerando Análise..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await done;

    await toast(page, relationshipToasts.succeeded.title).waitFor();
    expect(await toast(page, relationshipToasts.succeeded.title).textContent()).toContain(relationshipToasts.succeeded.description);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Resultado da Análise");

    const expected = engine();
    const view = result(page);
    // It leads with plain words: what flows, where they complete each other, where they may clash.
    const reading = relationshipReading(expected);
    const parts = [
      ["O que flui entre vocês", reading.flows],
      ["Onde vocês se completam", reading.completes],
      ["Onde podem se chocar", reading.clashes],
    ] as const;
    for (const [heading, text] of parts) await view.getByRole("region", { name: heading }).getByText(text, { exact: true }).waitFor();
    const headings = await view.getByRole("heading").allTextContents();
    expect(headings.indexOf("O que flui entre vocês")).toBeLessThan(headings.indexOf("Ana"));
    expect(await view.getByText(expected.summary, { exact: true }).count()).toBe(1);
    const figures = view.locator("figure");
    for (const [i, person] of [expected.personA, expected.personB].entries()) {
      const labels = chartLabels(person.chart);
      const text = await figures.nth(i).textContent();
      for (const fact of [person.name, labels.type, labels.authority, person.chart.profile, labels.definition]) expect(text).toContain(fact);
    }
    expect(await figures.nth(0).textContent()).toContain("São Paulo (SP), UTC-03:00");
    expect(await figures.nth(2).textContent()).toContain(`${expected.composite.definedCenters.length} definidos`);

    // Three drawings, each named by what it shows and drawing exactly the defined centers and channels.
    const drawings: [string, Pick<HumanDesignChart, "definedCenters" | "channels">][] = [
      ["Mapa corporal de Ana", expected.personA.chart],
      ["Mapa corporal de Bruno", expected.personB.chart],
      ["Mapa corporal do composto de Ana e Bruno", expected.composite],
    ];
    const images = view.getByRole("img");
    expect(await images.count()).toBe(3);
    for (const [i, [title, chart]] of drawings.entries()) {
      const svg = images.nth(i);
      expect(await svg.getAttribute("aria-label")).toBe(bodygraphDescription(title, chart.definedCenters, chart.channels));
      expect(await svg.locator("polygon").count()).toBe(9);
      expect(await svg.locator("polygon[data-defined]").count()).toBe(chart.definedCenters.length);
      expect(await svg.locator("line[data-defined]").evaluateAll((ls) => ls.map((l) => l.getAttribute("data-channel")).sort())).toEqual(
        [...chart.channels].sort(),
      );
    }

    for (const kind of ["electromagnetic", "companionship", "dominance", "compromise"] as const) {
      const group = view.getByRole("region", { name: CONNECTION_LABELS[kind], exact: true });
      // Each channel by its name, with what it means in one line.
      const channels = expected.connections.filter((c) => c.kind === kind).map((c) => c.channel);
      const items = await group.getByRole("listitem").allTextContents();
      expect(items.length).toBe(channels.length);
      channels.forEach((id, i) => {
        expect(items[i]).toContain(channelName(id));
        expect(items[i]).toContain(channelMeaning(id));
      });
    }

    const json = view.locator("pre");
    expect(await json.isVisible()).toBe(false);
    await view.getByText(TECHNICAL_DISCLOSURE).click();
    expect(await json.isVisible()).toBe(true);
    const raw = (await json.textContent())!;
    expect(raw).toContain('\n  "report": {');
    const parsed = JSON.parse(raw);
    expect(parsed.ok).toBe(true);
    expect(parsed.report.analysis).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it("refuses an impossible date, a missing time and a UF that does not exist next to the fields, without sending anything", async () => {
    const page = await open();
    let sent = 0;
    page.on("request", (req) => req.url().endsWith("/api/relationship") && sent++);
    await fillPerson(page, "Pessoa 1", { ...ANA, day: "31", month: "2", time: "" });
    await fillPerson(page, "Pessoa 2", { ...BRUNO, state: "XX" });
    await submit(page);

    const day = card(page, "Pessoa 1").getByLabel("Dia", { exact: true });
    await card(page, "Pessoa 1").getByText(m.dateInvalid).waitFor();
    expect(await day.getAttribute("aria-invalid")).toBe("true");
    expect(await card(page, "Pessoa 1").getByText(m.timeRequired).isVisible()).toBe(true);
    // The focus goes to the first wrong field on the page, the day, though the time's error was found first.
    await expect.poll(() => day.evaluate((el) => el === document.activeElement)).toBe(true);
    const uf = card(page, "Pessoa 2").getByLabel("UF", { exact: true });
    expect(await card(page, "Pessoa 2").getByText(m.stateInvalid).isVisible()).toBe(true);
    expect(await uf.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toBe(0);
    expect(await result(page).count()).toBe(0);

    // Fixing a field clears its message.
    await day.fill("28");
    expect(await card(page, "Pessoa 1").getByText(m.dateInvalid).count()).toBe(0);
  });

  it("shows the spec's location message in a toast and under the city when the server finds no such city", async () => {
    const page = await open({ allow: (p) => p.allowHttpError(422, "/api/relationship") });
    await fillPerson(page, "Pessoa 1", ANA);
    await fillPerson(page, "Pessoa 2", { ...BRUNO, city: "Cidade Que Não Existe" });
    await submit(page);
    const shown = toast(page, RELATIONSHIP_ERROR_TITLE);
    await shown.waitFor();
    expect(await shown.textContent()).toContain(m.locationNotFound);
    const city = card(page, "Pessoa 2").getByRole("combobox", { name: "Cidade de nascimento" });
    expect(await card(page, "Pessoa 2").getByText(m.locationNotFound).isVisible()).toBe(true);
    expect(await city.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => city.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await result(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Analisar Conexão" }).isEnabled()).toBe(true);
  });

  it("says 'Falha ao buscar dados de relacionamento. Status: 0.' when the request cannot reach the server", async () => {
    const page = await open({ allow: (p) => p.allowConsoleError(/net::ERR_FAILED/) });
    await page.route("**/api/relationship", (route) => route.abort("failed"));
    await fillPerson(page, "Pessoa 1", ANA);
    await fillPerson(page, "Pessoa 2", BRUNO);
    await submit(page);
    const shown = toast(page, RELATIONSHIP_ERROR_TITLE);
    await shown.waitFor();
    expect(await shown.textContent()).toContain(m.requestFailed(0));
  });

  it("works without JavaScript as a plain form post, drawing on the server", async () => {
    const page = await open({ javaScriptEnabled: false });
    await fillPerson(page, "Pessoa 1", ANA);
    await fillPerson(page, "Pessoa 2", BRUNO);
    await Promise.all([page.waitForURL(`${e2e.app.url}${ROUTES.relationship}`), submit(page)]);
    await result(page).waitFor();
    expect(await result(page).getByRole("img").count()).toBe(3);
    expect(await result(page).getByText(engine().summary, { exact: true }).count()).toBe(1);
  });

  it("refuses a birth year in the future next to the year, in Portuguese", async () => {
    const page = await open({ viewport: MOBILE });
    await fillPerson(page, "Pessoa 1", { ...ANA, year: String(new Date().getFullYear() + 1) });
    await fillPerson(page, "Pessoa 2", BRUNO);
    await submit(page);
    await card(page, "Pessoa 1").getByText(m.dateFuture, { exact: true }).waitFor();
    expect(await result(page).count()).toBe(0);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`has no serious or critical accessibility violation at ${viewport.width} px, with errors and with a result`, async () => {
      const page = await open({ viewport });
      const audit = async (state: string) => {
        expect((await seriousViolations(page)).map((v) => `${state}: ${v}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      };
      await submit(page);
      await card(page, "Pessoa 1").getByText(m.nameRequired).waitFor();
      await audit("erros");
      await analyse(page);
      await page.getByText(TECHNICAL_DISCLOSURE).click();
      await audit("resultado");
      if (process.env.MEETS_SHOTS_DIR && viewport === MOBILE) {
        await page.getByText(TECHNICAL_DISCLOSURE).click();
        await result(page).screenshot({ path: `${process.env.MEETS_SHOTS_DIR}/relationship-result-360.png` });
      }
    });
  }
});
