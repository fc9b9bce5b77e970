/**
 * Site identity: names, contacts and links of the movement and the institute. Staff edit them
 * under /admin/conteudo (they live in the `site_texts` table, key 'settings'); these are the
 * values a fresh install starts with (the seed) and the shape every page reads through
 * `useSiteSettings()`. The movement page's slug is the one part that is code: it is a route.
 */

import type { Address } from "./address.ts";

export interface SocialLinks {
  instagram: string;
  youtube: string;
  facebook: string;
}

export interface SiteSettings {
  movementName: string;
  instituteName: string;
  founderName: string;
  /** Display form; `telLink` turns it into a dialable link. */
  phone: string;
  emails: {
    contact: string;
    courses: string;
    club: string;
  };
  /** Digits only, with country code 55, as wa.me expects. */
  whatsapp: {
    main: string;
    courses: string;
  };
  /** Invite link of the community group that nuclei and healing sign-ups point to. */
  communityGroupUrl: string;
  /** YouTube video id (11 characters) of the movement's anthem. */
  anthemVideoId: string;
  social: SocialLinks;
  headquarters: Address;
  /** 'Ver no mapa' on /sede-fisica; empty: no map link. */
  mapUrl: string;
}

/** The movement page lives at `/movimento-{MOVEMENT_SLUG}`: a route, so it stays in code. */
export const MOVEMENT_SLUG = "essencia";

export const SITE_DEFAULTS: SiteSettings = {
  movementName: "Movimento Essência",
  instituteName: "Instituto Essência",
  founderName: "Ana Clara Luz",
  phone: "(41) 3000-0000",
  emails: {
    contact: "contato@exemplo.org.br",
    courses: "cursos@exemplo.org.br",
    club: "clube@exemplo.org.br",
  },
  whatsapp: {
    main: "5541900000000",
    courses: "5541900000001",
  },
  communityGroupUrl: "https://chat.whatsapp.com/ExemploGrupoEssencia",
  // YouTube's own IFrame API sample video: it exists, so the embed works until the real anthem id is set.
  anthemVideoId: "M7lc1UVf-VE",
  social: {
    instagram: "https://www.instagram.com/exemplo",
    youtube: "https://www.youtube.com/@exemplo",
    facebook: "https://www.facebook.com/exemplo",
  },
  headquarters: {
    street: "Rua Exemplo",
    number: "123",
    complement: "",
    neighborhood: "Centro",
    city: "Curitiba",
    state: "PR",
    cep: "80000-000",
  },
  mapUrl: "",
};

/** 'Curitiba (PR)': how texts name the city where in-person activities happen. */
export const headquartersCity = (s: SiteSettings) => `${s.headquarters.city} (${s.headquarters.state})`;

/** Path of the movement page, derived so the slug is configured once. */
export const MOVEMENT_PATH = `/movimento-${MOVEMENT_SLUG}`;

const nonDigits = /\D/g;

/** https://wa.me/<digits>?text=<encoded>; any formatting in `number` is stripped. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(nonDigits, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * mailto link with an optional subject. encodeURIComponent (not URLSearchParams)
 * because mail clients read `+` literally: RFC 6068 wants spaces as %20.
 */
export function mailtoLink(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** tel: link in E.164 form, assuming a Brazilian number when no country code is given. */
export function telLink(phone: string): string {
  const digits = phone.replace(nonDigits, "");
  return `tel:+${digits.startsWith("55") && digits.length > 11 ? digits : `55${digits}`}`;
}

/** Privacy-enhanced embed: youtube-nocookie sets no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
}

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
