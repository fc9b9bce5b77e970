import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { ArtImage } from "#app/features/public/art-image.tsx";
import { ExternalTextLink } from "#app/features/public/external-link.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { seo } from "#app/lib/seo.ts";
import { headquartersPage } from "#domain/content/headquarters.ts";
import { ROUTES } from "#domain/paths.ts";
import { site } from "#domain/site.ts";
import type { Route } from "./+types/headquarters";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: `Sede Física em ${site.headquarters.city}`,
    description: `Visite a sede do ${site.instituteName} em ${site.headquarters.city} (${site.headquarters.state}): endereço, telefone e e-mail para cursos, atendimentos e encontros de cura.`,
    path: ROUTES.headquarters,
    image: headquartersPage.photos[0],
  });

export default function Headquarters() {
  const { title, subtitle, photos, address, phone, email } = headquartersPage;
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />

      <section aria-label="Fotos da sede" className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 md:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.src}>
              <ArtImage art={photo} priority={index === 0} className="rounded-2xl shadow-md" />
            </li>
          ))}
        </ul>
      </section>

      <Section title="Como chegar e falar com a gente">
        <dl className="grid gap-6 md:grid-cols-3">
          <div className="rounded-2xl border border-brand-100 bg-white p-6">
            <dt className="flex items-center gap-2 font-semibold text-brand-800">
              <MapPin className="h-5 w-5" aria-hidden="true" />
              {address.label}
            </dt>
            <dd className="mt-2 text-slate-800">{address.text}</dd>
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
