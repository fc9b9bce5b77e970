import { eventPagePath, publicCatalogue } from "#app/lib/catalogue.server.ts";
import { googleCalendarLink } from "#domain/content/catalogue.ts";
import { toasts } from "#domain/messages.ts";

import type { Route } from "./+types/agenda-google";

/** /agenda/:id/google: to Google Agenda's prefilled event (a published event or nucleus only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const catalogue = await publicCatalogue(context);
  const event = [...catalogue.events(), ...catalogue.nuclei()].find((e) => e.id === params.id);
  if (!event) return Response.json({ ok: false, status: 404, toast: toasts.notFound }, { status: 404 });
  const page = new URL(`${eventPagePath(event)}#${event.id}`, context.app.config.APP_URL).href;
  return new Response(null, { status: 302, headers: { Location: googleCalendarLink(event, page), "Cache-Control": "public, max-age=0, s-maxage=30" } });
}
