import { describe, expect, it } from "vitest";

import { ART } from "#domain/content/art.ts";
import { ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";

import { buildMeta, DISALLOWED_PREFIXES, documentTitle, INDEXABLE_PATHS, originFromMatches, robotsTxt, serializeJsonLd, sitemapXml } from "./seo.ts";

const ORIGIN = "https://essencia.exemplo.org.br";

const byKey = (meta: ReturnType<typeof buildMeta>) =>
  Object.fromEntries(
    meta.map((m) => {
      const d = m as Record<string, string>;
      if ("title" in d) return ["title", d.title];
      if (d.tagName === "link") return [`link:${d.rel}`, d.href];
      return [d.property ?? d.name ?? "script:ld+json", d.content ?? JSON.stringify(d["script:ld+json"])];
    }),
  );

describe("buildMeta", () => {
  const page = { title: "Eventos e Núcleos de Cura", description: "Agenda de núcleos gratuitos.", path: ROUTES.events, image: ART.highlightEvents };

  it("gives title, description, absolute canonical, Open Graph and Twitter tags", () => {
    const tags = byKey(buildMeta(ORIGIN, page));
    const title = `Eventos e Núcleos de Cura | ${site.movementName}`;
    expect(tags).toEqual({
      title,
      description: page.description,
      "link:canonical": `${ORIGIN}/events`,
      "og:type": "website",
      "og:site_name": site.movementName,
      "og:locale": "pt_BR",
      "og:title": title,
      "og:description": page.description,
      "og:url": `${ORIGIN}/events`,
      "og:image": `${ORIGIN}/art/highlight-events.svg`,
      "og:image:alt": ART.highlightEvents.alt,
      "twitter:card": "summary_large_image",
      "twitter:title": title,
      "twitter:description": page.description,
      "twitter:image": `${ORIGIN}/art/highlight-events.svg`,
    });
  });

  it("leads with the site name on the home page and falls back to the hero artwork", () => {
    const tags = byKey(buildMeta(ORIGIN, { title: "Cura", description: "d", path: ROUTES.home }));
    expect(tags.title).toBe(`${site.movementName} | Cura`);
    expect(tags["link:canonical"]).toBe(`${ORIGIN}/`);
    expect(tags["og:image"]).toBe(`${ORIGIN}${ART.hero.src}`);
    expect(documentTitle({ title: "Cursos", path: ROUTES.courses })).toBe(`Cursos | ${site.movementName}`);
  });

  it("adds one JSON-LD entry per block", () => {
    const meta = buildMeta(ORIGIN, {
      ...page,
      jsonLd: [
        { "@type": "Event", name: "a" },
        { "@type": "Event", name: "b" },
      ],
    });
    expect(meta.filter((m) => "script:ld+json" in m)).toEqual([
      { "script:ld+json": { "@type": "Event", name: "a" } },
      { "script:ld+json": { "@type": "Event", name: "b" } },
    ]);
  });
});

describe("originFromMatches", () => {
  it("reads APP_URL from the root loader's data", () => {
    expect(
      originFromMatches([
        { id: "root", data: { appUrl: ORIGIN } },
        { id: "routes/public/events", data: undefined },
      ]),
    ).toBe(ORIGIN);
    expect(originFromMatches([{ id: "root", loaderData: { appUrl: ORIGIN } }])).toBe(ORIGIN);
  });
});

describe("serializeJsonLd", () => {
  it("escapes what could close the script element, and still parses back", () => {
    const data = { name: "</script><script>alert(1)</script> & \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("sitemap and robots", () => {
  it("list every public page by absolute URL and none of the private areas", () => {
    const xml = sitemapXml(ORIGIN);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(INDEXABLE_PATHS.map((p) => new URL(p, ORIGIN).href));
    for (const path of [ROUTES.home, ROUTES.movement, ROUTES.clubTerms, ROUTES.products, ROUTES.courses, ROUTES.events])
      expect(locs).toContain(new URL(path, ORIGIN).href);
    for (const loc of locs) expect(new URL(loc).pathname).not.toMatch(/^\/(client-area|therapist|admin|conta|redefinir-senha|dev)/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it("robots.txt disallows the private areas and points to the sitemap", () => {
    const lines = robotsTxt(ORIGIN).split("\n");
    expect(DISALLOWED_PREFIXES).toEqual(["/admin", "/client-area", "/therapist", "/conta", "/dev"]);
    for (const prefix of DISALLOWED_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
