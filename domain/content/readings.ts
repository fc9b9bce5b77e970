/**
 * Soul readings: the /readings hub cards, the Soul Compass offers, and the
 * sales texts of the full soul map and the divine time reading (spec §2, §9).
 */
import type { CompassOfferId } from "../compass/offers.ts";
import { formatPrice } from "../format.ts";
import { ROUTES } from "../paths.ts";
import { SITE_DEFAULTS as site, whatsappLink } from "../site.ts";
import { ART, imageOf } from "./art.ts";

export interface ReadingCard {
  id: string;
  title: string;
  description: string;
  href: string;
  cta: string;
  image: string;
  imageAlt: string;
}

export const readingsHub = {
  title: "Leituras da Alma",
  subtitle: "Quatro caminhos para conhecer a sua essência. Escolha por onde começar.",
};

export const readingCards: ReadingCard[] = [
  {
    id: "bussola-da-alma",
    title: "Bússola da Alma",
    description: "Uma assistente de inteligência artificial calibrada com o seu Mapa da Alma Integral, para conversar sobre suas dúvidas a qualquer hora.",
    href: ROUTES.soulCompass,
    cta: "Acessar a Bússola",
    ...imageOf(ART.readingCompass),
  },
  {
    id: "mapa-da-alma-completo",
    title: "Mapa da Alma Completo",
    description: "Uma leitura profunda em 24 sessões integradas sobre propósito, dons, ciclos e relacionamentos.",
    href: ROUTES.fullSoulMap,
    cta: "Conhecer o Mapa Completo",
    ...imageOf(ART.readingSoulMap),
  },
  {
    id: "tempo-divino",
    title: "Leitura do Tempo Divino",
    description: "Uma leitura feita pessoalmente pela fundadora sobre o momento da sua alma, entregue em texto e áudio.",
    href: ROUTES.divineTime,
    cta: "Saber mais",
    ...imageOf(ART.readingDivineTime),
  },
  {
    id: "mapa-da-alma-gratuito",
    title: "Mapa da Alma Gratuito",
    description: "Preencha seus dados de nascimento e receba uma primeira leitura do seu mapa da alma pelo WhatsApp.",
    href: ROUTES.freeSoulMap,
    cta: "Receber meu mapa gratuito",
    ...imageOf(ART.readingFreeMap),
  },
];

export interface SoulCompassOffer {
  id: CompassOfferId;
  title: string;
  /** Integer cents. */
  price: number;
  priceText: string;
  description: string;
  features: string[];
  cta: string;
  /** Offers open a WhatsApp chat in a new tab; there is no in-app purchase. */
  link: string;
}

function offer(fields: Omit<SoulCompassOffer, "priceText" | "link">): SoulCompassOffer {
  return {
    ...fields,
    priceText: formatPrice(fields.price),
    link: whatsappLink(site.whatsapp.main, `Olá! Quero adquirir: ${fields.title} (${formatPrice(fields.price)}).`),
  };
}

export const soulCompassOffers: SoulCompassOffer[] = [
  offer({
    id: "bussola-acesso-vitalicio",
    title: "Bússola da Alma – Acesso Vitalício",
    price: 4900,
    description: "Para quem já tem o Mapa da Alma Integral e quer conversar com a Bússola para sempre.",
    features: ["Acesso vitalício à Bússola da Alma", "Respostas calibradas com o seu mapa", "Disponível 24 horas por dia"],
    cta: "Quero o Acesso Vitalício",
  }),
  offer({
    id: "transformacao-completa",
    title: "Transformação Completa",
    price: 24600,
    description: "O Mapa da Alma Integral e a Bússola da Alma juntos, para começar a jornada completa.",
    features: ["Mapa da Alma Integral", "Acesso vitalício à Bússola da Alma", "Orientação para os primeiros passos"],
    cta: "Quero a Transformação Completa",
  }),
];

export const FULL_SOUL_MAP_SESSIONS = 24;

export const fullSoulMap = {
  title: "Mapa da Alma Completo",
  subtitle: `${FULL_SOUL_MAP_SESSIONS} sessões integradas para revelar quem você é em essência.`,
  intro:
    "O Mapa da Alma Completo reúne astrologia, numerologia e leitura energética em uma única jornada. Cada sessão aprofunda um aspecto da sua vida e se conecta às demais, formando um retrato vivo da sua alma.",
  topicsTitle: "O que o seu mapa revela",
  topics: [
    "A missão da sua alma nesta vida",
    "Seus dons e talentos naturais",
    "Padrões emocionais e como transformá-los",
    "Relacionamentos e vínculos de alma",
    "Carreira, vocação e prosperidade",
    "Os ciclos e os momentos-chave da sua vida",
    "Crenças e bloqueios que pedem cura",
    "Sua saúde energética e seus centros de força",
    "O seu caminho de evolução espiritual",
  ],
  cta: "Quero Meu Mapa Completo",
};

export const divineTime = {
  title: "Leitura do Tempo Divino",
  subtitle: "Descubra o que o tempo da sua alma está preparando para você.",
  intro: `Uma leitura feita com calma e presença pela fundadora, ${site.founderName}, sobre o momento que a sua alma atravessa, os aprendizados deste ciclo e os próximos passos.`,
  facts: [
    "Realizada pessoalmente pela fundadora, de forma off-line, sem pressa.",
    "Entregue em texto e em arquivo de áudio.",
    "As leituras são feitas por ordem de inscrição.",
    "Não há prazo definido de entrega: a média é de cerca de 30 dias.",
    "Vagas limitadas.",
  ],
  cta: "Quero Minha Leitura",
  link: whatsappLink(site.whatsapp.main, "Olá! Quero fazer a Leitura do Tempo Divino."),
};
