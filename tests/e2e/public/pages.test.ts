// Every public content page: its full text, title, description, canonical URL,
// Open Graph, Twitter card and JSON-LD in the server's first HTML response (what a
// crawler or WhatsApp's preview reads), then the same page in Chromium.
import { describe, expect, it } from "vitest";

import { modulesOf } from "#app/lib/scripts-after-paint.server.ts";
import { INDEXABLE_PATHS } from "#app/lib/seo.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import { MIN_COMPRESS_BYTES } from "#server/http/compression.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";

import { jsonLdOf, metaContent, parseHtml, PUBLIC_PAGES, sitemapLocs, textOf } from "./pages.ts";
import { privateCode } from "./support.ts";

/** What a fresh install shows (the seed's content). */
const { courses, nuclei } = defaultViews();

describe.runIf(browserAvailable())("páginas públicas", () => {
  const e2e = useE2e({ standInForOtherSites: true });

  it.each(PUBLIC_PAGES)("$path chega completa no primeiro HTML", async ({ path, h1, texts }) => {
    const { status, body } = await e2e.html(path);
    expect(status).toBe(200);
    const doc = parseHtml(body);
    const headings = Array.from(doc.querySelectorAll("h1")).map((h) => h.textContent);
    expect(headings).toEqual([h1]);
    const text = textOf(doc);
    for (const expected of texts) expect(text, `"${expected}" em ${path}`).toContain(expected.replace(/\s+/g, " "));
  });

  it("cada página tem título e descrição próprios, URL canônica, Open Graph, Twitter e JSON-LD válidos", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      const doc = parseHtml((await e2e.html(path)).body);
      const url = new URL(path, e2e.app.url).href;
      const title = doc.title;
      const description = metaContent(doc, 'meta[name="description"]');
      expect(title, path).toMatch(new RegExp(site.movementName));
      expect(description?.length, `descrição de ${path}`).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description ?? "");
      expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
      expect(metaContent(doc, 'meta[property="og:title"]')).toBe(title);
      expect(metaContent(doc, 'meta[property="og:description"]')).toBe(description);
      expect(metaContent(doc, 'meta[property="og:url"]')).toBe(url);
      expect(metaContent(doc, 'meta[property="og:type"]')).toBe("website");
      expect(metaContent(doc, 'meta[property="og:locale"]')).toBe("pt_BR");
      expect(metaContent(doc, 'meta[property="og:site_name"]')).toBe(site.movementName);
      expect(metaContent(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(metaContent(doc, 'meta[name="twitter:title"]')).toBe(title);
      expect(metaContent(doc, 'meta[name="twitter:description"]')).toBe(description);
      // The preview picture is one of our SVG artworks, served by this origin.
      const image = metaContent(doc, 'meta[property="og:image"]') ?? "";
      expect(image.startsWith(`${e2e.app.url}/art/`) && image.endsWith(".svg"), image).toBe(true);
      const picture = await fetch(image);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toContain("image/svg+xml");
      // Every JSON-LD block parses; the Organization is on every page.
      const data = jsonLdOf(doc);
      expect(data.filter((d) => d["@type"] === "Organization"), path).toHaveLength(1);
      expect(doc.documentElement.lang).toBe("pt-BR");
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  it("descreve núcleos como Event e cursos como Course em JSON-LD", async () => {
    const events = jsonLdOf(parseHtml((await e2e.html(ROUTES.events)).body)).filter((d) => d["@type"] === "Event");
    // Which meets first depends on the hour (the order is unit-tested): here, that all seven are there.
    expect(events.map((e) => e.name).sort()).toEqual(nuclei.map((n) => n.title).sort());
    expect(events[0]).toMatchObject({ isAccessibleForFree: true, organizer: { name: site.instituteName } });
    const movement = jsonLdOf(parseHtml((await e2e.html(ROUTES.movement)).body)).filter((d) => d["@type"] === "Event");
    expect(movement).toHaveLength(nuclei.length);
    const home = jsonLdOf(parseHtml((await e2e.html(ROUTES.home)).body)).filter((d) => d["@type"] === "Event");
    expect(home).toHaveLength(4);
    const courseData = jsonLdOf(parseHtml((await e2e.html(ROUTES.courses)).body)).filter((d) => d["@type"] === "Course");
    expect(courseData.map((c) => c.name).sort()).toEqual(courses.map((c) => c.title).sort());
    expect(courseData.find((c) => c.name === "Formação Guardiões da Essência")).toMatchObject({ offers: { price: "4750.00", priceCurrency: "BRL" } });
    const organization = jsonLdOf(parseHtml((await e2e.html(ROUTES.home)).body)).find((d) => d["@type"] === "Organization");
    expect(organization).toMatchObject({ name: site.instituteName, url: `${e2e.app.url}/`, logo: `${e2e.app.url}/art/logo.svg` });
  });

  it("sitemap.xml lista todas as páginas públicas com URL absoluta, e nenhuma área privada", async () => {
    const res = await fetch(`${e2e.app.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = sitemapLocs(await res.text());
    expect(locs).toEqual(INDEXABLE_PATHS.map((p) => new URL(p, e2e.app.url).href));
    for (const { path } of PUBLIC_PAGES) expect(locs).toContain(new URL(path, e2e.app.url).href);
    for (const loc of locs) {
      expect(new URL(loc).pathname).not.toMatch(/^\/(client-area|therapist|admin|conta|redefinir-senha|dev)/);
      expect((await fetch(loc)).status, loc).toBe(200);
    }
  });

  it("os scripts e estilos saem pré-comprimidos: brotli, gzip ou sem compressão, conforme o navegador aceita, com o mesmo conteúdo", async () => {
    const { body } = await e2e.html(ROUTES.home);
    const stylesheets = [...body.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
    const assets = [...stylesheets, ...modulesOf(body)];
    expect(assets.some((a) => a.endsWith(".css")) && assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of assets) {
      const variants = await Promise.all(
        ["br", "gzip", "identity"].map(async (encoding) => {
          const res = await fetch(`${e2e.app.url}${asset}`, { headers: { "accept-encoding": encoding } });
          expect(res.status, asset).toBe(200);
          expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          return { encoding, sent: res.headers.get("content-encoding"), text: await res.text() };
        }),
      );
      const [br, gzip, identity] = variants;
      if (identity.text.length < MIN_COMPRESS_BYTES) continue; // too small to be worth compressing
      expect([br.sent, gzip.sent, identity.sent], asset).toEqual(["br", "gzip", null]);
      expect(br.text).toBe(identity.text);
      expect(gzip.text).toBe(identity.text);
    }
  });

  it("robots.txt aponta o sitemap e fecha as áreas privadas", async () => {
    const res = await fetch(`${e2e.app.url}/robots.txt`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\n");
    for (const prefix of ["/admin", "/client-area", "/therapist", "/conta", "/dev"]) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${e2e.app.url}/sitemap.xml`);
  });

  it("nenhum módulo usado só pelas áreas privadas vai num pedaço de código que uma página pública carrega", () => {
    // Not even merged into a chunk shared with public code: the build's module map (vite.config.ts)
    // says which source modules each chunk holds (see privateCode in ./support.ts).
    const { privateOnly, publicChunks } = privateCode(e2e.app.buildDir);
    for (const module of ["app/features/members/data-card.tsx", "app/features/members/therapist-panels.tsx", "app/features/admin/list-page.tsx"]) {
      expect(privateOnly, module).toContain(module);
    }
    expect(publicChunks.length).toBeGreaterThan(3);
    expect(publicChunks.filter((chunk) => chunk.privateModules.length > 0)).toEqual([]);
  });

  it("no Chromium, cada página mostra seu único h1, sem erro no console e sem baixar código de admin ou terapeuta", async () => {
    for (const viewport of [undefined, MOBILE]) {
      const { page } = await e2e.open({ viewport });
      const scripts = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
      });
      for (const { path, h1, texts } of PUBLIC_PAGES) {
        await page.goto(path);
        const headings = page.getByRole("heading", { level: 1 });
        await expect.poll(() => headings.allTextContents(), { message: path }).toEqual([h1]);
        expect(await page.title()).toMatch(new RegExp(site.movementName));
        await page.getByRole("main").getByText(texts[0]).first().waitFor({ state: "visible" });
      }
      // Route-level code splitting: no chunk holding private-area code is fetched by a public page.
      const { privateChunks } = privateCode(e2e.app.buildDir);
      expect(privateChunks.size).toBeGreaterThan(2);
      expect([...scripts].filter((script) => privateChunks.has(script))).toEqual([]);
    }
  });
});
