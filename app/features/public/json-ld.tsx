import { absoluteUrl, type JsonLd,serializeJsonLd } from "#app/lib/seo.ts";
import { streetLine } from "#domain/address.ts";
import { ART } from "#domain/content/art.ts";
import { ROUTES } from "#domain/paths.ts";
import type { SiteSettings } from "#domain/site.ts";

/** Structured data in the page body. Browsers never execute application/ld+json, so CSP needs no nonce for it. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

function organizationLd(origin: string, site: SiteSettings): JsonLd {
  const { headquarters } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(origin, `${ROUTES.home}#organizacao`),
    name: site.instituteName,
    alternateName: site.movementName,
    url: absoluteUrl(origin, ROUTES.home),
    logo: absoluteUrl(origin, ART.logo.src),
    email: site.emails.contact,
    telephone: site.phone,
    founder: { "@type": "Person", name: site.founderName },
    address: {
      "@type": "PostalAddress",
      streetAddress: streetLine(headquarters),
      addressLocality: headquarters.city,
      addressRegion: headquarters.state,
      postalCode: headquarters.cep,
      addressCountry: "BR",
    },
    sameAs: Object.values(site.social),
  };
}

/** The institute as a schema.org Organization: rendered once, by the root, on every page. */
export function OrganizationJsonLd({ origin, settings }: { origin: string; settings: SiteSettings }) {
  return <JsonLdScript data={organizationLd(origin, settings)} />;
}
