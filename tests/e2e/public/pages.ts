import { JSDOM } from "jsdom";

import { coursesTexts, eventsTexts, productsTexts, servicesTexts } from "#app/features/public/texts.ts";
import { CLUB_TEXT_DEFAULTS, clubActionNuclei, clubFaqView, clubJourney, clubLanding, clubPillars, clubPricingView, clubTerms, founderBenefitsView, journeyStages } from "#domain/content/club.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { headquartersPage as headquartersPageOf } from "#domain/content/headquarters.ts";
import {
  anthemLabels,
  HIGHLIGHT_DEFAULTS,
  HOME_TEXT_DEFAULTS as home,
  homeCourseCta,
  homeHeroButtons,
  homeNuclei,
  homeNucleiCta,
  homePaidEvents,
} from "#domain/content/home.ts";
import { founderOf, INSTITUTE_TEXT_DEFAULTS as institute, instituteLabels } from "#domain/content/institute.ts";
import { movementPage as movementPageOf } from "#domain/content/movement.ts";
import { divineTime, fullSoulMap, readingCards, readingsHub } from "#domain/content/readings.ts";
import { ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";

interface PublicPage {
  path: string;
  h1: string;
  /** Texts the spec requires on the page, all of which must be in the server's first HTML. */
  texts: string[];
}

/** What a fresh install shows (the seed's content). */
const { nuclei, courses, sessions: socialSessions } = defaultViews();
const firstCourse = courses[0];
const founder = founderOf(site, institute);
const movementPage = movementPageOf(site);
const headquartersPage = headquartersPageOf(site);

/** Every public content page of this feature, with its heading and the spec's key strings. */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: ROUTES.home,
    h1: home.heroTitle,
    texts: [
      ...homeHeroButtons.map((b) => b.label),
      home.nucleiTitle,
      ...homeNuclei(nuclei).flatMap((n) => [n.title, n.description, n.when]),
      homeNucleiCta,
      home.healingTitle,
      `O ${site.movementName}`,
      ...home.movementParagraphs,
      anthemLabels.show,
      ...HIGHLIGHT_DEFAULTS.map((h) => h.data.title),
      `Conheça ${founder.name}`,
      ...founder.bio,
      ...founder.credentials,
      homeCourseCta.title,
      firstCourse.title,
      homeCourseCta.button,
      homePaidEvents.title,
      homePaidEvents.empty,
      // The stats row exactly as the spec writes it (§2 "Home").
      "2,5 mil+",
      "15 mil+",
      "50+",
      "1,2 mil+",
    ],
  },
  {
    path: ROUTES.institute,
    h1: site.instituteName,
    texts: [institute.aboutTitle, ...institute.pillars.map((p) => p.title), instituteLabels.founderTitle, founder.name, ...founder.bio, ...founder.credentials],
  },
  {
    path: ROUTES.movement,
    h1: movementPage.hero.title,
    texts: [
      "Núcleos em Ação",
      ...nuclei.map((n) => n.title),
      movementPage.nucleiSection.button,
      "Guardiões da Essência",
      movementPage.anthem.title,
      "Abrir no YouTube",
      ...movementPage.sections.flatMap((s) => [s.title, ...s.paragraphs]),
    ],
  },
  {
    path: ROUTES.headquarters,
    h1: headquartersPage.title,
    texts: [headquartersPage.address.text, headquartersPage.phone.text, headquartersPage.email.text],
  },
  {
    path: ROUTES.readings,
    h1: readingsHub.title,
    texts: readingCards.flatMap((c) => [c.title, c.description, c.cta]),
  },
  {
    path: ROUTES.fullSoulMap,
    h1: fullSoulMap.title,
    texts: ["24 sessões integradas", fullSoulMap.topicsTitle, ...fullSoulMap.topics, fullSoulMap.cta],
  },
  {
    path: ROUTES.divineTime,
    h1: divineTime.title,
    texts: [divineTime.intro, ...divineTime.facts, divineTime.cta],
  },
  {
    path: ROUTES.club,
    h1: clubLanding.hero.title,
    texts: [
      clubLanding.benefitsTitle,
      ...clubLanding.benefits,
      clubLanding.physicalSpace.title,
      clubLanding.foundersRecognition.title,
      clubLanding.founderBenefitsTitle,
      // Prices as they hold today: the seeded founder price (até 18/10/2025) has expired.
      ...founderBenefitsView(CLUB_TEXT_DEFAULTS, new Date()),
      ...clubPricingView(CLUB_TEXT_DEFAULTS, new Date()).flatMap((p) => [p.title, p.price, ...p.details]),
      // The five FAQ answers are in the HTML even while their panels are closed.
      ...clubFaqView(CLUB_TEXT_DEFAULTS, new Date()).flatMap((f) => [f.question, f.answer]),
      clubLanding.signUpCta.label,
    ],
  },
  {
    path: ROUTES.clubTerms,
    h1: clubTerms.title,
    texts: ["Última atualização: 4 de outubro de 2025", ...clubTerms.clauses.map((c) => c.title)],
  },
  {
    path: ROUTES.clubJourney,
    h1: clubJourney.title,
    texts: [
      ...journeyStages(CLUB_TEXT_DEFAULTS).flatMap((s) => [s.title, s.when]),
      "18 e 19 de outubro de 2025",
      CLUB_TEXT_DEFAULTS.meetingsText,
      ...clubPillars.flatMap((p) => [p.name, p.meaning, p.inPractice]),
      ...clubActionNuclei.map((n) => n.name),
      ...clubPricingView(CLUB_TEXT_DEFAULTS, new Date()).map((p) => p.price),
    ],
  },
  {
    path: ROUTES.services,
    h1: servicesTexts.title,
    texts: [...socialSessions.flatMap((s) => [s.title, s.description]), "R$ 97,00", "R$ 50,00", "Agendar via WhatsApp"],
  },
  {
    path: ROUTES.courses,
    h1: coursesTexts.title,
    texts: [
      ...courses.flatMap((c) => [
        c.title,
        c.dates.period,
        ...c.dates.schedule,
        c.modality,
        ...c.prerequisites,
        ...c.included,
        c.about,
        ...(c.content ?? []),
        c.values.full_price_text,
        c.values.installments,
        ...(c.payment_note ? [c.payment_note] : []),
      ]),
      "R$ 197,00",
      "R$ 1.290,00",
      "R$ 1.487,00",
      "R$ 350,00",
      "R$ 4.400,00",
      "R$ 4.750,00",
    ],
  },
  {
    path: ROUTES.events,
    h1: eventsTexts.title,
    texts: [eventsTexts.paidTitle, eventsTexts.paidEmpty, eventsTexts.freeTitle, ...nuclei.flatMap((n) => [n.title, n.description])],
  },
  {
    path: ROUTES.products,
    h1: productsTexts.title,
    texts: [productsTexts.empty],
  },
];

export function parseHtml(body: string): Document {
  return new JSDOM(body).window.document;
}

/** The page text with whitespace collapsed, as a reader (or a crawler) gets it. */
export function textOf(doc: Document): string {
  return (doc.body.textContent ?? "").replace(/\s+/g, " ");
}

export const metaContent = (doc: Document, selector: string) => doc.head.querySelector(selector)?.getAttribute("content") ?? null;

export function jsonLdOf(doc: Document): Array<Record<string, unknown>> {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? ""));
}

/** The sitemap's <loc> entries, read as XML (a malformed sitemap throws). */
export function sitemapLocs(xml: string): string[] {
  const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  return Array.from(doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")).map((loc) => loc.textContent ?? "");
}
