/**
 * Home page (spec §2 "Home"). Its texts are edited by staff (`site_texts`, key 'home'), its
 * highlight cards and stats row are catalogue items; the labels fixed by the spec stay here.
 */
import { NUCLEUS_DESCRIPTION_MAX, truncate } from "../format.ts";
import { markdownToPlainText } from "../markdown.ts";
import { ROUTES } from "../paths.ts";
import { ART } from "./art.ts";
import type { CatalogEvent, DefaultItem } from "./catalogue.ts";

/** The home shows the four nuclei that meet soonest. */
export const HOME_NUCLEI_COUNT = 4;

/** Labels of every expand/collapse toggle on the page. */
export const expandLabels = { more: "Ler mais", less: "Ler menos" };

/** What staff write on the home page. */
export interface HomeTexts {
  heroTitle: string;
  heroSubtitle: string;
  nucleiTitle: string;
  nucleiSubtitle: string;
  healingTitle: string;
  healingText: string;
  movementParagraphs: string[];
}

export const HOME_TEXT_DEFAULTS: HomeTexts = {
  heroTitle: "Desperte a cura que mora na sua essência",
  heroSubtitle: "Cursos, atendimentos e encontros de cura para você se reconectar com a sua alma, no seu tempo e em comunidade.",
  nucleiTitle: "Núcleos Gratuitos",
  nucleiSubtitle: "Encontros de cura abertos a todas as pessoas, conduzidos pelos Guardiões da Essência.",
  healingTitle: "Receba Energia de Cura",
  healingText: "Inscreva-se gratuitamente e passe a receber, a distância, a energia de cura enviada pelos nossos grupos. Basta deixar seu nome e e-mail.",
  movementParagraphs: [
    "O Movimento Essência nasceu de um desejo simples: que a cura energética chegue a todas as pessoas, e não apenas a quem pode pagar por ela.",
    "Hoje somos uma rede de terapeutas, voluntários e pessoas em busca de autoconhecimento que se encontram toda semana em núcleos gratuitos, presenciais e on-line, para meditar, partilhar e enviar energia de cura a quem pede ajuda.",
    "Os núcleos são conduzidos pelos Guardiões da Essência, pessoas formadas pelo Instituto que escolheram servir. Cada encontro é um convite para silenciar, respirar e lembrar quem você é por trás das dores, das pressas e dos papéis do dia a dia.",
    "Não é preciso ter experiência nem seguir uma religião específica: basta o desejo sincero de se curar e de ajudar a curar. Venha como você está.",
  ],
};

export const homeHeroButtons = [
  { label: "Conheça os Cursos", href: ROUTES.courses },
  { label: "Próximos Eventos", href: ROUTES.events },
  { label: "Sessões Sociais", href: ROUTES.services },
];

export const HOME_HERO_ART = ART.hero;

export const homeNucleiCta = "Participar Agora";
export const healingEnergyButton = { label: "Quero Receber Energia de Cura", href: ROUTES.healingEnergy };

/**
 * The nuclei that meet soonest, with descriptions cut to the card length — as plain words, so the
 * cut never leaves half a Markdown link or an unclosed '**' on the card.
 */
export function homeNuclei(upcoming: readonly CatalogEvent[]): CatalogEvent[] {
  return upcoming.slice(0, HOME_NUCLEI_COUNT).map((nucleus) => ({
    ...nucleus,
    description: truncate(markdownToPlainText(nucleus.description), NUCLEUS_DESCRIPTION_MAX),
  }));
}

/** The anthem's show/hide toggle, on the home and the movement page. */
export const anthemLabels = { show: "Assistir ao Hino", hide: "Ocultar o Hino" };

export const HIGHLIGHT_DEFAULTS: DefaultItem<"home_highlight">[] = [
  {
    id: "destaque-eventos",
    kind: "home_highlight",
    data: {
      title: "Eventos",
      text: "Vivências, encontros e núcleos de cura para viver a espiritualidade em comunidade.",
      cta: "Ver Eventos",
      href: ROUTES.events,
      art: ART.highlightEvents.src,
      imageAlt: ART.highlightEvents.alt,
    },
  },
  {
    id: "destaque-mapa-da-alma",
    kind: "home_highlight",
    data: {
      title: "Mapa da Alma Gratuito",
      text: "Receba uma primeira leitura do seu mapa da alma a partir dos seus dados de nascimento.",
      cta: "Receber Meu Mapa",
      href: ROUTES.freeSoulMap,
      art: ART.readingFreeMap.src,
      imageAlt: ART.readingFreeMap.alt,
    },
  },
  {
    id: "destaque-cursos",
    kind: "home_highlight",
    data: {
      title: "Cursos",
      text: "Formações presenciais e on-line para curar a si mesmo e, quem sabe, tornar-se terapeuta.",
      cta: "Ver Agenda de Cursos",
      href: ROUTES.courses,
      art: ART.courses[0].src,
      imageAlt: ART.courses[0].alt,
    },
  },
];

export const homeFounderCta = { label: "Conheça o Instituto", href: ROUTES.institute };

/** Call to action around the first course of the agenda. */
export const homeCourseCta = {
  title: "Próximo curso",
  button: "Quero Me Inscrever",
};

export const homePaidEvents = {
  title: "Próximos Eventos",
  empty: "Nenhum evento pago programado no momento. Acompanhe os núcleos gratuitos acima!",
};

/** The spec's figures (§2 "Home": 2.5K+, 15K+, 50+, 1.2K+) written the Brazilian way. */
export const STAT_DEFAULTS: DefaultItem<"home_stat">[] = [
  ["2,5 mil+", "Praticantes"],
  ["15 mil+", "Sessões Realizadas"],
  ["50+", "Cursos"],
  ["1,2 mil+", "Certificados"],
].map(([value, label], index) => ({ id: `numero-${index + 1}`, kind: "home_stat", data: { value, label } }));
