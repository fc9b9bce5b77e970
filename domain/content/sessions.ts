/**
 * Social therapy sessions (spec §3 and §9): reduced-price sessions booked on WhatsApp
 * ('Agendar via WhatsApp'), so the payment link is a chat pre-filled with the session's message.
 */
import type { SiteSettings } from "../site.ts";
import { ART } from "./art.ts";
import { type ContentItem, type DefaultItem, sessionLink } from "./catalogue.ts";

export interface SocialSession {
  id: string;
  title: string;
  description: string;
  /** Integer cents. */
  price: number;
  durationMinutes: number;
  image: string;
  imageAlt: string;
  imageId: string | null;
  category: "Social";
  paymentLink: string;
}

export function toSocialSession(item: ContentItem<"social_session">, settings: SiteSettings): SocialSession {
  const d = item.data;
  return {
    id: item.id,
    title: d.title,
    description: d.description,
    price: d.priceCents,
    durationMinutes: d.durationMinutes,
    image: d.art,
    imageAlt: d.imageAlt,
    imageId: item.imageId,
    category: "Social",
    paymentLink: sessionLink(d, settings),
  };
}

export const SOCIAL_SESSION_DEFAULTS: DefaultItem<"social_session">[] = [
  {
    id: "sessao-social-60",
    kind: "social_session",
    data: {
      title: "Sessão Social de 60 minutos",
      description:
        "Atendimento individual on-line de cura energética com um terapeuta formado pelo Instituto: tempo para acolher sua história, investigar a raiz do que você sente e transformar crenças com calma.",
      priceCents: 9700,
      durationMinutes: 60,
      whatsappText: "Olá! Quero agendar a Sessão Social de 60 minutos.",
      art: ART.session60.src,
      imageAlt: ART.session60.alt,
    },
  },
  {
    id: "sessao-social-30",
    kind: "social_session",
    data: {
      title: "Sessão Social de 30 minutos",
      description: "Um atendimento on-line mais breve e focado em um único tema, ideal para quem já conhece a técnica ou deseja uma primeira experiência.",
      priceCents: 5000,
      durationMinutes: 30,
      whatsappText: "Olá! Quero agendar a Sessão Social de 30 minutos.",
      art: ART.session30.src,
      imageAlt: ART.session30.alt,
    },
  },
];
