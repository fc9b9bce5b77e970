/**
 * Social therapy sessions (spec §3 and §9): reduced-price sessions booked on
 * WhatsApp ('Agendar via WhatsApp'), so the payment link is a pre-filled chat.
 */
import { site, whatsappLink } from "../site.ts";
import { ART, imageOf } from "./art.ts";

interface SocialSession {
  id: string;
  title: string;
  description: string;
  /** Integer cents. */
  price: number;
  durationMinutes: number;
  image: string;
  imageAlt: string;
  category: "Social";
  paymentLink: string;
}

export const socialSessions: SocialSession[] = [
  {
    id: "sessao-social-60",
    title: "Sessão Social de 60 minutos",
    description:
      "Atendimento individual on-line de cura energética com um terapeuta formado pelo Instituto: tempo para acolher sua história, investigar a raiz do que você sente e transformar crenças com calma.",
    price: 9700,
    durationMinutes: 60,
    ...imageOf(ART.session60),
    category: "Social",
    paymentLink: whatsappLink(site.whatsapp.main, "Olá! Quero agendar a Sessão Social de 60 minutos."),
  },
  {
    id: "sessao-social-30",
    title: "Sessão Social de 30 minutos",
    description: "Um atendimento on-line mais breve e focado em um único tema, ideal para quem já conhece a técnica ou deseja uma primeira experiência.",
    price: 5000,
    durationMinutes: 30,
    ...imageOf(ART.session30),
    category: "Social",
    paymentLink: whatsappLink(site.whatsapp.main, "Olá! Quero agendar a Sessão Social de 30 minutos."),
  },
];
