/**
 * Today's content as catalogue items: what the seed writes on a fresh install
 * (server/catalogue/store.ts), and what tests compare the pages with.
 */
import { SITE_DEFAULTS } from "../site.ts";
import { type CatalogEvent, type ContentItem, type DefaultItem, publicOfKind, upcomingEvents } from "./catalogue.ts";
import { byStartDate, type Course, COURSE_DEFAULTS, toCourse } from "./courses.ts";
import { HIGHLIGHT_DEFAULTS, STAT_DEFAULTS } from "./home.ts";
import { NUCLEI_DEFAULTS } from "./nuclei.ts";
import { SOCIAL_SESSION_DEFAULTS, type SocialSession, toSocialSession } from "./sessions.ts";

/** Each kind's defaults in the order they are shown (their position). */
export const DEFAULT_ITEM_GROUPS: DefaultItem[][] = [NUCLEI_DEFAULTS, COURSE_DEFAULTS, SOCIAL_SESSION_DEFAULTS, HIGHLIGHT_DEFAULTS, STAT_DEFAULTS];

/** The defaults as published rows, as a fresh install reads them. */
export function defaultItems(): ContentItem[] {
  const epoch = new Date(0);
  return DEFAULT_ITEM_GROUPS.flatMap((group) =>
    group.map((item, position) => ({
      id: item.id,
      kind: item.kind,
      status: "published" as const,
      publishAt: null,
      unpublishAt: null,
      position,
      version: 1,
      startsAt: item.startsAt ?? null,
      endsAt: item.endsAt ?? null,
      imageId: null,
      data: item.data,
      updatedAt: epoch,
    })),
  );
}

/** The views a fresh install's pages show at `now`. */
export function defaultViews(now = new Date()): { nuclei: CatalogEvent[]; courses: Course[]; sessions: SocialSession[] } {
  const items = defaultItems();
  return {
    nuclei: upcomingEvents(items, "nucleus", SITE_DEFAULTS, now),
    courses: publicOfKind(items, "course", now).map(toCourse).sort(byStartDate),
    sessions: publicOfKind(items, "social_session", now).map((item) => toSocialSession(item, SITE_DEFAULTS)),
  };
}
