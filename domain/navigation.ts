/**
 * Route paths of the public site and the menus built from them (spec §2,
 * "Navigation and header" and "Footer"). Labels are what a visitor reads.
 */
import { ROUTES } from "./paths.ts";
import { mailtoLink, SITE_DEFAULTS, type SiteSettings } from "./site.ts";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

export const mainMenu: NavEntry[] = [
  { label: "Início", href: ROUTES.home },
  {
    label: "Quem Somos",
    items: [
      { label: "O Instituto", href: ROUTES.institute },
      { label: SITE_DEFAULTS.movementName, href: ROUTES.movement },
      { label: "Sede Física", href: ROUTES.headquarters },
    ],
  },
  {
    label: "Leituras",
    items: [
      { label: "Bússola da Alma", href: ROUTES.soulCompass },
      { label: "Mapa da Alma Completo", href: ROUTES.fullSoulMap },
      { label: "Leitura do Tempo Divino", href: ROUTES.divineTime },
      { label: "Mapa da Alma Gratuito", href: ROUTES.freeSoulMap },
    ],
  },
  {
    label: "Núcleos",
    items: [{ label: "Envio de Energia de Cura", href: ROUTES.healingEnergy }],
  },
  { label: "Clube de Terapeutas", href: ROUTES.club },
  { label: "Serviços", href: ROUTES.services },
  { label: "Cursos", href: ROUTES.courses },
  { label: "Eventos", href: ROUTES.events },
];

/** Extra entries for signed-in people; admins see `admin` instead of `clientArea`. */
export const accountMenu = {
  clientArea: { label: "Área do Cliente", href: ROUTES.clientArea },
  therapistArea: { label: "Área do Terapeuta", href: ROUTES.therapist },
  admin: { label: "Admin", href: ROUTES.admin },
} satisfies Record<string, NavLink>;

/**
 * A footer entry either links to a page (or the contact e-mail) that exists, or is a section not
 * built yet, shown as plain text marked 'em breve': a link that leads nowhere is a dead end.
 */
type FooterEntry = NavLink | { label: string; comingSoon: true };

/** What a footer placeholder says beside its name. */
export const FOOTER_SOON = "em breve";

/** The footer's links, with the movement's name and the contact address from the site settings. */
export const footerLinks = (s: SiteSettings): FooterEntry[] => [
  { label: s.movementName, href: ROUTES.movement },
  { label: "O Instituto", href: ROUTES.institute },
  { label: "Eventos", href: ROUTES.events },
  { label: "Contato", href: mailtoLink(s.emails.contact, "Contato pelo site") },
  { label: "Cursos", href: ROUTES.courses },
  { label: "Serviços", href: ROUTES.services },
  { label: "Produtos", href: ROUTES.products },
  { label: "Mapa da Alma", href: ROUTES.freeSoulMap },
  { label: "Área de Membros", href: ROUTES.clientArea },
  { label: "Círculo de Cura", comingSoon: true },
  { label: "Guardiões Theta", comingSoon: true },
  { label: "Sistema de Pontos", comingSoon: true },
];

export const footerSocialLinks = (s: SiteSettings): NavLink[] => [
  { label: "Instagram", href: s.social.instagram },
  { label: "YouTube", href: s.social.youtube },
  { label: "Facebook", href: s.social.facebook },
];

/** The year is passed in so server and browser render the same line. */
export function copyrightLine(year: number, instituteName: string): string {
  return `© ${year} ${instituteName}. Todos os direitos reservados.`;
}
