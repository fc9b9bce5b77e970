import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { actOnCatalogueItem } from "#app/lib/services.server.ts";
import { itemActionSchema } from "#domain/content/editor.ts";

/** POST { id, version, action }: duplicate, archive, move up or down, from a list of /admin/conteudo. */
const endpoint = jsonEndpoint({ role: "admin", schema: itemActionSchema, handle: actOnCatalogueItem });
export const action = endpoint.action;
export const loader = endpoint.loader;
