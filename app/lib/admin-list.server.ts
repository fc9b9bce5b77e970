import { type AppLoadContext, data } from "react-router";

import type { Viewer } from "#domain/account/viewer.ts";
import type { AdminListKey } from "#domain/admin/lists.ts";
import { parseListQuery } from "#domain/admin/query.ts";

import { readAdminList } from "./services.server.ts";

/**
 * An admin list page's loader data: one page of rows for the address's search, page and the list's
 * filters (domain/admin/query.ts), or the §8 failure (the page shows it as a toast and in place of the
 * table). The caller checked the role.
 */
export async function adminListData<K extends AdminListKey>(context: AppLoadContext, viewer: Viewer, list: K, url: URL) {
  const query = parseListQuery(list, url.searchParams);
  const result = await readAdminList(context, viewer, { list, query });
  if (!result.ok) return data({ page: null, failure: result.toast ?? null, query }, { status: result.status, headers: { "Cache-Control": "no-store" } });
  const { rows, total, page, pages, freshSince } = result;
  return data({ page: { rows, total, page, pages, freshSince }, failure: null, query }, { headers: { "Cache-Control": "no-store" } });
}
