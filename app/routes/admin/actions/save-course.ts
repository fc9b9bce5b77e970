import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveCatalogueItem } from "#app/lib/services.server.ts";
import { courseFormSchema } from "#domain/content/editor.ts";

/** POST the course form of /admin/conteudo: creates, or saves from the version the editor started with (409 otherwise). */
const endpoint = jsonEndpoint({ role: "admin", schema: courseFormSchema, handle: saveCatalogueItem });
export const action = endpoint.action;
export const loader = endpoint.loader;
