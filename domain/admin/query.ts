/**
 * An admin list's address: `?q=` (the search), `?pagina=` (the page) and the list's own filters
 * (./lists.ts). One parser for the page's loader and the CSV export, and the links the page draws.
 */
import { ADMIN_ROUTES } from "../paths.ts";
import { type AdminListKey, filtersOf, type ListFilter, type ListFilters } from "./lists.ts";
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from "./texts.ts";

export const SEARCH_PARAM = "q";
export const PAGE_PARAM = "pagina";

export interface ListQuery {
  /** The search as typed (trimmed); "" for none. */
  q: string;
  page: number;
  /** The list's filters that are on. */
  filters: ListFilters;
}

/** What PostgreSQL cannot hold in text (a NUL, half a surrogate pair): a search drops it rather than fail. */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what is removed
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A list's query from its address; anything odd falls back to no search, first page, filters off. */
export function parseListQuery(list: AdminListKey, params: URLSearchParams): ListQuery {
  const q = (params.get(SEARCH_PARAM) ?? "").replace(UNSTORABLE, "").trim().slice(0, ADMIN_SEARCH_MAX);
  const page = Number(params.get(PAGE_PARAM));
  const filters: ListFilters = Object.fromEntries(filtersOf(list).map((f) => [f.id, params.get(f.param) === "1"]));
  return { q, page: Number.isInteger(page) && page > 1 ? Math.min(page, 1_000_000) : 1, filters };
}

/** Where a list's CSV is downloaded from, with the list's current search and filters (not its page). */
export function adminCsvPath(key: AdminListKey, params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete(PAGE_PARAM);
  const search = kept.toString();
  return `${ADMIN_ROUTES.exportCsv.replace(":list", key)}${search ? `?${search}` : ""}`;
}

/** The address of page `n` of the list as it is (search and filters kept); the first page has no parameter. */
export function pageSearch(params: URLSearchParams, n: number): string {
  const next = new URLSearchParams(params);
  if (n > 1) next.set(PAGE_PARAM, String(n));
  else next.delete(PAGE_PARAM);
  return next.toString();
}

/** The address with `filter` turned the other way, back on the first page. */
export function toggledFilterSearch(params: URLSearchParams, filter: ListFilter): string {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  if (params.get(filter.param) === "1") next.delete(filter.param);
  else next.set(filter.param, "1");
  return next.toString();
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
