/**
 * The catalogue staff edit under /admin/conteudo (docs/decisions/057): what each kind of item
 * holds, which items a visitor sees at a given moment, and how an item reads on a card. The
 * rows live in `catalogue_items`; the values a fresh install starts with are the defaults in
 * the sibling files (nuclei.ts, courses.ts…), written there once by the seed.
 */
import { formatPrice } from "../format.ts";
import {
  capitalize,
  describeDated,
  describeOccurrence,
  describeRecurrence,
  nextOccurrence,
  type Recurrence,
  rrule,
  ruleEnded,
  saoPauloParts,
} from "../recurrence.ts";
import { type SiteSettings, whatsappLink } from "../site.ts";

export const CONTENT_KINDS = ["nucleus", "event", "course", "social_session", "home_highlight", "home_stat"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const ATTENDANCE = ["online", "in_person", "hybrid"] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** Nuclei and events. A null recurrence: one dated occurrence (the row's starts_at/ends_at). */
export interface EventData {
  title: string;
  description: string;
  attendance: Attendance;
  location: string;
  /** 'Participar' opens the community group (site settings), so a new group link reaches every nucleus at once. */
  viaCommunityGroup: boolean;
  /** What 'Participar' opens otherwise; empty: the 'Link Indisponível' toast. */
  link: string;
  /** null: free. Integer cents. */
  priceCents: number | null;
  recurrence: Recurrence | null;
  /** Today's drawing (public/art), shown until a photo is uploaded. */
  art: string;
  imageAlt: string;
}

/** An alternative price option (e.g. another modality). */
export interface CourseValuesOption {
  label: string;
  registration: number;
  course_fee: number;
  full_price_text: string;
  installments: string;
}

export interface CourseData {
  title: string;
  subtitle: string;
  instructor: string;
  modality: string;
  /** Free-text note under the period ('Certificado de conclusão entregue ao final do curso.'). */
  observation: string;
  schedule: string[];
  prerequisites: string[];
  registrationCents: number;
  courseFeeCents: number;
  installments: string;
  valuesMulti: CourseValuesOption[];
  about: string;
  content: string[];
  included: string[];
  contactWhatsapp: string;
  contactEmail: string;
  points: number;
  registrationPoints: number;
  paymentNote: string;
  maxStudents: number | null;
  /** The official page; empty: sign-up goes to `paymentLink`. */
  moreInfoLink: string;
  paymentLink: string;
  art: string;
  imageAlt: string;
}

export interface SocialSessionData {
  title: string;
  description: string;
  priceCents: number;
  durationMinutes: number;
  /** The message the WhatsApp chat opens with. */
  whatsappText: string;
  art: string;
  imageAlt: string;
}

export interface HighlightData {
  title: string;
  text: string;
  cta: string;
  href: string;
  art: string;
  imageAlt: string;
}

export interface StatData {
  value: string;
  label: string;
}

export interface ContentDataByKind {
  nucleus: EventData;
  event: EventData;
  course: CourseData;
  social_session: SocialSessionData;
  home_highlight: HighlightData;
  home_stat: StatData;
}

/** What the seed writes for an item (domain/content/*.ts defaults). */
export interface DefaultItem<K extends ContentKind = ContentKind> {
  id: string;
  kind: K;
  startsAt?: Date;
  endsAt?: Date;
  data: ContentDataByKind[K];
}

/** One row of `catalogue_items` as services and pages read it. */
export interface ContentItem<K extends ContentKind = ContentKind> {
  id: string;
  kind: K;
  status: ContentStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
  position: number;
  version: number;
  /** Dated events: the start; courses: the first day (00:00 in São Paulo). */
  startsAt: Date | null;
  endsAt: Date | null;
  /** An uploaded photo (images.id); null: the drawing in data.art. */
  imageId: string | null;
  data: ContentDataByKind[K];
  updatedAt: Date;
}

/** What an item is called in the audit log and the editor's lists: its title, or a stat's value and label. */
export function itemTitle(data: object): string {
  const d = data as { title?: unknown; value?: unknown; label?: unknown };
  if (typeof d.title === "string") return d.title;
  return [d.value, d.label].filter((v) => typeof v === "string").join(" ");
}

/** Published, inside its 'publicar em' / 'retirar em' window, and not over (read-time: no job hides it). */
export function isPublic(item: ContentItem, now: Date): boolean {
  if (item.status !== "published") return false;
  if (item.publishAt && item.publishAt > now) return false;
  if (item.unpublishAt && item.unpublishAt <= now) return false;
  if (item.kind === "nucleus" || item.kind === "event") return nextStart(item as ContentItem<"nucleus">, now) !== null;
  return true;
}

/** The start of the next (or current) occurrence; null once a dated event is over or a rule has ended. */
export function nextStart(item: ContentItem<"nucleus" | "event">, now: Date): Date | null {
  const { recurrence } = item.data;
  if (recurrence) return nextOccurrence(recurrence, now);
  if (!item.startsAt) return null;
  const end = item.endsAt ?? item.startsAt;
  return end > now ? item.startsAt : null;
}

/**
 * The first instant after `now` at which isPublic or nextStart may answer differently for any of
 * these items: a 'publicar em' or 'retirar em' reached, an occurrence over. Until then every list
 * drawn from them (upcomingEvents, publicOfKind) is the same, so it can be kept. `now` itself when
 * that cannot be told (a rule with no meeting in nextOccurrence's search that has not ended); null: never.
 */
export function nextCatalogueChange(items: readonly ContentItem[], now: Date): Date | null {
  let first = Infinity;
  const consider = (instant: Date | null) => {
    if (instant && instant > now) first = Math.min(first, instant.getTime());
  };
  for (const item of items) {
    if (item.status !== "published") continue;
    consider(item.publishAt);
    consider(item.unpublishAt);
    if (item.kind !== "nucleus" && item.kind !== "event") continue;
    const { recurrence } = (item as ContentItem<"nucleus">).data;
    if (!recurrence) {
      consider(item.endsAt ?? item.startsAt);
      continue;
    }
    const start = nextOccurrence(recurrence, now);
    if (start) consider(new Date(start.getTime() + recurrence.durationMinutes * 60_000));
    else if (!ruleEnded(recurrence, now)) return now;
  }
  return first === Infinity ? null : new Date(first);
}

/** What an event card shows. */
export interface CatalogEvent {
  id: string;
  title: string;
  description: string;
  /** 'Todas as segundas-feiras às 20h', or the date of a one-off event. */
  when: string;
  /** 'próximo: segunda, 1º de dezembro, 20h' for recurring ones; null for a dated event (`when` says it). */
  next: string | null;
  startsAt: Date;
  endsAt: Date;
  recurrence: Recurrence | null;
  attendance: Attendance;
  location: string;
  type: "Núcleo" | "Evento";
  image: string;
  imageAlt: string;
  imageId: string | null;
  paymentLink: string;
  isFree: boolean;
  priceCents: number | null;
}

export function toCatalogEvent(item: ContentItem<"nucleus" | "event">, settings: SiteSettings, now: Date): CatalogEvent | null {
  const start = nextStart(item, now);
  if (!start) return null;
  const d = item.data;
  const durationMs = d.recurrence ? d.recurrence.durationMinutes * 60_000 : (item.endsAt ?? start).getTime() - start.getTime();
  return {
    id: item.id,
    title: d.title,
    description: d.description,
    when: d.recurrence ? capitalize(describeRecurrence(d.recurrence)) : capitalize(describeDated(start, item.endsAt)),
    next: d.recurrence ? `próximo: ${describeOccurrence(start)}` : null,
    startsAt: start,
    endsAt: new Date(start.getTime() + durationMs),
    recurrence: d.recurrence,
    attendance: d.attendance,
    location: d.location,
    type: item.kind === "nucleus" ? "Núcleo" : "Evento",
    image: d.art,
    imageAlt: d.imageAlt,
    imageId: item.imageId,
    paymentLink: d.viaCommunityGroup ? settings.communityGroupUrl : d.link,
    isFree: d.priceCents === null || d.priceCents === 0,
    priceCents: d.priceCents,
  };
}

/** Public events of one kind, soonest first. */
export function upcomingEvents(items: readonly ContentItem[], kind: "nucleus" | "event", settings: SiteSettings, now: Date): CatalogEvent[] {
  return items
    .filter((item): item is ContentItem<"nucleus" | "event"> => item.kind === kind && isPublic(item, now))
    .map((item) => toCatalogEvent(item, settings, now))
    .filter((e): e is CatalogEvent => e !== null)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Public items of a kind in the staff's order. */
export function publicOfKind<K extends ContentKind>(items: readonly ContentItem[], kind: K, now: Date): ContentItem<K>[] {
  return items.filter((item): item is ContentItem<K> => item.kind === kind && isPublic(item, now)).sort((a, b) => a.position - b.position);
}

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** '12 a 14 de março de 2027', '28 de fevereiro a 2 de março de 2027', '30 de dezembro de 2026 a 2 de janeiro de 2027'. */
export function formatPeriod(start: Date, end: Date | null): string {
  const [y1, m1, d1] = saoPauloParts(start).day.split("-").map(Number);
  if (!end) return `${d1} de ${MONTHS[m1 - 1]} de ${y1}`;
  const [y2, m2, d2] = saoPauloParts(end).day.split("-").map(Number);
  if (y1 !== y2) return `${d1} de ${MONTHS[m1 - 1]} de ${y1} a ${d2} de ${MONTHS[m2 - 1]} de ${y2}`;
  if (m1 !== m2) return `${d1} de ${MONTHS[m1 - 1]} a ${d2} de ${MONTHS[m2 - 1]} de ${y2}`;
  if (d1 === d2) return `${d1} de ${MONTHS[m1 - 1]} de ${y1}`;
  return `${d1} a ${d2} de ${MONTHS[m1 - 1]} de ${y1}`;
}

/** A social session's booking link: the main WhatsApp with the session's message. */
export const sessionLink = (data: SocialSessionData, settings: SiteSettings) => whatsappLink(settings.whatsapp.main, data.whatsappText);

/** 'R$ 1.290,00' or 'Gratuito'. */
export const priceText = (cents: number | null) => (cents ? formatPrice(cents) : "Gratuito");

/** Google Calendar's page for a prefilled event: the one outside address /agenda/:id/google redirects to. */
export const GOOGLE_CALENDAR_RENDER = "https://calendar.google.com/calendar/render";

/** 'Adicionar ao Google Agenda': a prefilled event, times in São Paulo, the RRULE of a recurring one. */
export function googleCalendarLink(event: CatalogEvent, pageUrl: string): string {
  const local = (instant: Date) => {
    const { day, time } = saoPauloParts(instant);
    return `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;
  };
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${local(event.startsAt)}/${local(event.endsAt)}`,
    ctz: "America/Sao_Paulo",
    details: `${event.description}\n\n${pageUrl}`,
    location: event.location,
  });
  if (event.recurrence) params.set("recur", `RRULE:${rrule(event.recurrence)}`);
  return `${GOOGLE_CALENDAR_RENDER}?${params.toString()}`;
}
