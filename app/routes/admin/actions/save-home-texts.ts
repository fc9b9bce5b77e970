import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveHomeTexts } from "#app/lib/services.server.ts";
import { homeTextsFormSchema } from "#domain/content/editor-texts.ts";

/** POST the home's texts, from the version the form started with (409 when someone saved first). */
const endpoint = jsonEndpoint({ role: "admin", schema: homeTextsFormSchema, handle: saveHomeTexts });
export const action = endpoint.action;
export const loader = endpoint.loader;
