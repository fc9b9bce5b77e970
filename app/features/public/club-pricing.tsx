import type { clubPricingView } from "#domain/content/club.ts";

/** The club's prices as the landing and journey pages show them (spec §9 "Club pricing"), as they hold today. */
export function ClubPricing({ items }: { items: ReturnType<typeof clubPricingView> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <h3 className="font-sans text-base font-semibold uppercase tracking-wider text-brand-800">{item.title}</h3>
          <p className="mt-3 font-serif text-4xl font-semibold text-brand-900">{item.price}</p>
          {item.details.length ? (
            <ul className="mt-3 space-y-1 text-slate-700">
              {item.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
