/**
 * schema.org descriptions of what the public pages show, so search engines can
 * read the institute, its free nuclei, courses and products as data.
 */
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import { type Course, courseSignUpLink } from "#domain/content/courses.ts";
import type { CatalogEvent } from "#domain/content/events.ts";
import { ogImageUrl } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";
import type { ShopProduct } from "#domain/shop.ts";
import { site } from "#domain/site.ts";

const CONTEXT = "https://schema.org";

const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

const organizer = (origin: string) => ({ "@type": "Organization", name: site.instituteName, url: absoluteUrl(origin, ROUTES.home) });

/** Nuclei recur weekly or monthly: the schedule is stated in words, as the page shows it. */
export function eventLd(origin: string, event: CatalogEvent, pagePath: string): JsonLd {
  const online = event.location.toLowerCase().includes("on-line");
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description,
    image: absoluteUrl(origin, event.image),
    url: absoluteUrl(origin, `${pagePath}#${event.id}`),
    eventSchedule: { "@type": "Schedule", name: `${event.date}, ${event.time}`, scheduleTimezone: "America/Sao_Paulo" },
    eventAttendanceMode: online ? "https://schema.org/MixedEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", name: event.location, url: event.paymentLink || absoluteUrl(origin, pagePath) }
      : { "@type": "Place", name: event.location, address: { "@type": "PostalAddress", addressLocality: site.headquarters.city, addressRegion: site.headquarters.state, addressCountry: "BR" } },
    isAccessibleForFree: event.isFree,
    organizer: organizer(origin),
  };
}

export function courseLd(origin: string, course: Course, pagePath: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Course",
    name: course.title,
    description: course.about,
    image: absoluteUrl(origin, course.image),
    url: absoluteUrl(origin, `${pagePath}#${course.id}`),
    provider: organizer(origin),
    inLanguage: "pt-BR",
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: course.modality,
      instructor: { "@type": "Person", name: course.instructor },
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
