// What a visitor does on the public pages: buttons that open outside pages in a new
// tab, the 'feature under development' toast, and the keyboard-operable
// disclosures (long texts, FAQ, anthem video).
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { courseLabels } from "#app/features/public/course-card.tsx";
import { servicesTexts } from "#app/features/public/texts.ts";
import { CLUB_TEXT_DEFAULTS, clubFaqView, clubLanding } from "#domain/content/club.ts";
import { courseMailtoLink, courseSignUpLink, courseWhatsappLink } from "#domain/content/courses.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { anthemLabels, expandLabels, HOME_TEXT_DEFAULTS, homeCourseCta } from "#domain/content/home.ts";
import { movementPage as movementPageOf } from "#domain/content/movement.ts";
import { divineTime, fullSoulMap, readingCards } from "#domain/content/readings.ts";
import { toasts } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import { browserAvailable, useE2e } from "#tests/fixtures/e2e.ts";

/** The FAQ as the page shows it today (the payment answer quotes the prices that hold now). */
const clubFaq = clubFaqView(CLUB_TEXT_DEFAULTS, new Date());

/** What a fresh install shows (the seed's content). */
const { courses, nuclei, sessions: socialSessions } = defaultViews();
const movementPage = movementPageOf(site);

/** A link that opens its page in a new tab without giving that page a handle on ours. */
async function expectNewTabLink(link: Locator, href: string) {
  expect(await link.getAttribute("href")).toBe(href);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect((await link.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
}

/** Clicks and returns the address of the tab that opened. */
async function openedTab(page: Page, link: Locator): Promise<string> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  const url = tab.url();
  await tab.close();
  return url;
}

const toastTitle = (page: Page, title: string) => page.locator("[data-sonner-toast]").getByText(title, { exact: true });

describe.runIf(browserAvailable())("interações das páginas públicas", () => {
  const e2e = useE2e({ standInForOtherSites: true });

  it("'Participar Agora' na home abre o grupo da comunidade em nova aba", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.home);
    const join = page.getByRole("link", { name: /^Participar Agora/ });
    await expect.poll(() => join.count()).toBe(4);
    for (const link of await join.all()) await expectNewTabLink(link, site.communityGroupUrl);
    expect(await openedTab(page, join.first())).toBe(site.communityGroupUrl);
    // The first course of the agenda is the call to action.
    const course = page.getByRole("link", { name: new RegExp(`^${homeCourseCta.button}`) });
    await expectNewTabLink(course, courseSignUpLink(courses.find((c) => c.id === "mapa-da-alma-na-pratica")!));
  });

  it("'Participar' em cada núcleo do movimento e 'Abrir no YouTube' abrem em nova aba", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.movement);
    const join = page.getByRole("link", { name: /^Participar/ });
    await expect.poll(() => join.count()).toBe(nuclei.length);
    for (const link of await join.all()) await expectNewTabLink(link, site.communityGroupUrl);
    const youtube = page.getByRole("link", { name: /^Abrir no YouTube/ });
    await expectNewTabLink(youtube, movementPage.anthem.watchUrl);
    expect(await openedTab(page, youtube)).toBe(movementPage.anthem.watchUrl);
  });

  it("o hino do movimento só carrega o player do YouTube quando pedido", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.movement);
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: new RegExp(anthemLabels.show) }).click();
    const player = page.getByTitle(movementPage.anthem.title);
    await player.waitFor();
    expect(await player.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${site.anthemVideoId}?autoplay=1`);
  });

  it("eventos: 'Participar' em cada núcleo gratuito abre o link em nova aba", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.events);
    const join = page.getByRole("link", { name: /^Participar/ });
    await expect.poll(() => join.count()).toBe(nuclei.length);
    expect(await openedTab(page, join.last())).toBe(site.communityGroupUrl);
  });

  it("sessões sociais: 'Agendar via WhatsApp' abre o wa.me com o texto do interesse", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.services);
    const schedule = page.getByRole("link", { name: new RegExp(`^${servicesTexts.schedule}`) });
    await expect.poll(() => schedule.count()).toBe(2);
    for (const [index, session] of socialSessions.entries()) {
      await expectNewTabLink(schedule.nth(index), session.paymentLink);
      expect(session.paymentLink).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    }
    const opened = new URL(await openedTab(page, schedule.first()));
    expect(opened.host).toBe("wa.me");
    expect(opened.searchParams.get("text")).toBe("Olá! Quero agendar a Sessão Social de 60 minutos.");
  });

  it("cursos: inscrição na página oficial (ou no link de pagamento), WhatsApp, e-mail e página oficial em nova aba", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.courses);
    for (const course of courses) {
      const card = page.locator(`article#${course.id}`);
      await expectNewTabLink(card.getByRole("link", { name: new RegExp(`^${courseLabels.signUp}`) }), course.more_info_link ?? course.paymentLink!);
      await expectNewTabLink(card.getByRole("link", { name: new RegExp(`^${courseLabels.whatsapp}`) }), courseWhatsappLink(course));
      await expectNewTabLink(card.getByRole("link", { name: new RegExp(`^${courseLabels.email}`) }), courseMailtoLink(course));
      const official = card.getByRole("link", { name: new RegExp(`^${courseLabels.officialPage}`) });
      if (course.more_info_link) await expectNewTabLink(official, course.more_info_link);
      else expect(await official.count()).toBe(0);
    }
    const almas = courses.find((c) => c.id === "almas-gemeas")!;
    expect(almas.more_info_link).toBeUndefined();
    expect(courseSignUpLink(almas)).toBe(almas.paymentLink);
    const whatsapp = new URL(courseWhatsappLink(almas));
    expect(whatsapp.searchParams.get("text")).toBe("Olá! Tenho interesse no curso Almas Gêmeas.");
    expect(courseMailtoLink(almas)).toBe(`mailto:${site.emails.courses}?subject=Interesse%20no%20curso%20Almas%20G%C3%AAmeas`);
    const signUp = page.locator("article#despertar-da-essencia").getByRole("link", { name: new RegExp(`^${courseLabels.signUp}`) });
    expect(await openedTab(page, signUp)).toBe(courses.find((c) => c.id === "despertar-da-essencia")?.more_info_link);
  });

  it("tempo divino: o botão abre o WhatsApp em nova aba", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.divineTime);
    const cta = page.getByRole("link", { name: new RegExp(`^${divineTime.cta}`) });
    await expectNewTabLink(cta, divineTime.link);
    expect(await openedTab(page, cta)).toBe(divineTime.link);
  });

  it("mapa da alma completo: o botão mostra 'Funcionalidade em desenvolvimento' por 4 s", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.fullSoulMap, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: fullSoulMap.cta }).first().click();
    const toast = toastTitle(page, "Funcionalidade em desenvolvimento");
    await toast.waitFor();
    expect(toasts.unimplemented.duration).toBe(4000);
    await toast.waitFor({ state: "detached", timeout: 8000 });
  });

  it("'Ler mais' abre e fecha o texto pelo teclado, com aria-expanded e aria-controls", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.home, { waitUntil: "networkidle" });
    const toggle = page.getByRole("button", { name: expandLabels.more }).first();
    const hidden = page.getByText(HOME_TEXT_DEFAULTS.movementParagraphs[1]);
    expect(await hidden.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const controls = await toggle.getAttribute("aria-controls");
    expect(await page.locator(`[id="${controls}"]`).count()).toBe(1);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await hidden.waitFor({ state: "visible" });
    const less = page.getByRole("button", { name: expandLabels.less });
    expect(await less.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    await hidden.waitFor({ state: "hidden" });
  });

  it("o hino na home aparece e some pelo botão, e o iframe só existe quando visível", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.home, { waitUntil: "networkidle" });
    const toggle = page.getByRole("button", { name: anthemLabels.show });
    expect(await page.locator("iframe").count()).toBe(0);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const player = page.getByTitle(`Hino do ${site.movementName}`);
    await player.waitFor();
    expect(await player.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${site.anthemVideoId}`);
    const hide = page.getByRole("button", { name: anthemLabels.hide });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    await hide.click();
    await player.waitFor({ state: "detached" });
  });

  it("perguntas frequentes do clube: acordeão pelo teclado, uma resposta por vez", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.club, { waitUntil: "networkidle" });
    expect(clubFaq).toHaveLength(5);
    for (const item of clubFaq) {
      const question = page.getByRole("button", { name: item.question });
      expect(await question.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByText(item.answer).isVisible()).toBe(false);
    }
    const first = page.getByRole("button", { name: clubFaq[0].question });
    await first.focus();
    await page.keyboard.press("Enter");
    const answer = page.getByRole("region", { name: clubFaq[0].question });
    await answer.getByText(clubFaq[0].answer).waitFor({ state: "visible" });
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getAttribute("aria-controls")).toBe(await answer.getAttribute("id"));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByText(clubFaq[1].answer).waitFor({ state: "visible" });
    expect(await page.getByText(clubFaq[0].answer).isVisible()).toBe(false);
  });

  it("o clube leva à inscrição", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.club);
    const ctas = page.getByRole("main").getByRole("link", { name: clubLanding.signUpCta.label });
    for (const cta of await ctas.all()) expect(await cta.getAttribute("href")).toBe(ROUTES.clubSignUp);
    expect(await ctas.count()).toBe(2);
  });

  it("leituras: cada um dos quatro cartões leva à sua página", async () => {
    const { page } = await e2e.open();
    await page.goto(ROUTES.readings, { waitUntil: "networkidle" });
    expect(readingCards).toHaveLength(4);
    for (const card of readingCards) {
      expect(await page.getByRole("link", { name: new RegExp(`^${card.cta}`) }).getAttribute("href")).toBe(card.href);
    }
    await page.getByRole("link", { name: new RegExp(`^${readingCards[1].cta}`) }).click();
    await page.getByRole("heading", { level: 1, name: fullSoulMap.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.fullSoulMap);
  });
  it("a 360 px, a tabela dos pilares do clube não quebra palavras ao meio: rola dentro da própria caixa", async () => {
    const { page } = await e2e.open({ viewport: { width: 360, height: 740 } });
    await page.goto(ROUTES.clubJourney);
    const box = page.getByRole("region", { name: "Pilares do Clube de Terapeutas" });
    const cells = page.locator("table").first().locator("th, td");
    expect(await cells.count()).toBeGreaterThan(3);
    // Words may wrap only at spaces, and every word fits its cell.
    const broken = await cells.evaluateAll((all) =>
      all.filter((c) => getComputedStyle(c).overflowWrap !== "normal" || getComputedStyle(c).wordBreak !== "normal" || c.scrollWidth > c.clientWidth).map((c) => c.textContent),
    );
    expect(broken).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
  });
});
