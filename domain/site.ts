/**
 * Site identity: the one place where names, contacts and links of the movement
 * and the institute live. Every value is a neutral placeholder meant to be
 * replaced by the institute; nothing else in the code base should repeat them.
 */

import type { Address } from "./address.ts";

export interface SocialLinks {
  instagram: string;
  youtube: string;
  facebook: string;
}

interface SiteConfig {
  movementName: string;
  instituteName: string;
  /** The movement page lives at `/movimento-{movementSlug}`. */
  movementSlug: string;
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
}

export const site: SiteConfig = {
  movementName: "Movimento Essência",
  instituteName: "Instituto Essência",
  movementSlug: "essencia",
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
};

/** 'Curitiba (PR)': how texts name the city where in-person activities happen. */
export const HEADQUARTERS_CITY = `${site.headquarters.city} (${site.headquarters.state})`;

/** Path of the movement page, derived so the slug is configured once. */
export const MOVEMENT_PATH = `/movimento-${site.movementSlug}`;

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
