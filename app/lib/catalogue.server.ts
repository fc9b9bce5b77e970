/**
 * What the public pages' loaders read from the catalogue (docs/decisions/057): the views the cards
 * draw, public at this moment (past events and ended rules are left out at read time), each with
 * its uploaded photo when staff gave it one.
 */
import { type CatalogEvent, nextCatalogueChange, publicOfKind, upcomingEvents } from "#domain/content/catalogue.ts";
import { byStartDate, type Course, toCourse } from "#domain/content/courses.ts";
import { PREVIEW_PARAM } from "#domain/content/editor-lists.ts";
import { type SocialSession, toSocialSession } from "#domain/content/sessions.ts";
import type { PublicImage } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import { type CatalogueSnapshot, loadViewer, readCatalogue } from "./services.server.ts";

export type WithPhoto<T> = T & { photo: PublicImage | null };

const withPhoto =
  (photos: CatalogueSnapshot["photos"]) =>
  <T extends { id: string }>(view: T): WithPhoto<T> => ({ ...view, photo: photos[view.id] ?? null });

type Context = Parameters<typeof loadViewer>[0];

/**
 * Staff's preview (?previa=<id>): the real page, with that item shown as if published now. Anyone
 * else asking gets the page as visitors see it; a query string also keeps it out of the page cache.
 */
async function previewed(context: Context, request: Request | undefined, items: CatalogueSnapshot["items"]) {
  const id = request ? new URL(request.url).searchParams.get(PREVIEW_PARAM) : null;
  if (!id) return items;
  const viewer = await loadViewer(context);
  if (viewer?.role !== "admin") return items;
  return items.map((item) => (item.id === id ? { ...item, status: "published" as const, publishAt: null, unpublishAt: null } : item));
}

/** Views already drawn from one snapshot, valid from `from` until the catalogue's next change instant. */
interface Drawn {
  from: number;
  until: number;
  views: Map<string, readonly unknown[]>;
}
const drawn = new WeakMap<CatalogueSnapshot, Drawn>();

/**
 * Each list is drawn once per snapshot and kept until an item in it is due to appear or go
 * (nextCatalogueChange): every uncached page would otherwise redo the same recurrence search.
 * A preview draws its own lists; frozen, so no loader can change what the next request reads.
 */
function keptViews(snapshot: CatalogueSnapshot, items: CatalogueSnapshot["items"], now: Date) {
  if (items !== snapshot.items) return <T>(_name: string, draw: () => T[]) => draw();
  let kept = drawn.get(snapshot);
  const at = now.getTime();
  if (!kept || at < kept.from || at >= kept.until) {
    kept = { from: at, until: nextCatalogueChange(items, now)?.getTime() ?? Infinity, views: new Map() };
    drawn.set(snapshot, kept);
  }
  const { views } = kept;
  return <T>(name: string, draw: () => T[]): T[] => {
    let view = views.get(name) as T[] | undefined;
    if (!view) views.set(name, (view = Object.freeze(draw()) as T[]));
    return view;
  };
}

export async function publicCatalogue(context: Context, request?: Request, now = context.app.clock()) {
  const snapshot = await readCatalogue(context);
  const { texts, photos } = snapshot;
  const items = await previewed(context, request, snapshot.items);
  const photo = withPhoto(photos);
  const kept = keptViews(snapshot, items, now);
  return {
    texts,
    siteImages: snapshot.siteImages,
    nuclei: (): WithPhoto<CatalogEvent>[] => kept("nuclei", () => upcomingEvents(items, "nucleus", texts.settings, now).map(photo)),
    events: (): WithPhoto<CatalogEvent>[] => kept("events", () => upcomingEvents(items, "event", texts.settings, now).map(photo)),
    courses: (): WithPhoto<Course>[] => kept("courses", () => publicOfKind(items, "course", now).map(toCourse).sort(byStartDate).map(photo)),
    sessions: (): WithPhoto<SocialSession>[] =>
      kept("sessions", () => publicOfKind(items, "social_session", now).map((item) => photo(toSocialSession(item, texts.settings)))),
    highlights: () => kept("highlights", () => publicOfKind(items, "home_highlight", now).map((item) => photo({ id: item.id, ...item.data }))),
    stats: () => kept("stats", () => publicOfKind(items, "home_stat", now).map((item) => item.data)),
  };
}

/** A calendar download: text/calendar, kept by shared caches as briefly as the pages. */
export function calendarResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "public, max-age=0, s-maxage=30",
    },
  });
}

/** Where an event's card lives: nuclei on the movement page, paid events on /events. */
export const eventPagePath = (event: CatalogEvent) => (event.type === "Núcleo" ? ROUTES.movement : ROUTES.events);
