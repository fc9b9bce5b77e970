import { data, type AppLoadContext } from "react-router";
import type { Viewer } from "#domain/account/viewer.ts";
import { parseListQuery, type AdminListKey } from "#domain/admin.ts";
import { readAdminList, type ListFilters } from "#server/services/admin-lists.ts";

/**
 * An admin list page's loader data: one page of rows for the address's ?q= and ?pagina=, or the
 * §8 failure (the page shows it as a toast and in place of the table). The caller checked the role.
 */
export async function adminListData<K extends AdminListKey>(context: AppLoadContext, viewer: Viewer, key: K, request: Request, filters?: ListFilters) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const result = await readAdminList(context.app, viewer, key, query, filters);
  if (!result.ok) return data({ page: null, failure: result.toast ?? null, query }, { status: result.status, headers: { "Cache-Control": "no-store" } });
  const { rows, total, page, pages, freshSince } = result;
  return data({ page: { rows, total, page, pages, freshSince }, failure: null, query }, { headers: { "Cache-Control": "no-store" } });
}
