import { sql } from "drizzle-orm";

import type { ContentItem } from "#domain/content/catalogue.ts";
import { CLUB_TEXT_DEFAULTS, type ClubTexts } from "#domain/content/club.ts";
import { DEFAULT_ITEM_GROUPS } from "#domain/content/defaults.ts";
import { HOME_TEXT_DEFAULTS, type HomeTexts } from "#domain/content/home.ts";
import { INSTITUTE_TEXT_DEFAULTS, type InstituteTexts } from "#domain/content/institute.ts";
import type { PublicImage, SiteImages } from "#domain/images.ts";
import { SITE_DEFAULTS, type SiteSettings } from "#domain/site.ts";

import type { Database } from "../db/client.ts";
import { catalogueItems, siteTexts } from "../db/schema.ts";
import { imagesById, loadSiteImages } from "../images/service.ts";

// The catalogue as the public pages read it: every non-archived item, the texts and the site's
// photos, loaded in a few queries and kept in memory (docs/decisions/057). A save on this instance drops the copy
// and tells the page cache (server/page-cache.ts) to drop its pages, so the edit shows at once;
// another instance reloads after CATALOGUE_TTL_MS and its page cache after its s-maxage, so an
// edit reaches every instance within 10 s + 30 s.

export const CATALOGUE_TTL_MS = 10_000;

export interface SiteTextsByKey {
  settings: SiteSettings;
  home: HomeTexts;
  institute: InstituteTexts;
  club: ClubTexts;
}
export type SiteTextKey = keyof SiteTextsByKey;
export const SITE_TEXT_DEFAULTS: SiteTextsByKey = {
  settings: SITE_DEFAULTS,
  home: HOME_TEXT_DEFAULTS,
  institute: INSTITUTE_TEXT_DEFAULTS,
  club: CLUB_TEXT_DEFAULTS,
};
export const SITE_TEXT_KEYS = Object.keys(SITE_TEXT_DEFAULTS) as SiteTextKey[];

export interface CatalogueSnapshot {
  items: ContentItem[];
  /** Uploaded photos of the items that have one, by item id. */
  photos: Record<string, PublicImage>;
  /** The site's slots that hold a photo (home hero, founder, headquarters, link preview). */
  siteImages: SiteImages;
  texts: SiteTextsByKey;
  /** Each text's version, for the editor's conditional update. */
  textVersions: Record<SiteTextKey, number>;
}

/**
 * Writes today's content into empty rows: an id already present (edited, archived) is left as it
 * is, so running it at every start changes nothing after the first and fresh and upgraded
 * installs read the same.
 */
export async function seedCatalogue(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    for (const group of DEFAULT_ITEM_GROUPS) {
      await tx
        .insert(catalogueItems)
        .values(
          group.map((item, position) => ({
            id: item.id,
            kind: item.kind,
            status: "published" as const,
            position,
            startsAt: item.startsAt ?? null,
            endsAt: item.endsAt ?? null,
            data: item.data as unknown as Record<string, unknown>,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(siteTexts)
      .values(Object.entries(SITE_TEXT_DEFAULTS).map(([key, data]) => ({ key, data: data as unknown as Record<string, unknown> })))
      .onConflictDoNothing();
  });
}

export async function loadCatalogue(database: Database): Promise<CatalogueSnapshot> {
  const [items, texts, siteImages] = await Promise.all([
    database.db
      .select()
      .from(catalogueItems)
      .where(sql`${catalogueItems.status} <> 'archived'`),
    database.db.select().from(siteTexts),
    loadSiteImages(database.db),
  ]);
  const byKey = new Map(texts.map((t) => [t.key, t]));
  const photos = await imagesById(
    database.db,
    items.map((item) => item.imageId),
  );
  const text = <K extends SiteTextKey>(key: K): SiteTextsByKey[K] => ({ ...SITE_TEXT_DEFAULTS[key], ...(byKey.get(key)?.data as Partial<SiteTextsByKey[K]>) });
  return {
    items: items.map(toContentItem),
    photos: Object.fromEntries(items.flatMap((item) => (item.imageId && photos.has(item.imageId) ? [[item.id, photos.get(item.imageId) as PublicImage]] : []))),
    siteImages,
    texts: { settings: text("settings"), home: text("home"), institute: text("institute"), club: text("club") },
    textVersions: Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, byKey.get(key)?.version ?? 0])) as Record<SiteTextKey, number>,
  };
}

export function toContentItem(row: typeof catalogueItems.$inferSelect): ContentItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    position: row.position,
    version: row.version,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    imageId: row.imageId,
    data: row.data as never,
    updatedAt: row.updatedAt,
  };
}

export interface CatalogueCache {
  read(): Promise<CatalogueSnapshot>;
  /** After a save: the next read loads afresh and the listeners (the page cache) drop what they keep. */
  invalidate(): void;
  onChange(listener: () => void): void;
}

export function createCatalogueCache(database: Database, ttlMs = CATALOGUE_TTL_MS): CatalogueCache {
  let kept: { snapshot: CatalogueSnapshot; expires: number } | null = null;
  let loading: Promise<CatalogueSnapshot> | null = null;
  let generation = 0;
  const listeners: (() => void)[] = [];
  return {
    async read() {
      if (kept && kept.expires > Date.now()) return kept.snapshot;
      if (loading) return loading;
      const started = generation;
      // Concurrent misses share one load; a load that started before a save is not kept.
      loading = loadCatalogue(database)
        .then((snapshot) => {
          if (started === generation) kept = { snapshot, expires: Date.now() + ttlMs };
          return snapshot;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    invalidate() {
      generation++;
      kept = null;
      loading = null;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
