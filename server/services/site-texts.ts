import { and, eq, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { adminTexts } from "#domain/admin/texts.ts";
import { conflictToast } from "#domain/content/editor.ts";
import type { Failure, Result } from "#domain/result.ts";

import { SITE_TEXT_DEFAULTS, type SiteTextKey, type SiteTextsByKey } from "../catalogue/store.ts";
import { siteTexts } from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

// Staff's texts in `site_texts` other than the settings (server/services/catalogue.ts): the home's,
// the institute's and founder's, and the club's prices and journey (docs/decisions/057). Each save
// names the version its form started from; the row is locked, compared and updated only at that
// version, so a second person saving from the same page gets a 409 and the current version.

type EditableKey = Exclude<SiteTextKey, "settings">;

const NAMES: Record<EditableKey, string> = {
  home: "os textos da página inicial",
  institute: "os textos do instituto e da fundadora",
  club: "os preços e a jornada do clube",
};

const conflict = (version: number): Failure => ({ ok: false, status: 409, toast: conflictToast(version), current: { version } });

/** One text as its form starts from: today's value merged over the defaults, and its version. */
export async function readSiteText<K extends EditableKey>(
  ctx: RequestContext,
  viewer: Viewer | null,
  key: K,
): Promise<Result<{ texts: SiteTextsByKey[K]; version: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const [row] = await ctx.app.database.db.select().from(siteTexts).where(eq(siteTexts.key, key)).limit(1);
  return { ok: true, texts: { ...SITE_TEXT_DEFAULTS[key], ...(row?.data as Partial<SiteTextsByKey[K]>) }, version: row?.version ?? 1 };
}

/** Keys of nested objects joined with dots; arrays (paragraphs, price ladders) compared whole. */
const flatten = (value: unknown, prefix = ""): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => Object.entries(flatten(v, prefix ? `${prefix}.${k}` : k))))
    : { [prefix]: value };

const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
        )
      : value;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

async function saveSiteText<K extends EditableKey>(
  ctx: RequestContext,
  viewer: Viewer | null,
  key: K,
  input: { version: number; texts: SiteTextsByKey[K] },
): Promise<Result<{ version: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused || !viewer) return refused as Failure;
  const { database, catalogue } = ctx.app;
  const outcome = await database.transaction(async (tx): Promise<Result<{ version: number }>> => {
    const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.key, key)).for("update");
    if (!before) return { ok: false, status: 503, toast: { title: adminTexts.loadFailed, description: adminTexts.readFailed, destructive: true } };
    if (before.version !== input.version) return conflict(before.version);
    const [saved] = await tx
      .update(siteTexts)
      .set({ data: input.texts as unknown as Record<string, unknown>, version: sql`${siteTexts.version} + 1`, updatedBy: viewer.id })
      .where(and(eq(siteTexts.key, key), eq(siteTexts.version, input.version)))
      .returning({ version: siteTexts.version });
    if (!saved) return conflict(before.version + 1);
    const old = flatten({ ...SITE_TEXT_DEFAULTS[key], ...(before.data as object) });
    const now = flatten(input.texts);
    const changed = Object.fromEntries(Object.keys(now).flatMap((k) => (same(old[k], now[k]) ? [] : [[k, { before: old[k] ?? null, after: now[k] }]])));
    await recordAudit(tx, viewer, {
      action: `texts.${key}.update`,
      targetType: "site_texts",
      targetId: key,
      summary: `Alterou ${NAMES[key]} (${Object.keys(changed).join(", ") || "nada mudou"})`,
      detail: { changes: changed },
    });
    return { ok: true, version: saved.version };
  });
  // The pages read the catalogue's copy: drop it (and this instance's kept pages) so the edit shows at once.
  if (outcome.ok) catalogue.invalidate();
  return outcome;
}

export const saveHomeTexts = (ctx: RequestContext, viewer: Viewer | null, input: { version: number; texts: SiteTextsByKey["home"] }) =>
  saveSiteText(ctx, viewer, "home", input);
export const saveInstituteTexts = (ctx: RequestContext, viewer: Viewer | null, input: { version: number; texts: SiteTextsByKey["institute"] }) =>
  saveSiteText(ctx, viewer, "institute", input);
export const saveClubTexts = (ctx: RequestContext, viewer: Viewer | null, input: { version: number; texts: SiteTextsByKey["club"] }) =>
  saveSiteText(ctx, viewer, "club", input);
