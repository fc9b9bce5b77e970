/**
 * schema.org descriptions of what the public pages show, so search engines can
 * read the institute, its free nuclei, courses and products as data.
 */
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import type { CatalogEvent } from "#domain/content/catalogue.ts";
import { type Course, courseSignUpLink } from "#domain/content/courses.ts";
import { ogImageUrl } from "#domain/images.ts";
import { markdownToPlainText } from "#domain/markdown.ts";
import { ROUTES } from "#domain/paths.ts";
import { saoPauloParts } from "#domain/recurrence.ts";
import type { ShopProduct } from "#domain/shop.ts";
import type { SiteSettings } from "#domain/site.ts";

const CONTEXT = "https://schema.org";

const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

const organizer = (origin: string, site: SiteSettings) => ({ "@type": "Organization", name: site.instituteName, url: absoluteUrl(origin, ROUTES.home) });

/** An ISO instant with São Paulo's offset, as schema.org readers show it: '2026-12-07T20:00:00-03:00'. */
export function saoPauloIso(instant: Date): string {
  const { day, time } = saoPauloParts(instant);
  return `${day}T${time}:00-03:00`;
}

const BYDAY = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A nucleus or event with its real next date; a recurring one also states its rule as a Schedule. */
export function eventLd(origin: string, event: CatalogEvent, pagePath: string, site: SiteSettings): JsonLd {
  const online = event.attendance !== "in_person";
  const rule = event.recurrence;
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: markdownToPlainText(event.description),
    image: absoluteUrl(origin, event.image),
    url: absoluteUrl(origin, `${pagePath}#${event.id}`),
    startDate: saoPauloIso(event.startsAt),
    endDate: saoPauloIso(event.endsAt),
    eventStatus: "https://schema.org/EventScheduled",
    ...(rule
      ? {
          eventSchedule: {
            "@type": "Schedule",
            name: event.when,
            repeatFrequency: rule.ordinal === null ? "P1W" : "P1M",
            byDay: `https://schema.org/${BYDAY[rule.weekday]}`,
            startTime: `${rule.time}:00`,
            ...(rule.until ? { endDate: rule.until } : {}),
            scheduleTimezone: "America/Sao_Paulo",
          },
        }
      : {}),
    eventAttendanceMode:
      event.attendance === "online"
        ? "https://schema.org/OnlineEventAttendanceMode"
        : event.attendance === "hybrid"
          ? "https://schema.org/MixedEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", name: event.location, url: event.paymentLink || absoluteUrl(origin, pagePath) }
      : { "@type": "Place", name: event.location, address: { "@type": "PostalAddress", addressLocality: site.headquarters.city, addressRegion: site.headquarters.state, addressCountry: "BR" } },
    isAccessibleForFree: event.isFree,
    ...(event.priceCents ? { offers: { "@type": "Offer", price: centsToDecimal(event.priceCents), priceCurrency: "BRL", url: event.paymentLink || absoluteUrl(origin, pagePath) } } : {}),
    organizer: organizer(origin, site),
  };
}

export function courseLd(origin: string, course: Course, pagePath: string, site: SiteSettings): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Course",
    name: course.title,
    description: markdownToPlainText(course.about),
    image: absoluteUrl(origin, course.image),
    url: absoluteUrl(origin, `${pagePath}#${course.id}`),
    provider: organizer(origin, site),
    inLanguage: "pt-BR",
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: course.modality,
      instructor: { "@type": "Person", name: course.instructor },
      startDate: saoPauloParts(course.startsAt).day,
      ...(course.endsAt ? { endDate: saoPauloParts(course.endsAt).day } : {}),
      courseSchedule: { "@type": "Schedule", name: course.dates.period, scheduleTimezone: "America/Sao_Paulo" },
    },
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: centsToDecimal(course.values.total),
      priceCurrency: "BRL",
      url: courseSignUpLink(course),
    },
  };
}

export function productLd(origin: string, product: ShopProduct, pagePath: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.title,
    description: product.description || product.title,
    image: absoluteUrl(origin, product.photo ? ogImageUrl(product.photo.hash) : product.image),
    url: absoluteUrl(origin, `${pagePath}#produto-${product.id}`),
    brand: { "@type": "Brand", name: product.instructor },
    offers: {
      "@type": "Offer",
      price: centsToDecimal(product.priceCents),
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      ...(product.paymentLink ? { url: product.paymentLink } : {}),
    },
  };
}
