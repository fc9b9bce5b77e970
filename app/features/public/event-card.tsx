import CalendarDays from "#app/components/icons/calendar-days.tsx";
import MapPin from "#app/components/icons/map-pin.tsx";
import { Markdown } from "#app/components/markdown.tsx";
import type { CatalogEvent } from "#domain/content/catalogue.ts";
import { formatPrice } from "#domain/format.ts";
import type { PublicImage } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";

import { CardImage } from "./card-image.tsx";
import { ExternalLinkButton } from "./external-link.tsx";
import { Card } from "./layout.tsx";

type EventView = CatalogEvent & { photo?: PublicImage | null };

/** A nucleus or event: when it meets (and next), where, and a button that opens its link in a new tab or says the link is missing. */
export function EventCard({ event, cta }: { event: EventView; cta: string }) {
  return (
    <Card id={event.id}>
      <CardImage item={event} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-700">{event.isFree ? `${event.type} gratuito` : event.type}</p>
        <h3 className="mt-1 text-xl">{event.title}</h3>
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {event.when}
            {event.next ? <span className="block text-slate-600">{event.next}</span> : null}
          </span>
        </p>
        <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{event.location}</span>
        </p>
        <Markdown text={event.description} className="mt-3 flex-1 text-slate-800" />
        {event.priceCents ? <p className="mt-3 font-serif text-2xl font-semibold text-brand-900">{formatPrice(event.priceCents)}</p> : null}
        <ExternalLinkButton href={event.paymentLink} missing={toasts.eventLinkMissing} className="mt-5 self-start">
          {cta}
          <span className="sr-only">: {event.title}</span>
        </ExternalLinkButton>
        <p className="mt-4 text-sm text-slate-700">
          Adicionar à agenda:{" "}
          <a href={ROUTES.agendaItem.replace(":id", encodeURIComponent(event.id))} download className="font-medium text-brand-700 underline underline-offset-4">
            arquivo .ics<span className="sr-only"> de {event.title}</span>
          </a>
          {" · "}
          <a
            href={ROUTES.agendaGoogle.replace(":id", encodeURIComponent(event.id))}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Google Agenda<span className="sr-only"> para {event.title} (abre em nova aba)</span>
          </a>
        </p>
      </div>
    </Card>
  );
}

export function EventGrid({ events, cta }: { events: readonly EventView[]; cta: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {events.map((event) => (
        <EventCard key={event.id} event={event} cta={cta} />
      ))}
    </div>
  );
}
