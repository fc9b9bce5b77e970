import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveSiteSettings } from "#app/lib/services.server.ts";
import { settingsFormSchema } from "#domain/content/editor.ts";

/** POST the site settings form, from the version it started with (409 when someone saved first). */
const endpoint = jsonEndpoint({ role: "admin", schema: settingsFormSchema, handle: saveSiteSettings });
export const action = endpoint.action;
export const loader = endpoint.loader;
