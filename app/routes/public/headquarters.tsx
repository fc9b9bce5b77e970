import Mail from "#app/components/icons/mail.tsx";
import MapPin from "#app/components/icons/map-pin.tsx";
import Phone from "#app/components/icons/phone.tsx";
import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { ArtImage } from "#app/features/public/art-image.tsx";
import { ExternalTextLink } from "#app/features/public/external-link.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer, readCatalogue } from "#app/lib/services.server.ts";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { ART } from "#domain/content/art.ts";
import { headquartersPage } from "#domain/content/headquarters.ts";
import { previewOf } from "#domain/images.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/headquarters";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

const SLOTS = ["headquarters-1", "headquarters-2", "headquarters-3"] as const;

/** The three photos staff uploaded (/admin/imagens); each slot without one keeps its drawing. */
export async function loader({ context }: Route.LoaderArgs) {
  const photos = (await readCatalogue(context)).siteImages;
  return { photos: SLOTS.map((slot) => photos[slot] ?? null) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = settingsFromMatches(matches);
  return seo(matches, {
    title: `Sede Física em ${site.headquarters.city}`,
    description: `Visite a sede do ${site.instituteName} em ${site.headquarters.city} (${site.headquarters.state}): endereço, telefone e e-mail para cursos, atendimentos e encontros de cura.`,
    path: ROUTES.headquarters,
    image: loaderData?.photos[0] ? previewOf(loaderData.photos[0]) : ART.headquarters[0],
  });
};

export default function Headquarters({ loaderData }: Route.ComponentProps) {
  const { title, subtitle, photos, address, phone, email, map } = headquartersPage(useSiteSettings());
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />

      <section aria-label="Fotos da sede" className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 md:grid-cols-3">
          {photos.map((art, index) => {
            const photo = loaderData.photos[index];
            return (
              <li key={art.src}>
                {photo ? (
                  <div className="aspect-[4/3] overflow-hidden rounded-2xl shadow-md">
                    <ResponsiveImage image={photo} sizes="(min-width: 768px) 360px, calc(100vw - 2rem)" priority={index === 0} cover />
                  </div>
                ) : (
                  <ArtImage art={art} priority={index === 0} className="rounded-2xl shadow-md" />
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <Section title="Como chegar e falar com a gente">
        <dl className="grid gap-6 md:grid-cols-3">
          <div className="rounded-2xl border border-brand-100 bg-white p-6">
            <dt className="flex items-center gap-2 font-semibold text-brand-800">
              <MapPin className="h-5 w-5" aria-hidden="true" />
              {address.label}
            </dt>
            <dd className="mt-2 text-slate-800">
              {address.text}
              {map ? (
                <span className="mt-2 block">
                  <ExternalTextLink href={map.href}>{map.label}</ExternalTextLink>
                </span>
              ) : null}
            </dd>
          </div>
          <div className="rounded-2xl border border-brand-100 bg-white p-6">
            <dt className="flex items-center gap-2 font-semibold text-brand-800">
              <Phone className="h-5 w-5" aria-hidden="true" />
              {phone.label}
            </dt>
            <dd className="mt-2">
              <a href={phone.href} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {phone.text}
              </a>
            </dd>
          </div>
          <div className="rounded-2xl border border-brand-100 bg-white p-6">
            <dt className="flex items-center gap-2 font-semibold text-brand-800">
              <Mail className="h-5 w-5" aria-hidden="true" />
              {email.label}
            </dt>
            <dd className="mt-2 break-words">
              <ExternalTextLink href={email.href}>{email.text}</ExternalTextLink>
            </dd>
          </div>
        </dl>
      </Section>
    </>
  );
}
