import { describe, expect, it } from "vitest";
import {
  ADMIN_COLUMNS,
  ADMIN_LISTS,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  adminCsvPath,
  isAdminListKey,
  pageCount,
  parseListQuery,
  socialMediaEntries,
  socialMediaHref,
  type ClubRow,
  type LeadRow,
  type ProductRow,
} from "./admin.ts";

describe("socialMediaHref: every plausible entry becomes a safe link", () => {
  it.each([
    // Web addresses as typed, with or without the scheme.
    ["website", "https://luz.exemplo.org.br/", "https://luz.exemplo.org.br/"],
    ["website", "http://luz.exemplo.org.br/agenda?dia=1", "http://luz.exemplo.org.br/agenda?dia=1"],
    ["website", "www.site.com.br", "https://www.site.com.br/"],
    ["website", "site.com.br/página", "https://site.com.br/p%C3%A1gina"],
    ["youtube", "youtube.com/c/x", "https://youtube.com/c/x"],
    ["youtube", "https://www.youtube.com/watch?v=abc", "https://www.youtube.com/watch?v=abc"],
    ["facebook", "facebook.com/x", "https://facebook.com/x"],
    ["facebook", "m.facebook.com/terapeuta", "https://m.facebook.com/terapeuta"],
    ["linkedin", "linkedin.com/in/maria-luz", "https://linkedin.com/in/maria-luz"],
    ["instagram", "instagram.com/terapeuta.luz", "https://instagram.com/terapeuta.luz"],
    ["instagram", "  @terapeuta.luz  ", "https://www.instagram.com/terapeuta.luz/"],
    // Bare handles, to each network's profile.
    ["instagram", "@terapeuta.luz", "https://www.instagram.com/terapeuta.luz/"],
    ["instagram", "terapeuta.luz", "https://www.instagram.com/terapeuta.luz/"],
    ["youtube", "@CanalDaLuz", "https://www.youtube.com/@CanalDaLuz"],
    ["youtube", "CanalDaLuz", "https://www.youtube.com/@CanalDaLuz"],
    ["facebook", "terapeuta.luz", "https://www.facebook.com/terapeuta.luz"],
    ["linkedin", "maria-luz", "https://www.linkedin.com/in/maria-luz"],
    ["instagram", "@joão.cura", "https://www.instagram.com/jo%C3%A3o.cura/"],
    // A handle-shaped entry that is a site goes to the site.
    ["instagram", "mariaterapias.com.br", "https://mariaterapias.com.br/"],
    ["facebook", "www.terapeuta.luz", "https://www.terapeuta.luz/"],
  ] as const)("%s %j → %s", (key, value, href) => {
    expect(socialMediaHref(key, value)).toBe(href);
  });

  it.each([
    ["youtube", "javascript:alert(1)"],
    ["website", "JavaScript:alert(document.cookie)"],
    ["website", "data:text/html,<script>alert(1)</script>"],
    ["website", "vbscript:msgbox(1)"],
    ["website", "file:///etc/passwd"],
    ["website", "mailto:a@b.com"],
    ["instagram", "java\tscript:alert(1)"],
    ["website", "//evil.example.com/x"],
    ["website", "https://user:senha@evil.example.com/"],
    ["website", "http://localhost:3000/"],
    ["website", "https://exemplo.com/a b"],
    ["website", 'https://exemplo.com/"onmouseover="x'],
    ["website", "minhapagina"],
    ["website", "@minhapagina"],
    ["instagram", "Instagram: @maria"],
    ["instagram", ""],
    ["instagram", "   "],
  ] as const)("%s %j stays text", (key, value) => {
    expect(socialMediaHref(key, value)).toBeNull();
  });

  it("never yields anything but an https or http address", () => {
    const tries = ["javascript:alert(1)", "JAVASCRIPT:x", " javascript:x", "\u0000javascript:x", "jav&#x09;ascript:x", "https:javascript:x", "@a", "a.b"];
    for (const key of ["instagram", "youtube", "facebook", "linkedin", "website"] as const)
      for (const value of tries) {
        const href = socialMediaHref(key, value);
        if (href !== null) expect(new URL(href).protocol).toMatch(/^https?:$/);
      }
  });

  it("lists the entries given, trimmed, in a fixed order with their labels", () => {
    expect(socialMediaEntries({ website: " https://x.com.br ", instagram: "@a", youtube: "  " })).toEqual([
      { key: "instagram", label: "Instagram", value: "@a" },
      { key: "website", label: "Site", value: "https://x.com.br" },
    ]);
  });
});

describe("parseListQuery", () => {
  const parse = (search: string) => parseListQuery(new URLSearchParams(search));

  it("reads ?q= trimmed and ?pagina= as a whole page number", () => {
    expect(parse("q=%20Jo%C3%A3o%20&pagina=3")).toEqual({ q: "João", page: 3 });
    expect(parse("")).toEqual({ q: "", page: 1 });
  });

  it.each(["0", "-2", "1.5", "abc", "", "1e3x", "Infinity"])("an odd page %j is the first", (pagina) => {
    expect(parse(`pagina=${encodeURIComponent(pagina)}`).page).toBe(1);
  });

  it("caps the page and the search's length", () => {
    expect(parse("pagina=99999999999").page).toBe(1_000_000);
    expect(parse(`q=${"a".repeat(ADMIN_SEARCH_MAX + 50)}`).q).toHaveLength(ADMIN_SEARCH_MAX);
  });

  it("counts pages of 25, at least one", () => {
    expect(ADMIN_PAGE_SIZE).toBe(25);
    expect([pageCount(0), pageCount(25), pageCount(26), pageCount(100_000)]).toEqual([1, 1, 2, 4000]);
  });
});

describe("adminCsvPath", () => {
  it("keeps the search and filters, drops the page", () => {
    expect(adminCsvPath("leads", new URLSearchParams("q=maria&pagina=4"))).toBe("/admin/exportar/leads?q=maria");
    expect(adminCsvPath("clients", new URLSearchParams("candidatos=1&q=Jo%C3%A3o"))).toBe("/admin/exportar/clients?candidatos=1&q=Jo%C3%A3o");
    expect(adminCsvPath("healingSubmissions", new URLSearchParams("pagina=2"))).toBe("/admin/exportar/healingSubmissions");
  });

  it("names only real lists", () => {
    expect(isAdminListKey("leads")).toBe(true);
    expect(isAdminListKey("users")).toBe(false);
    expect(isAdminListKey("__proto__")).toBe(false);
  });
});

describe("columns (spec §2, §7)", () => {
  const textOf = <Row>(columns: { header: string; text: (r: Row) => string; csv?: (r: Row) => string }[], row: Row) =>
    Object.fromEntries(columns.map((c) => [c.header, [c.text(row), (c.csv ?? c.text)(row)]]));

  it("leads: 'N/A' without WhatsApp, 'Nenhuma leitura gerada.' without a reading, the date long on screen and dd/mm/aaaa hh:mm in the CSV", () => {
    const lead: LeadRow = { id: "1", createdAt: new Date("2026-01-02T12:05:00Z"), name: "Ana", email: "a@x.com", whatsapp: null, reading: "  " };
    expect(textOf(ADMIN_COLUMNS.leads, lead)).toEqual({
      Nome: ["Ana", "Ana"],
      "E-mail": ["a@x.com", "a@x.com"],
      WhatsApp: ["N/A", "N/A"],
      Leitura: ["Nenhuma leitura gerada.", "Nenhuma leitura gerada."],
      "Recebido em": ["2 de janeiro de 2026 às 09:05", "02/01/2026 09:05"],
    });
  });

  it("products: price as R$ 0,00 and the status label", () => {
    const product: ProductRow = {
      id: "1",
      createdAt: new Date("2026-01-02T12:05:00Z"),
      title: "Óleo",
      author: "Ana",
      category: "Produto",
      priceCents: 15_050,
      points: 15,
      status: "rejected",
    };
    expect(textOf(ADMIN_COLUMNS.products, product)).toMatchObject({ Preço: ["R$ 150,50", "R$ 150,50"], Status: ["Rejeitado", "Rejeitado"] });
  });

  it("club: social networks as 'Rede: valor' in the text, 'N/A' without any", () => {
    const row = { socialMedia: { instagram: "@a", website: "x.com.br" } } as ClubRow;
    const column = ADMIN_COLUMNS.clubSubscriptions.find((c) => c.header === "Redes sociais")!;
    expect(column.text(row)).toBe("Instagram: @a; Site: x.com.br");
    expect(column.text({ socialMedia: {} } as ClubRow)).toBe("N/A");
  });

  it("the spec's titles, empty states and §8 fetch errors", () => {
    expect(ADMIN_LISTS.freeMapSubmissions).toMatchObject({
      title: "Pedidos do Mapa da Alma",
      empty: "Nenhuma solicitação ainda",
      fetchError: "Erro ao buscar solicitações",
    });
    expect(ADMIN_LISTS.leads).toMatchObject({ empty: "Nenhum lead ainda", fetchError: "Erro ao buscar leads" });
    expect(ADMIN_LISTS.clients).toMatchObject({ empty: "Nenhum cliente ainda", fetchError: "Erro ao buscar clientes" });
    expect(ADMIN_LISTS.products).toMatchObject({ empty: "Nenhum produto ainda", fetchError: "Erro ao buscar produtos" });
    expect(ADMIN_LISTS.clubSubscriptions).toMatchObject({ empty: "Nenhuma inscrição encontrada até o momento.", fetchError: "Erro ao carregar dados" });
    expect(ADMIN_LISTS.manageAdmins.fetchError).toBe("Erro ao buscar administradores");
  });
});
