import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "#app/routes.ts";
import { accountMenu, footerLinks, footerSocialLinks, isNavGroup, mainMenu } from "#domain/navigation.ts";
import { API, CONFIRMED_URL, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS } from "#domain/site.ts";
import { confirmEmailMessage, healingNotificationMessage, resetPasswordMessage } from "#server/mail/templates.ts";

// Every in-site link of the menus, the footer, the content catalogue and the e-mails leads to a
// route of app/routes.ts (spec §2): a link that only the catch-all not-found page answers is broken.
// It reads app/ and server/ (the e-mails) together, so it lives here rather than beside app/routes.ts.

/** The route table's paths as segment lists; splat routes (not-found pages) serve no link. */
function routedPatterns(entries: RouteConfigEntry[], parent: string[] = []): string[][] {
  return entries.flatMap((entry) => {
    const here = [...parent, ...(entry.path ?? "").split("/").filter(Boolean)];
    const own = (entry.index || entry.path !== undefined) && !here.includes("*") ? [here] : [];
    return [...own, ...routedPatterns(entry.children ?? [], here)];
  });
}

const PATTERNS = routedPatterns(routes);

/** A dynamic segment (":list") matches any one segment. */
function isRouted(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return PATTERNS.some((p) => p.length === segments.length && p.every((s, i) => s.startsWith(":") || s === segments[i]));
}

/** Other sites, e-mail, phone and WhatsApp: not ours to route. */
const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

const ORIGIN = "https://essencia.example";

/** Which page an in-site link opens: Better Auth's e-mail links pass through /api/auth and land on their callbackURL. */
function landing(href: string): string {
  const url = new URL(href, ORIGIN);
  if (url.pathname.startsWith(`${API.auth}/`)) return landing(url.searchParams.get("callbackURL") ?? "");
  return url.pathname;
}

/** Strings under link-like keys (href, to, link, …Url) anywhere in the catalogue's data. */
function linksIn(value: unknown, key = "", seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return /^(href|to)$|(link|url)$/i.test(key) ? [value] : [];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([k, v]) => linksIn(v, Array.isArray(value) ? key : k, seen));
}

const catalogue = import.meta.glob<Record<string, unknown>>(["../../domain/content/*.ts", "!../../domain/content/*.test.ts"], { eager: true });

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
const mails = [
  confirmEmailMessage("ana@exemplo.com", "Ana", `${ORIGIN}${API.auth}/verify-email?token=t&callbackURL=${encodeURIComponent(CONFIRMED_URL)}`),
  resetPasswordMessage(
    "ana@exemplo.com",
    "Ana",
    `${ORIGIN}${API.auth}/reset-password/t?callbackURL=${encodeURIComponent(`${ORIGIN}${ROUTES.resetPassword}`)}`,
    60,
  ),
  healingNotificationMessage("equipe@exemplo.com", { name: "Ana", email: "ana@exemplo.com", whatsapp: null, createdAt: new Date() }, ORIGIN),
];

const LINKS: [where: string, href: string][] = [
  ...mainMenu.flatMap((e) => (isNavGroup(e) ? e.items : [e])).map((l) => ["menu", l.href] as [string, string]),
  ...Object.values(accountMenu).map((l) => ["account menu", l.href] as [string, string]),
  ...footerLinks(SITE_DEFAULTS).flatMap((l) => ("href" in l ? [["footer", l.href] as [string, string]] : [])),
  ...footerSocialLinks(SITE_DEFAULTS).map((l) => ["footer", l.href] as [string, string]),
  ...Object.entries(catalogue).flatMap(([file, exports]) => linksIn(exports).map((href) => [file.replace("../../", ""), href] as [string, string])),
  ...mails.flatMap((mail) => hrefsOf(mail.html).map((href) => [`e-mail ${mail.kind}`, href] as [string, string])),
];

const inSite = LINKS.filter(([, href]) => !isExternal(href) || href.startsWith(ORIGIN));

describe("every in-site link leads to a route", () => {
  it("finds the links of the menus, the footer, the catalogue and every e-mail", () => {
    const wheres = new Set(inSite.map(([where]) => where.split(" ")[0]));
    expect([...wheres]).toEqual(expect.arrayContaining(["menu", "account", "footer", "domain/content/readings.ts", "domain/content/home.ts", "e-mail"]));
    expect(inSite.filter(([where]) => where.startsWith("e-mail"))).toHaveLength(mails.length);
  });

  it.each(inSite)("%s: %s", (_where, href) => {
    expect(isRouted(landing(href)), landing(href)).toBe(true);
  });

  it("knows a broken link when it sees one", () => {
    expect(isRouted("/admin/healing-submissions")).toBe(true);
    expect(isRouted("/admin/exportar/leads")).toBe(true);
    expect(isRouted("/admin/inexistente")).toBe(false);
    expect(isRouted("/pagina-que-nao-existe")).toBe(false);
    expect(landing(`${ORIGIN}${API.auth}/verify-email?token=t&callbackURL=%2Fnada`)).toBe("/nada");
  });
});
