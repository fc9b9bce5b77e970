import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveClubTexts } from "#app/lib/services.server.ts";
import { clubTextsFormSchema } from "#domain/content/editor-texts.ts";

/** POST the club's prices and journey, from the version the form started with (409 when someone saved first). */
const endpoint = jsonEndpoint({ role: "admin", schema: clubTextsFormSchema, handle: saveClubTexts });
export const action = endpoint.action;
export const loader = endpoint.loader;
