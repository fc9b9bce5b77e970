/**
 * What a public page tells search engines and link previews (WhatsApp,
 * Facebook, X): title, description, canonical URL, Open Graph, Twitter card
 * and JSON-LD. Every URL is absolute, built from APP_URL, which the root
 * loader exposes as `appUrl` — the one place the public origin comes from.
 */
import { type MetaDescriptor, useRouteLoaderData } from "react-router";

import type { loader as rootLoader } from "#app/root.tsx";
import { ART, type Artwork } from "#domain/content/art.ts";
import { ACCOUNT_PREFIX, DEV_PREFIX, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS, type SiteSettings } from "#domain/site.ts";

interface PageSeo {
  /** The page's own title; the site name is appended (except on the home page, which leads with it). */
  title: string;
  description: string;
  path: string;
  /** Preview picture; the site's link-preview photo (root loader) or the hero artwork when absent. */
  image?: PreviewImage;
  jsonLd?: Record<string, unknown>[];
}

export type JsonLd = Record<string, unknown>;

/** An artwork, or a photo's 1200×630 preview with its size (domain/images.ts previewOf). */
export type PreviewImage = Artwork & { width?: number; height?: number };

/**
 * Every page a search engine may index (spec §2, public routes). Account,
 * client, therapist, admin and development pages stay out on purpose; /soul-compass
 * is in: a visitor (and a crawler) reads its 'Acesso Exclusivo' gate.
 */
export const INDEXABLE_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.institute,
  ROUTES.movement,
  ROUTES.headquarters,
  ROUTES.readings,
  ROUTES.soulCompass,
  ROUTES.fullSoulMap,
  ROUTES.divineTime,
  ROUTES.freeSoulMap,
  ROUTES.relationship,
  ROUTES.healingEnergy,
  ROUTES.club,
  ROUTES.clubSignUp,
  ROUTES.clubTerms,
  ROUTES.clubJourney,
  ROUTES.services,
  ROUTES.courses,
  ROUTES.events,
  ROUTES.products,
];

/** Paths robots.txt asks crawlers to skip (private areas and development tools). */
export const DISALLOWED_PREFIXES: readonly string[] = [ROUTES.admin, ROUTES.clientArea, ROUTES.therapist, ACCOUNT_PREFIX, DEV_PREFIX];

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

export function documentTitle(page: Pick<PageSeo, "title" | "path">, siteName = SITE_DEFAULTS.movementName): string {
  return page.path === ROUTES.home ? `${siteName} | ${page.title}` : `${page.title} | ${siteName}`;
}

export function buildMeta(origin: string, page: PageSeo, defaultImage: PreviewImage = ART.hero, siteName = SITE_DEFAULTS.movementName): MetaDescriptor[] {
  const title = documentTitle(page, siteName);
  const url = absoluteUrl(origin, page.path);
  const image = page.image ?? defaultImage;
  const imageUrl = absoluteUrl(origin, image.src);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    // React Router escapes '<', '>' and '&' inside JSON-LD, so text cannot close the script element.
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** A signed-in or utility page: its title with the site name, kept out of search engines. */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_DEFAULTS.movementName}` }, { name: "robots", content: "noindex" }];
}

/** APP_URL as the root loader exposed it to this render. */
export function originFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { appUrl?: string } | undefined;
  return data?.appUrl ?? "";
}

/** The site settings as the root loader exposed them (the defaults outside a render). */
export function settingsFromMatches(matches: readonly MatchLike[]): SiteSettings {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { settings?: SiteSettings } | undefined;
  return data?.settings ?? SITE_DEFAULTS;
}

/** The site's link-preview photo as the root loader exposed it (null: the hero artwork). */
function rootPreviewImage(matches: readonly MatchLike[]): PreviewImage | undefined {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { socialPreview?: PreviewImage | null } | undefined;
  return data?.socialPreview ?? undefined;
}

/** APP_URL inside components (JSON-LD written in the body, such as the shop's products). */
export function useRootOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.appUrl ?? "";
}

/** A route's `meta` in one line: `meta = ({ matches }) => seo(matches, {...})`. */
export function seo(matches: readonly MatchLike[], page: PageSeo): MetaDescriptor[] {
  return buildMeta(originFromMatches(matches), page, rootPreviewImage(matches), settingsFromMatches(matches).movementName);
}

/**
 * JSON for an inline <script type="application/ld+json"> written by hand (the
 * root's Organization): '<' and friends become \u escapes, exactly as React
 * Router does for meta JSON-LD, so no text can end the script early.
 */
export const serializeJsonLd = (data: JsonLd): string => scriptJson(data);

/** JSON that can sit inside a <script> element: nothing in it can end the script or a line early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemaps.org XML listing every indexable page by its absolute URL. */
export function sitemapXml(origin: string): string {
  const urls = INDEXABLE_PATHS.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

export function robotsTxt(origin: string): string {
  const disallow = DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${absoluteUrl(origin, ROUTES.sitemap)}`, ""].join("\n");
}
