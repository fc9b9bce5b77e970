/**
 * Home page texts (spec §2 "Home"). Lists of nuclei, courses and events come
 * from their own catalogue files; this file only adds what the home shows.
 */
import { NUCLEUS_DESCRIPTION_MAX, truncate } from "../format.ts";
import { ROUTES } from "../paths.ts";
import { site } from "../site.ts";
import { ART, imageOf } from "./art.ts";
import type { CatalogEvent } from "./events.ts";
import { founder } from "./institute.ts";

/** The home shows the first four free nuclei. */
export const HOME_NUCLEI_COUNT = 4;

/** Labels of every expand/collapse toggle on the page. */
export const expandLabels = { more: "Ler mais", less: "Ler menos" };

export const homeHero = {
  eyebrow: site.movementName,
  title: "Desperte a cura que mora na sua essência",
  subtitle: "Cursos, atendimentos e encontros de cura para você se reconectar com a sua alma, no seu tempo e em comunidade.",
  buttons: [
    { label: "Conheça os Cursos", href: ROUTES.courses },
    { label: "Próximos Eventos", href: ROUTES.events },
    { label: "Sessões Sociais", href: ROUTES.services },
  ],
  ...imageOf(ART.hero),
};

export const homeNucleiSection = {
  title: "Núcleos Gratuitos",
  subtitle: "Encontros de cura abertos a todas as pessoas, conduzidos pelos Guardiões da Essência.",
  cta: "Participar Agora",
};

/** The first nuclei with descriptions cut to the card length. */
export function homeNuclei(all: readonly CatalogEvent[]): CatalogEvent[] {
  return all.slice(0, HOME_NUCLEI_COUNT).map((nucleus) => ({
    ...nucleus,
    description: truncate(nucleus.description, NUCLEUS_DESCRIPTION_MAX),
  }));
}

export const healingEnergyCta = {
  title: "Receba Energia de Cura",
  text: "Inscreva-se gratuitamente e passe a receber, a distância, a energia de cura enviada pelos nossos grupos. Basta deixar seu nome e e-mail.",
  button: { label: "Quero Receber Energia de Cura", href: ROUTES.healingEnergy },
};

export const homeMovement = {
  title: `O ${site.movementName}`,
  paragraphs: [
    `O ${site.movementName} nasceu de um desejo simples: que a cura energética chegue a todas as pessoas, e não apenas a quem pode pagar por ela.`,
    "Hoje somos uma rede de terapeutas, voluntários e pessoas em busca de autoconhecimento que se encontram toda semana em núcleos gratuitos, presenciais e on-line, para meditar, partilhar e enviar energia de cura a quem pede ajuda.",
    "Os núcleos são conduzidos pelos Guardiões da Essência, pessoas formadas pelo Instituto que escolheram servir. Cada encontro é um convite para silenciar, respirar e lembrar quem você é por trás das dores, das pressas e dos papéis do dia a dia.",
    "Não é preciso ter experiência nem seguir uma religião específica: basta o desejo sincero de se curar e de ajudar a curar. Venha como você está.",
  ],
  showAnthem: "Assistir ao Hino",
  hideAnthem: "Ocultar o Hino",
  anthemTitle: `Hino do ${site.movementName}`,
};

interface HighlightCard {
  title: string;
  text: string;
  cta: string;
  href: string;
  image: string;
  imageAlt: string;
}

export const homeHighlights: HighlightCard[] = [
  {
    title: "Eventos",
    text: "Vivências, encontros e núcleos de cura para viver a espiritualidade em comunidade.",
    cta: "Ver Eventos",
    href: ROUTES.events,
    ...imageOf(ART.highlightEvents),
  },
  {
    title: "Mapa da Alma Gratuito",
    text: "Receba uma primeira leitura do seu mapa da alma a partir dos seus dados de nascimento.",
    cta: "Receber Meu Mapa",
    href: ROUTES.freeSoulMap,
    ...imageOf(ART.readingFreeMap),
  },
  {
    title: "Cursos",
    text: "Formações presenciais e on-line para curar a si mesmo e, quem sabe, tornar-se terapeuta.",
    cta: "Ver Agenda de Cursos",
    href: ROUTES.courses,
    ...imageOf(ART.courses[0]),
  },
];

export const homeFounder = {
  title: `Conheça ${founder.name}`,
  subtitle: founder.role,
  paragraphs: founder.bio,
  credentials: founder.credentials,
  image: founder.image,
  imageAlt: founder.imageAlt,
  cta: { label: "Conheça o Instituto", href: ROUTES.institute },
};

/** Call to action around the first course of the agenda. */
export const homeCourseCta = {
  title: "Próximo curso",
  button: "Quero Me Inscrever",
};

export const homePaidEvents = {
  title: "Próximos Eventos",
  empty: "Nenhum evento pago programado no momento. Acompanhe os núcleos gratuitos acima!",
};

interface Stat {
  value: string;
  label: string;
}

/** The spec's figures (§2 "Home": 2.5K+, 15K+, 50+, 1.2K+) written the Brazilian way. */
export const homeStats: Stat[] = [
  { value: "2,5 mil+", label: "Praticantes" },
  { value: "15 mil+", label: "Sessões Realizadas" },
  { value: "50+", label: "Cursos" },
  { value: "1,2 mil+", label: "Certificados" },
];
