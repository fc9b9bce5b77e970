import { useState } from "react";
import { data, Form, useRevalidator } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { postJson } from "#app/lib/post.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer, listCatalogueItems } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { CONTENT_STATUSES, type ContentItem, formatPeriod, itemTitle, nextStart } from "#domain/content/catalogue.ts";
import {
  CONTENT_LISTS,
  CONTENT_ORDERS,
  CONTENT_PARAMS,
  type ContentOrder,
  contentTexts as t,
  isContentList,
  PREVIEW_PARAM,
  STATUS_LABELS,
} from "#domain/content/editor-lists.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES } from "#domain/paths.ts";
import { capitalize, describeDated, describeRecurrence } from "#domain/recurrence.ts";

import type { Route } from "./+types/content-list";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = ({ params }) => privateMeta(isContentList(params.lista) ? CONTENT_LISTS[params.lista].title : t.title);

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** One list of /admin/conteudo: search by title, filter by status, in the site's order, next first or newest edit first. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  if (!isContentList(params.lista)) throw data(null, { status: 404 });
  const list = CONTENT_LISTS[params.lista];
  const search = url.searchParams.get(CONTENT_PARAMS.search)?.trim() ?? "";
  const status = url.searchParams.get(CONTENT_PARAMS.status) ?? "";
  const order = (url.searchParams.get(CONTENT_PARAMS.order) ?? "site") as ContentOrder;
  const result = await listCatalogueItems(context, viewer, list.kind);
  if (!result.ok) throw data(null, { status: result.status });
  const now = new Date();
  const items = result.items
    .filter((item) => (status ? item.status === status : item.status !== "archived"))
    .filter((item) => !search || fold(itemTitle(item.data)).includes(fold(search)));
  const isEvent = (item: ContentItem): item is ContentItem<"nucleus" | "event"> => item.kind === "nucleus" || item.kind === "event";
  const next = (item: ContentItem) =>
    (isEvent(item) ? nextStart(item, now)?.getTime() : item.kind === "course" ? item.startsAt?.getTime() : undefined) ?? Number.POSITIVE_INFINITY;
  const when = (item: ContentItem) => {
    if (isEvent(item)) {
      if (item.data.recurrence) return capitalize(describeRecurrence(item.data.recurrence));
      return item.startsAt ? capitalize(describeDated(item.startsAt, item.endsAt)) : "";
    }
    return item.kind === "course" && item.startsAt ? formatPeriod(item.startsAt, item.endsAt) : "";
  };
  if (order === "proximos") items.sort((a, b) => next(a) - next(b));
  if (order === "recentes") items.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return data(
    {
      key: params.lista,
      search,
      status,
      order,
      rows: items.map((item) => ({
        id: item.id,
        version: item.version,
        title: itemTitle(item.data),
        status: item.status,
        when: when(item),
        publishAt: item.publishAt,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { key, search, status, order, rows } = loaderData;
  const list = CONTENT_LISTS[key];
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const publicPath = list.page;
  // Moving up or down means something only in the site's own order, for the lists staff order by hand.
  const reorder = list.reorder && order === "site" && !search && !status;

  async function act(row: (typeof rows)[number], action: "duplicate" | "archive" | "up" | "down") {
    setBusy(`${row.id}:${action}`);
    const result = await postJson(ADMIN_ACTIONS.contentItemAction, { id: row.id, version: row.version, action });
    setBusy(null);
    showToast(result.ok ? { title: t.done[action] } : (result.toast ?? toasts.requestFailed));
    await revalidator.revalidate();
    // Keyboard users stay on the item they moved: the same button, or its other move button at an end of the list.
    const item = document.querySelector(`[data-testid="item-${CSS.escape(row.id)}"]`);
    const again = item?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`) ?? item?.querySelector<HTMLButtonElement>("button[data-action]");
    again?.focus();
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.content} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t.title}
      </ButtonLink>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{list.title}</h1>
        <ButtonLink to={ADMIN_ROUTES.contentEdit.replace(":lista", key).replace(":id", "novo")}>{list.newLabel}</ButtonLink>
      </div>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <label className="space-y-1 text-sm font-medium text-slate-800">
          {t.search}
          <input type="search" name={CONTENT_PARAMS.search} defaultValue={search} className={inputClass} />
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          Situação
          <select name={CONTENT_PARAMS.status} defaultValue={status} className={inputClass}>
            <option value="">{t.allStatuses}</option>
            {CONTENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-800">
          Ordem
          <select name={CONTENT_PARAMS.order} defaultValue={order} className={inputClass}>
            {Object.entries(CONTENT_ORDERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {t.filter}
        </Button>
      </Form>
      {rows.length === 0 ? <p className="mt-8 text-slate-700">{t.empty}</p> : null}
      <ul className="mt-6 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
        {rows.map((row, index) => (
          <li key={row.id} className="flex flex-wrap items-center gap-3 p-4" data-testid={`item-${row.id}`}>
            <div className="min-w-0 flex-1">
              <SiteLink
                to={ADMIN_ROUTES.contentEdit.replace(":lista", key).replace(":id", row.id)}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {row.title}
              </SiteLink>
              <p className="text-sm text-slate-700">{[STATUS_LABELS[row.status], row.when, t.version(row.version)].filter(Boolean).join(" · ")}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={`${publicPath}?${PREVIEW_PARAM}=${encodeURIComponent(row.id)}#${row.id}`} variant="ghost" size="sm">
                {t.preview}
                <span className="sr-only">: {row.title}</span>
              </ButtonLink>
              {(["up", "down", "duplicate", "archive"] as const)
                .filter(
                  (action) =>
                    (reorder || (action !== "up" && action !== "down")) &&
                    !(action === "up" && index === 0) &&
                    !(action === "down" && index === rows.length - 1) &&
                    !(action === "archive" && row.status === "archived"),
                )
                .map((action) => (
                  <Button key={action} data-action={action} variant="outline" size="sm" disabled={busy !== null} onClick={() => void act(row, action)}>
                    {t[action]}
                    <span className="sr-only">: {row.title}</span>
                  </Button>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
