import { SiteLink } from "#app/components/ui/site-link.tsx";
import { useRootData, useSiteSettings } from "#app/lib/viewer.ts";
import { copyrightLine, FOOTER_SOON, footerLinks, footerSocialLinks } from "#domain/navigation.ts";
import { PLACES_ATTRIBUTION } from "#domain/places/attribution.ts";
import { mailtoLink } from "#domain/site.ts";

export function Footer() {
  const { year } = useRootData();
  const site = useSiteSettings();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl text-white">{site.movementName}</p>
          <p className="mt-2 text-sm text-brand-100">Cura, autoconhecimento e comunidade para despertar a essência de cada alma.</p>
          <a className="mt-4 inline-block text-sm text-gold-300 underline underline-offset-4" href={mailtoLink(site.emails.contact, "Contato pelo site")}>
            {site.emails.contact}
          </a>
        </div>
        <nav aria-label="Links do rodapé" className="md:col-span-1">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footerLinks(site).map((entry) => (
              <li key={entry.label}>
                {!("href" in entry) ? (
                  <span className="text-brand-100">
                    {entry.label} <span className="text-xs">({FOOTER_SOON})</span>
                  </span>
                ) : entry.href.startsWith("mailto:") ? (
                  <a href={entry.href} className="hover:text-gold-300 hover:underline">
                    {entry.label}
                  </a>
                ) : (
                  <SiteLink to={entry.href} className="hover:text-gold-300 hover:underline">
                    {entry.label}
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">Siga o movimento</p>
          <ul className="mt-3 flex flex-wrap gap-3 text-sm">
            {footerSocialLinks(site).map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="rounded-full border border-brand-200/40 px-3 py-1.5 hover:bg-brand-800">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-xs text-brand-100">
            {PLACES_ATTRIBUTION.lead}{" "}
            <a href={PLACES_ATTRIBUTION.href} target="_blank" rel="noopener noreferrer" className="underline">
              {PLACES_ATTRIBUTION.source}
            </a>{" "}
            ({PLACES_ATTRIBUTION.license}).
          </p>
        </div>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">{copyrightLine(year, site.instituteName)}</p>
    </footer>
  );
}
