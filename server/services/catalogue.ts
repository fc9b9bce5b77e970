import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { adminTexts } from "#domain/admin/texts.ts";
import { type ContentItem, type ContentKind, itemTitle } from "#domain/content/catalogue.ts";
import { type CatalogueItemInput, conflictToast, type itemActionSchema, type settingsFormSchema } from "#domain/content/editor.ts";
import type { Failure, Result } from "#domain/result.ts";
import type { SiteSettings } from "#domain/site.ts";
import type { z } from "#domain/zod.ts";

import { type CatalogueSnapshot, SITE_TEXT_DEFAULTS, toContentItem } from "../catalogue/store.ts";
import type { Db } from "../db/client.ts";
import { catalogueItems, siteTexts } from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

/**
 * What the public pages show: the catalogue kept in memory (server/catalogue/store.ts). Pages
 * decide what is public at read time (domain/content/catalogue.ts isPublic), so a past event or an
 * ended rule leaves the lists without a job.
 */
export function readCatalogue(ctx: Pick<RequestContext, "app">): Promise<CatalogueSnapshot> {
  return ctx.app.catalogue.read();
}

const KIND_NAMES: Record<ContentKind, string> = {
  nucleus: "o núcleo",
  event: "o evento",
  course: "o curso",
  social_session: "a sessão social",
  home_highlight: "o destaque",
  home_stat: "o número",
};

const notFound: Failure = {
  ok: false,
  status: 404,
  toast: { title: "Item não encontrado", description: "Ele pode ter sido arquivado. Recarregue a lista.", destructive: true },
};
const conflict = (version: number): Failure => ({ ok: false, status: 409, toast: conflictToast(version), current: { version } });

/** Staff's list of one kind (archived ones included, for the status filter), in the site's order. */
export async function listCatalogueItems(ctx: RequestContext, viewer: Viewer | null, kind: ContentKind): Promise<Result<{ items: ContentItem[] }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const rows = await ctx.app.database.db
    .select()
    .from(catalogueItems)
    .where(eq(catalogueItems.kind, kind))
    .orderBy(asc(catalogueItems.position), asc(catalogueItems.id));
  return { ok: true, items: rows.map(toContentItem) };
}

/** One item as staff edit it (any status); null when there is none. */
export async function readCatalogueItem(ctx: RequestContext, viewer: Viewer | null, id: string): Promise<ContentItem | null> {
  if (refuseUnless(viewer, "admin")) return null;
  const [row] = await ctx.app.database.db.select().from(catalogueItems).where(eq(catalogueItems.id, id)).limit(1);
  return row ? toContentItem(row) : null;
}

/** 'Núcleo de Cura' → 'nucleo-de-cura', made unique with -2, -3… */
async function freeId(db: Db, title: string): Promise<string> {
  const base =
    title
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "item";
  const taken = new Set(
    (
      await db
        .select({ id: catalogueItems.id })
        .from(catalogueItems)
        .where(sql`${catalogueItems.id} = ${base} or ${catalogueItems.id} like ${`${base}-%`}`)
    ).map((r) => r.id),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type Row = typeof catalogueItems.$inferSelect;

/** JSON with object keys sorted: jsonb gives keys back in its own order, which is not a change. */
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  return value;
}
const EDITED_COLUMNS = ["status", "publishAt", "unpublishAt", "startsAt", "endsAt", "position"] as const;

/** Before and after of what changed: columns by name, data field by field. */
function changes(before: Partial<Row>, after: Partial<Row>): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const column of EDITED_COLUMNS) {
    if (!(column in after)) continue;
    const a = before[column] instanceof Date ? (before[column] as Date).toISOString() : (before[column] ?? null);
    const b = after[column] instanceof Date ? (after[column] as Date).toISOString() : (after[column] ?? null);
    if (!same(a, b)) out[column] = { before: a, after: b };
  }
  const dataBefore = (before.data ?? {}) as Record<string, unknown>;
  const dataAfter = (after.data ?? {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(dataBefore), ...Object.keys(dataAfter)])) {
    if (!same(dataBefore[key], dataAfter[key])) out[key] = { before: dataBefore[key] ?? null, after: dataAfter[key] ?? null };
  }
  return out;
}

/** Creates an item of any kind, or saves one from the version the editor started with (conditional update). */
export async function saveCatalogueItem(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: CatalogueItemInput,
): Promise<Result<{ id: string; version: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { database, catalogue } = ctx.app;
  const values = {
    status: input.status,
    publishAt: input.publishAt,
    unpublishAt: input.unpublishAt,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    data: input.data as unknown as Record<string, unknown>,
  };
  const title = itemTitle(input.data);
  const outcome = await database.transaction(async (tx): Promise<Result<{ id: string; version: number }>> => {
    if (input.id === null) {
      const id = await freeId(tx, title);
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${catalogueItems.position}), -1) + 1` })
        .from(catalogueItems)
        .where(eq(catalogueItems.kind, input.kind));
      await tx.insert(catalogueItems).values({ id, kind: input.kind, position: Number(next), ...values, createdBy: viewer.id, updatedBy: viewer.id });
      await recordAudit(tx, viewer, {
        action: "catalogue.create",
        targetType: input.kind,
        targetId: id,
        summary: `Criou ${KIND_NAMES[input.kind]} "${title}"`,
        detail: { changes: changes({}, { ...values }) },
      });
      return { ok: true, id, version: 1 };
    }
    const [before] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, input.id)).for("update");
    if (!before || before.kind !== input.kind) return notFound;
    if (input.version === null || before.version !== input.version) return conflict(before.version);
    const [saved] = await tx
      .update(catalogueItems)
      .set({ ...values, version: sql`${catalogueItems.version} + 1`, updatedBy: viewer.id })
      .where(and(eq(catalogueItems.id, input.id), eq(catalogueItems.version, input.version)))
      .returning({ version: catalogueItems.version });
    if (!saved) return conflict(before.version + 1);
    await recordAudit(tx, viewer, {
      action: "catalogue.update",
      targetType: input.kind,
      targetId: input.id,
      summary: `Editou ${KIND_NAMES[input.kind]} "${title}"`,
      detail: { changes: changes(before, values) },
    });
    return { ok: true, id: input.id, version: saved.version };
  });
  if (outcome.ok) catalogue.invalidate();
  return outcome;
}

/** Duplicate (as a draft), archive, or move one place up or down among the items of its kind. */
export async function actOnCatalogueItem(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof itemActionSchema>,
): Promise<Result<{ id: string }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { database, catalogue } = ctx.app;
  const outcome = await database.transaction(async (tx): Promise<Result<{ id: string }>> => {
    const [item] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, input.id)).for("update");
    if (!item) return notFound;
    if (item.version !== input.version) return conflict(item.version);
    const title = itemTitle(item.data) || item.id;
    const name = `${KIND_NAMES[item.kind]} "${title}"`;
    const bump = { version: sql`${catalogueItems.version} + 1`, updatedBy: viewer.id };
    if (input.action === "duplicate") {
      const id = await freeId(tx, `${item.id}-copia`);
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${catalogueItems.position}), -1) + 1` })
        .from(catalogueItems)
        .where(eq(catalogueItems.kind, item.kind));
      const { createdAt: _c, updatedAt: _u, version: _v, ...copy } = item;
      await tx.insert(catalogueItems).values({ ...copy, id, status: "draft", position: Number(next), createdBy: viewer.id, updatedBy: viewer.id });
      await recordAudit(tx, viewer, {
        action: "catalogue.duplicate",
        targetType: item.kind,
        targetId: id,
        summary: `Duplicou ${name} (rascunho)`,
        detail: { from: item.id },
      });
      return { ok: true, id };
    }
    if (input.action === "archive") {
      await tx
        .update(catalogueItems)
        .set({ status: "archived", ...bump })
        .where(eq(catalogueItems.id, item.id));
      await recordAudit(tx, viewer, {
        action: "catalogue.archive",
        targetType: item.kind,
        targetId: item.id,
        summary: `Arquivou ${name}`,
        detail: { changes: { status: { before: item.status, after: "archived" } } },
      });
      return { ok: true, id: item.id };
    }
    const up = input.action === "up";
    const [neighbour] = await tx
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.kind, item.kind), up ? lt(catalogueItems.position, item.position) : gt(catalogueItems.position, item.position)))
      .orderBy(up ? desc(catalogueItems.position) : asc(catalogueItems.position))
      .limit(1)
      .for("update");
    if (!neighbour) return { ok: true, id: item.id };
    await tx
      .update(catalogueItems)
      .set({ position: neighbour.position, ...bump })
      .where(eq(catalogueItems.id, item.id));
    await tx
      .update(catalogueItems)
      .set({ position: item.position, ...bump })
      .where(eq(catalogueItems.id, neighbour.id));
    await recordAudit(tx, viewer, {
      action: "catalogue.reorder",
      targetType: item.kind,
      targetId: item.id,
      summary: `Moveu ${name} para ${up ? "cima" : "baixo"}`,
      detail: { changes: { position: { before: item.position, after: neighbour.position } } },
    });
    return { ok: true, id: item.id };
  });
  if (outcome.ok) catalogue.invalidate();
  return outcome;
}

/** The settings and their version, as the settings form starts from them. */
export async function readSiteSettings(ctx: RequestContext, viewer: Viewer | null): Promise<Result<{ settings: SiteSettings; version: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const [row] = await ctx.app.database.db.select().from(siteTexts).where(eq(siteTexts.key, "settings")).limit(1);
  return { ok: true, settings: { ...SITE_TEXT_DEFAULTS.settings, ...(row?.data as Partial<SiteSettings>) }, version: row?.version ?? 1 };
}

const flatten = (value: unknown, prefix = ""): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => Object.entries(flatten(v, prefix ? `${prefix}.${k}` : k))))
    : { [prefix]: value };

/** Saves the site settings from the version the form started with. */
export async function saveSiteSettings(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof settingsFormSchema>,
): Promise<Result<{ version: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { database, catalogue } = ctx.app;
  const outcome = await database.transaction(async (tx): Promise<Result<{ version: number }>> => {
    const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.key, "settings")).for("update");
    if (!before) return { ok: false, status: 503, toast: { title: adminTexts.loadFailed, description: adminTexts.readFailed, destructive: true } };
    if (before.version !== input.version) return conflict(before.version);
    const [saved] = await tx
      .update(siteTexts)
      .set({ data: input.settings as unknown as Record<string, unknown>, version: sql`${siteTexts.version} + 1`, updatedBy: viewer.id })
      .where(and(eq(siteTexts.key, "settings"), eq(siteTexts.version, input.version)))
      .returning({ version: siteTexts.version });
    if (!saved) return conflict(before.version + 1);
    const old = flatten({ ...SITE_TEXT_DEFAULTS.settings, ...(before.data as object) });
    const now = flatten(input.settings);
    const changed = Object.fromEntries(Object.keys(now).flatMap((k) => (same(old[k], now[k]) ? [] : [[k, { before: old[k] ?? null, after: now[k] }]])));
    await recordAudit(tx, viewer, {
      action: "settings.update",
      targetType: "site_settings",
      targetId: "settings",
      summary: `Alterou as configurações do site (${Object.keys(changed).join(", ") || "nada mudou"})`,
      detail: { changes: changed },
    });
    return { ok: true, version: saved.version };
  });
  if (outcome.ok) catalogue.invalidate();
  return outcome;
}
