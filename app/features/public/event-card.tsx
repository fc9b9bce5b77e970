import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";

import type { CatalogEvent } from "#domain/content/events.ts";
import { toasts } from "#domain/messages.ts";

import { ArtImage, artOf } from "./art-image.tsx";
import { ExternalLinkButton } from "./external-link.tsx";
import { Card } from "./layout.tsx";

/** A nucleus or event: its button opens the event's link in a new tab, or says the link is missing. */
export function EventCard({ event, cta }: { event: CatalogEvent; cta: string }) {
  return (
    <Card id={event.id}>
      <ArtImage art={artOf(event)} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-700">{event.isFree ? `${event.type} gratuito` : event.type}</p>
        <h3 className="mt-1 text-xl">{event.title}</h3>
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {event.date}, {event.time}
          </span>
        </p>
        <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{event.location}</span>
        </p>
        <p className="mt-3 flex-1 text-slate-800">{event.description}</p>
        <ExternalLinkButton href={event.paymentLink} missing={toasts.eventLinkMissing} className="mt-5 self-start">
          {cta}
          <span className="sr-only">: {event.title}</span>
        </ExternalLinkButton>
      </div>
    </Card>
  );
}

export function EventGrid({ events, cta }: { events: readonly CatalogEvent[]; cta: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {events.map((event) => (
        <EventCard key={event.id} event={event} cta={cta} />
      ))}
    </div>
  );
}
