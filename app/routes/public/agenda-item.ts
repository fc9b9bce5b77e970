import { calendarResponse, eventPagePath, publicCatalogue } from "#app/lib/catalogue.server.ts";
import { calendarFile } from "#app/lib/services.server.ts";
import { toasts } from "#domain/messages.ts";

import type { Route } from "./+types/agenda-item";

/** /agenda/:id: one published event's or nucleus' calendar file; anything else (a draft, a past event) is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const catalogue = await publicCatalogue(context);
  const event = [...catalogue.events(), ...catalogue.nuclei()].find((e) => e.id === params.id);
  if (!event) return Response.json({ ok: false, status: 404, toast: toasts.notFound }, { status: 404 });
  const name = `Agenda do ${catalogue.texts.settings.movementName}`;
  return calendarResponse(calendarFile([event], { origin: context.app.config.APP_URL, pagePath: eventPagePath, name }), `${event.id}.ics`);
}
