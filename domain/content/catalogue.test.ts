// Invariants the spec fixes for the content catalogue (§3 and §9), plus the
// promise that every artwork the data points at exists in public/art.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { formatPrice } from "../format.ts";
import { ROUTES } from "../paths.ts";
import { SITE_DEFAULTS as site } from "../site.ts";
import { ART } from "./art.ts";
import {
  CLUB,
  CLUB_TEXT_DEFAULTS,
  clubActionNuclei,
  clubFaq,
  clubFaqView,
  clubPillars,
  clubPricingView,
  clubTerms,
  currentPrice,
  founderBenefitsView,
  journeyStages,
} from "./club.ts";
import { courseMailtoLink, courseSignUpLink, courseWhatsappLink } from "./courses.ts";
import { defaultItems, defaultViews } from "./defaults.ts";
import { headquartersPage as headquartersPageOf } from "./headquarters.ts";
import { HIGHLIGHT_DEFAULTS, HOME_NUCLEI_COUNT, homeHeroButtons, homeNuclei, STAT_DEFAULTS } from "./home.ts";
import { founderOf, INSTITUTE_TEXT_DEFAULTS } from "./institute.ts";
import { movementPage as movementPageOf } from "./movement.ts";
import { FULL_SOUL_MAP_SESSIONS, fullSoulMap, readingCards, soulCompassOffers } from "./readings.ts";

// A Tuesday before every default course: the seed's content as a fresh install shows it then.
const NOW = new Date("2026-11-24T15:00:00Z");
const { nuclei, courses, sessions: socialSessions } = defaultViews(NOW);
const founder = founderOf(site, INSTITUTE_TEXT_DEFAULTS);
const movementPage = movementPageOf(site);
const headquartersPage = headquartersPageOf(site);

describe("nuclei", () => {
  it("are the seven free nuclei nucleo001..nucleo007, soonest first", () => {
    // Tuesday 24 Nov 2026, noon in São Paulo: Tuesday's 19h30 meeting comes first, Monday's last.
    expect(nuclei.map((n) => n.id)).toEqual(["nucleo002", "nucleo004", "nucleo006", "nucleo007", "nucleo001", "nucleo003", "nucleo005"]);
    expect(nuclei[0]).toMatchObject({ when: "Todas as terças-feiras às 19h30", next: "próximo: terça, 24 de novembro, 19h30" });
    expect(nuclei.find((n) => n.id === "nucleo003")).toMatchObject({
      when: "Primeira quarta-feira de cada mês às 20h",
      next: "próximo: quarta, 2 de dezembro, 20h",
    });
    for (const n of nuclei) {
      expect(n.type).toBe("Núcleo");
      expect(n.isFree).toBe(true);
      expect(n.paymentLink).toBe(site.communityGroupUrl);
      expect(n.startsAt > NOW).toBe(true);
    }
  });

  it("include descriptions longer than the home card, which the home cuts to 70", () => {
    expect(nuclei.some((n) => n.description.length > 70)).toBe(true);
    const cards = homeNuclei(nuclei);
    expect(cards).toHaveLength(HOME_NUCLEI_COUNT);
    expect(HOME_NUCLEI_COUNT).toBe(4);
    for (const card of cards) expect(card.description.length).toBeLessThanOrEqual(70);
    expect(cards.map((c) => c.id)).toEqual(["nucleo002", "nucleo004", "nucleo006", "nucleo007"]);
    // The cut is made on the words a reader sees: no half link or stray '**' is left on the card.
    const [marked] = homeNuclei([
      { ...nuclei[0], description: "Um **encontro** de cura com [a comunidade inteira reunida](https://exemplo.com.br/grupo-da-comunidade) toda semana" },
    ]);
    expect(marked.description).not.toMatch(/[*[\]()]|https/);
    expect(marked.description.startsWith("Um encontro de cura com a comunidade")).toBe(true);
  });

  it("leave no paid events at present", () => {
    expect(defaultItems().filter((item) => item.kind === "event")).toEqual([]);
  });
});

describe("courses", () => {
  it("are four: three standard, one advanced, with the spec's prices and points", () => {
    expect(courses).toHaveLength(4);
    const standard = courses.filter((c) => c.values.registration === 19700);
    const advanced = courses.filter((c) => c.values.registration === 35000);
    expect(standard).toHaveLength(3);
    expect(advanced).toHaveLength(1);
    for (const c of standard) {
      expect(c.values).toMatchObject({ course_fee: 129000, total: 148700 });
      expect(c.points).toBe(150);
      expect(c.registration_item).toMatchObject({ price: 19700, points: 20, category: "courses" });
    }
    expect(advanced[0].values).toMatchObject({ course_fee: 440000, total: 475000 });
    expect(advanced[0].points).toBe(450);
    expect(advanced[0].registration_item).toMatchObject({ price: 35000, points: 35, category: "courses" });
  });

  it("have totals equal to registration plus course fee, shown in the full-price text", () => {
    for (const c of courses) {
      expect(c.values.total).toBe(c.values.registration + c.values.course_fee);
      expect(c.values.full_price_text).toContain(formatPrice(c.values.total));
      expect(c.values.installments).toMatch(/5x sem juros.*12x com juros/);
    }
  });

  it("include Almas Gêmeas with at most 20 students", () => {
    const almas = courses.find((c) => c.title === "Almas Gêmeas");
    expect(almas?.maxStudents).toBe(20);
    expect(almas?.dates.observation).toContain("20 alunos");
  });

  it("sign up on the official page when there is one, else on the payment link", () => {
    const withoutPage = courses.filter((c) => c.more_info_link === undefined);
    expect(withoutPage.length).toBeGreaterThan(0);
    for (const c of courses) {
      expect(courseSignUpLink(c)).toBe(c.more_info_link ?? c.paymentLink);
      expect(courseSignUpLink(c)).toMatch(/^https:\/\//);
    }
  });

  it("have periods that start with the day number and name a month, so they sort", () => {
    for (const c of courses) expect(c.dates.period).toMatch(/^\d{1,2} .*\b(de [a-zç]+)/);
    expect(courses.map((c) => c.dates.period)).toEqual([
      "23 a 24 de janeiro de 2027",
      "12 a 14 de março de 2027",
      "22 a 27 de março de 2027",
      "9 a 11 de abril de 2027",
    ]);
  });

  it("have unique ids and contact links that name the course", () => {
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    const c = courses[0];
    expect(new URL(courseWhatsappLink(c)).searchParams.get("text")).toContain(c.title);
    expect(decodeURIComponent(courseMailtoLink(c))).toContain(c.title);
  });
});

describe("social sessions", () => {
  it("are 60 min for R$ 97 and 30 min for R$ 50, booked on WhatsApp", () => {
    expect(socialSessions.map((s) => [s.durationMinutes, s.price])).toEqual([
      [60, 9700],
      [30, 5000],
    ]);
    for (const s of socialSessions) {
      expect(s.category).toBe("Social");
      expect(s.paymentLink).toMatch(/^https:\/\/wa\.me\/55\d+\?text=/);
    }
  });
});

describe("readings", () => {
  it("hub has four cards leading to the spec's routes", () => {
    expect(readingCards.map((c) => c.href)).toEqual(["/soul-compass", "/leituras/mapa-da-alma", "/leituras/tempo-divino", "/soul-map"]);
  });

  it("Soul Compass offers cost R$ 49,00 and R$ 246,00", () => {
    expect(soulCompassOffers.map((o) => [o.title, o.priceText])).toEqual([
      ["Bússola da Alma – Acesso Vitalício", "R$ 49,00"],
      ["Transformação Completa", "R$ 246,00"],
    ]);
  });

  it("full soul map has 24 sessions and 9 topics", () => {
    expect(FULL_SOUL_MAP_SESSIONS).toBe(24);
    expect(fullSoulMap.subtitle).toContain("24 sessões integradas");
    expect(fullSoulMap.topics).toHaveLength(9);
  });
});

describe("club", () => {
  // 18/10 in São Paulo ends at 03:00 UTC on the 19th.
  const beforeDeadline = new Date("2025-10-19T02:59:00Z");
  const afterDeadline = new Date("2025-10-19T03:00:00Z");
  const pricingText = (now: Date) =>
    clubPricingView(CLUB_TEXT_DEFAULTS, now)
      .map((p) => [p.title, p.price, ...p.details].join(" "))
      .join(" | ");

  it("shows the spec's pricing texts until the founder deadline", () => {
    const text = pricingText(beforeDeadline);
    for (const fragment of [
      "R$ 1.650",
      "10x sem juros",
      "R$ 1.567,50 à vista no Pix, até 18/10",
      "R$ 247/mês",
      "após 18/10: R$ 297/mês",
      "R$ 1.770",
      "R$ 147/mês",
    ]) {
      expect(text).toContain(fragment);
    }
    expect(founderBenefitsView(CLUB_TEXT_DEFAULTS, beforeDeadline)[0]).toBe("Mensalidade vitalícia de R$ 247 para quem aderir até 18/10");
  });

  it("after the founder deadline the next price shows by itself and the founder price is gone everywhere", () => {
    const text = pricingText(afterDeadline);
    expect(text).toContain("Mensalidade R$ 297/mês");
    expect(text).toContain("R$ 1.650");
    expect(text).toContain("R$ 1.770");
    for (const gone of ["R$ 247", "18/10", "Pix", "fundador"]) expect(text).not.toContain(gone);
    expect(founderBenefitsView(CLUB_TEXT_DEFAULTS, afterDeadline).join(" ")).not.toContain("R$ 247");
    const faq = clubFaqView(CLUB_TEXT_DEFAULTS, afterDeadline)
      .map((f) => f.answer)
      .join(" ");
    expect(faq).toContain("R$ 1.650");
    expect(faq).not.toContain("18/10");
    expect(
      clubFaqView(CLUB_TEXT_DEFAULTS, beforeDeadline)
        .map((f) => f.answer)
        .join(" "),
    ).toContain("R$ 1.567,50, até 18/10");
  });

  it("a price ladder's current step: valid through its São Paulo day, then the next one; none when all expired", () => {
    const ladder = [
      { cents: 100, validUntil: "2026-01-31" },
      { cents: 200, validUntil: "2026-02-28" },
      { cents: 300, validUntil: null },
    ];
    expect(currentPrice(ladder, new Date("2026-02-01T02:59:59Z"))).toEqual({ price: ladder[0], next: ladder[1] });
    expect(currentPrice(ladder, new Date("2026-02-01T03:00:00Z"))).toEqual({ price: ladder[1], next: ladder[2] });
    expect(currentPrice(ladder, new Date("2027-06-01T12:00:00Z"))).toEqual({ price: ladder[2], next: null });
    expect(currentPrice([{ cents: 100, validUntil: "2026-01-31" }], new Date("2026-03-01T12:00:00Z"))).toBeNull();
    // Lists built on an expired ladder leave the card out instead of showing a stale price.
    const expired = { ...CLUB_TEXT_DEFAULTS, annualPlan: [{ cents: 177000, validUntil: "2025-01-01" }] };
    expect(clubPricingView(expired, afterDeadline).map((p) => p.id)).toEqual(["adesao", "mensalidade"]);
  });

  it("has five FAQ items, six pillars, nine action nuclei and five journey stages", () => {
    expect(clubFaq).toHaveLength(5);
    expect(clubPillars).toHaveLength(6);
    expect(clubActionNuclei).toHaveLength(9);
    expect(journeyStages(CLUB_TEXT_DEFAULTS).map((s) => s.stage)).toEqual([1, 2, 3, 4, 5]);
  });

  it("journey states the launch and the monthly meetings", () => {
    expect(CLUB_TEXT_DEFAULTS.stages[0].when).toContain("18 e 19 de outubro de 2025");
    expect(CLUB_TEXT_DEFAULTS.stages[0].when).toContain("híbrido");
    expect(CLUB_TEXT_DEFAULTS.meetingsText).toContain("segunda quinta-feira");
    expect(CLUB_TEXT_DEFAULTS.meetingsText).toContain("14 de novembro de 2025");
    expect(CLUB_TEXT_DEFAULTS.meetingsText).toContain("das 8h às 11h (horário de Brasília)");
  });

  it("terms carry the update date and the policies", () => {
    expect(clubTerms.lastUpdated).toBe("Última atualização: 4 de outubro de 2025");
    const all = clubTerms.clauses.flatMap((c) => c.paragraphs).join(" ");
    expect(all).toContain("superior a 30 dias");
    expect(all).toContain("30 dias de antecedência");
    expect(all).toContain("Não há reembolso");
    expect(all).toContain("44 cartas");
    expect(all).toContain("R$ 249");
    expect(all).toContain("40%");
    expect(CLUB.certifiedFounders).toBe(60);
  });
});

describe("home, movement, institute, headquarters", () => {
  it("stats row reads exactly as the spec", () => {
    expect(STAT_DEFAULTS.map((s) => s.data.value)).toEqual(["2,5 mil+", "15 mil+", "50+", "1,2 mil+"]);
  });

  it("hero has three buttons to courses, events and sessions", () => {
    expect(homeHeroButtons.map((b) => b.href)).toEqual([ROUTES.courses, ROUTES.events, ROUTES.services]);
    expect(HIGHLIGHT_DEFAULTS.map((h) => h.data.href)).toEqual([ROUTES.events, ROUTES.freeSoulMap, ROUTES.courses]);
  });

  it("founder has three credentials; movement page has four static sections", () => {
    expect(founder.credentials).toHaveLength(3);
    expect(movementPage.sections).toHaveLength(4);
    expect(movementPage.nucleiSection.title).toBe("Núcleos em Ação");
    expect(movementPage.anthem.embedUrl).toContain("youtube-nocookie.com/embed/");
  });

  it("headquarters shows three photos and the contact placeholders", () => {
    expect(headquartersPage.photos).toHaveLength(3);
    expect(headquartersPage.email.href).toMatch(/^mailto:contato@exemplo\.org\.br\?subject=/);
  });
});

describe("artwork", () => {
  const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
  const all = Object.values(ART).flatMap((a) => (Array.isArray(a) ? a : [a]));

  it.each(all.map((a) => [a.src, a] as const))("%s exists, is small, sized and has pt-BR alt text", (src, artwork) => {
    const file = `${publicDir}${src}`;
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg.length).toBeLessThan(8 * 1024);
    expect(svg).toMatch(/<svg[^>]*\sviewBox="[^"]+"/);
    expect(svg).toMatch(/<svg[^>]*\swidth="\d+"/);
    expect(svg).toMatch(/<svg[^>]*\sheight="\d+"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/);
    expect(artwork.alt.length).toBeGreaterThan(10);
  });
});
