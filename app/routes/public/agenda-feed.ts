import { calendarResponse, eventPagePath, publicCatalogue } from "#app/lib/catalogue.server.ts";
import { calendarFile } from "#app/lib/services.server.ts";

import type { Route } from "./+types/agenda-feed";

/** /agenda.ics: every published event and nucleus still ahead, one subscription for a person's calendar app. */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await publicCatalogue(context);
  const events = [...catalogue.events(), ...catalogue.nuclei()];
  const name = `Agenda do ${catalogue.texts.settings.movementName}`;
  return calendarResponse(calendarFile(events, { origin: context.app.config.APP_URL, pagePath: eventPagePath, name }), "agenda.ics");
}
