import { describe, expect, it } from "vitest";

import { ADMIN_COLUMNS } from "./columns.ts";
import { ADMIN_LISTS, filtersOf, isAdminListKey } from "./lists.ts";
import { adminCsvPath, pageCount, pageSearch, parseListQuery, toggledFilterSearch } from "./query.ts";
import type { ClubRow, LeadRow, ProductRow } from "./rows.ts";
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from "./texts.ts";

describe("parseListQuery", () => {
  const parse = (search: string) => parseListQuery("leads", new URLSearchParams(search));

  it("reads ?q= trimmed and ?pagina= as a whole page number", () => {
    expect(parse("q=%20Jo%C3%A3o%20&pagina=3")).toEqual({ q: "João", page: 3, filters: {} });
    expect(parse("")).toEqual({ q: "", page: 1, filters: {} });
  });

  it("reads the list's own filters, and only those, from their declared parameters", () => {
    expect(parseListQuery("clients", new URLSearchParams("candidatos=1&pendentes=1")).filters).toEqual({ applicants: true });
    expect(parseListQuery("orders", new URLSearchParams("pendentes=1")).filters).toEqual({ pendingOrders: true });
    expect(parseListQuery("orders", new URLSearchParams("pendentes=sim")).filters).toEqual({ pendingOrders: false });
    expect(parseListQuery("leads", new URLSearchParams("candidatos=1")).filters).toEqual({});
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

  it("toggles a filter back to the first page, keeping the search", () => {
    const [applicants] = filtersOf("clients");
    expect(toggledFilterSearch(new URLSearchParams("q=ana&pagina=3"), applicants)).toBe("q=ana&candidatos=1");
    expect(toggledFilterSearch(new URLSearchParams("q=ana&candidatos=1&pagina=2"), applicants)).toBe("q=ana");
    expect(pageSearch(new URLSearchParams("q=ana&candidatos=1"), 2)).toBe("q=ana&candidatos=1&pagina=2");
    expect(pageSearch(new URLSearchParams("q=ana&pagina=2"), 1)).toBe("q=ana");
  });

  it("names only real lists", () => {
    expect(isAdminListKey("leads")).toBe(true);
    expect(isAdminListKey("users")).toBe(false);
    expect(isAdminListKey("__proto__")).toBe(false);
  });
});

describe("columns (spec §2, §7)", () => {
  const textOf = <Row>(columns: readonly { header: string; text: (r: Row) => string; csv?: (r: Row) => string }[], row: Row) =>
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
    const column = ADMIN_COLUMNS.clubSubscriptions.find((c) => c.id === "socialMedia")!;
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

describe("columns have ids", () => {
  it.each(Object.entries(ADMIN_COLUMNS))("%s: one id per column", (_list, columns) => {
    const ids = columns.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
