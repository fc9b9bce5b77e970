import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveCatalogueItem } from "#app/lib/services.server.ts";
import { highlightFormSchema } from "#domain/content/editor.ts";

/** POST the home highlight form of /admin/conteudo: creates, or saves from the version the editor started with (409 otherwise). */
const endpoint = jsonEndpoint({ role: "admin", schema: highlightFormSchema, handle: saveCatalogueItem });
export const action = endpoint.action;
export const loader = endpoint.loader;
