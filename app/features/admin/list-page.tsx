import { type ReactNode, useEffect, useId } from "react";
import { Form, useLocation, useNavigation, useSearchParams } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import Download from "#app/components/icons/download.tsx";
import Loader2 from "#app/components/icons/loader-circle.tsx";
import Search from "#app/components/icons/search.tsx";
import { Button, ButtonLink, buttonVariants } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { showToast } from "#app/lib/toast.ts";
import { ADMIN_COLUMNS, type Column, type ColumnId } from "#domain/admin/columns.ts";
import { ADMIN_LISTS, type AdminListKey, filtersOf } from "#domain/admin/lists.ts";
import { adminCsvPath, type ListQuery, PAGE_PARAM, pageSearch, SEARCH_PARAM, toggledFilterSearch } from "#domain/admin/query.ts";
import type { AdminListRows } from "#domain/admin/rows.ts";
import { ADMIN_SEARCH_MAX, adminTexts as t } from "#domain/admin/texts.ts";
import type { ToastMessage } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";

export interface ListPageData<Row> {
  page: { rows: Row[]; total: number; page: number; pages: number; freshSince: Date | null } | null;
  failure: ToastMessage | null;
  query: ListQuery;
}

interface AdminListPageProps<K extends AdminListKey, Row extends AdminListRows[K]> {
  list: K;
  data: ListPageData<Row>;
  /** Cells drawn differently from the column's text (links, badges), by column id (domain/admin/columns.ts). */
  cells?: Partial<Record<ColumnId<K>, (row: Row) => ReactNode>>;
  /** A last column of buttons for each row. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** Above the table: filters, forms. */
  toolbar?: ReactNode;
  /** Said in place of the table when the list could not be read (besides the toast). */
  failureText?: string;
  createdAt?: (row: Row) => Date;
}

/** A filter the list declares (domain/admin/lists.ts), as a toggle kept in the address. */
function FilterToggle({ filter }: { filter: ReturnType<typeof filtersOf>[number] }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const on = params.get(filter.param) === "1";
  return (
    <SiteLink
      to={`${pathname}?${toggledFilterSearch(params, filter)}`}
      aria-pressed={on}
      role="button"
      className="pb-3 text-sm font-medium text-brand-700 underline underline-offset-4"
    >
      {on ? filter.turnOff : filter.turnOn}
    </SiteLink>
  );
}

/**
 * One admin list (spec §2 "Admin screens"): 'Voltar' to /admin, the title, 'Buscar' (?q= in the
 * address, so a search can be shared), 'Exportar CSV' of the filtered list, the rows newest first with
 * those added since the admin's previous visit marked 'Novo', pages, the empty state, and a spinner
 * while the next rows load.
 */
export function AdminListPage<K extends AdminListKey, Row extends AdminListRows[K] = AdminListRows[K]>({
  list,
  data,
  cells,
  actions,
  toolbar,
  failureText,
  createdAt,
}: AdminListPageProps<K, Row>) {
  const meta = ADMIN_LISTS[list];
  const columns = ADMIN_COLUMNS[list] as unknown as Column<Row>[];
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === pathname;
  const searchId = useId();
  const { failure, page, query } = data;

  useEffect(() => {
    if (failure) showToast(failure);
  }, [failure]);

  const pageHref = (n: number) => {
    const search = pageSearch(params, n);
    return search ? `${pathname}?${search}` : pathname;
  };
  const custom = cells as Partial<Record<string, (row: Row) => ReactNode>> | undefined;
  const fresh = (row: Row) => Boolean(page?.freshSince && createdAt && createdAt(row) > new Date(page.freshSince));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <ButtonLink to={ROUTES.admin} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t.back}
      </ButtonLink>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl">{meta.title}</h1>
          {page ? <p className="text-sm text-slate-700">{t.total(page.total)}</p> : null}
        </div>
        <a href={adminCsvPath(list, params)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download className="h-4 w-4" aria-hidden="true" /> {t.exportCsv}
        </a>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2">
          {[...params.entries()]
            .filter(([name]) => name !== SEARCH_PARAM && name !== PAGE_PARAM)
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <div className="flex-1 space-y-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              {t.search}
            </label>
            <input
              id={searchId}
              name={SEARCH_PARAM}
              type="search"
              defaultValue={query.q}
              maxLength={ADMIN_SEARCH_MAX}
              placeholder={"searchHint" in meta ? meta.searchHint : t.searchHint}
              className={inputClass}
              key={query.q}
            />
          </div>
          <Button type="submit" variant="primary" className="shrink-0">
            <Search className="h-4 w-4" aria-hidden="true" /> {t.search}
          </Button>
        </Form>
        {query.q ? (
          <SiteLink to={pathname} className="pb-3 text-sm text-brand-700 underline underline-offset-4">
            {t.clearSearch}
          </SiteLink>
        ) : null}
        {filtersOf(list).map((filter) => (
          <FilterToggle key={filter.id} filter={filter} />
        ))}
        {toolbar}
      </div>

      <div className="relative mt-6" aria-busy={loading}>
        {loading ? (
          <p
            role="status"
            className="absolute inset-x-0 top-2 z-10 mx-auto flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 text-brand-800 shadow"
          >
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t.loading}
          </p>
        ) : null}
        {!page ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            {failureText ?? failure?.description ?? failure?.title}
          </p>
        ) : page.rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-brand-200 bg-white p-8 text-center text-lg text-slate-700">
            {query.q ? t.noResults(query.q) : meta.empty}
          </p>
        ) : (
          // `relative`: the buttons' screen-reader text is absolutely positioned; without a positioned
          // box here it escaped the scroll box and widened a 360 px page to the table's full width.
          <div role="region" aria-label={meta.title} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-brand-100 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  {columns.map((c) => (
                    <th key={c.id} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                      {c.header}
                    </th>
                  ))}
                  {actions ? (
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {actions.header}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-100">
                {page.rows.map((row) => (
                  <tr key={row.id} className="align-top">
                    {columns.map((c, i) => (
                      <td key={c.id} className="px-4 py-3 text-slate-800">
                        {custom?.[c.id]?.(row) ?? c.text(row)}
                        {i === 0 && fresh(row) ? (
                          <span className="ml-2 rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-brand-900">{t.fresh}</span>
                        ) : null}
                      </td>
                    ))}
                    {actions ? <td className="px-4 py-3">{actions.cell(row)}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {page && page.pages > 1 ? (
        <nav aria-label="Paginação" className="mt-6 flex items-center justify-center gap-4">
          {page.page > 1 ? (
            <ButtonLink to={pageHref(page.page - 1)} variant="outline" size="sm" rel="prev">
              {t.previous}
            </ButtonLink>
          ) : null}
          <span className="text-sm text-slate-700" aria-current="page">
            {t.page(page.page, page.pages)}
          </span>
          {page.page < page.pages ? (
            <ButtonLink to={pageHref(page.page + 1)} variant="outline" size="sm" rel="next">
              {t.next}
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
