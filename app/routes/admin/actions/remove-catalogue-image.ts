import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { removeCatalogueImage } from "#app/lib/images.server.ts";
import { removeCatalogueImageSchema } from "#domain/forms/image.ts";

/** POST { itemId }: 'Remover foto' on a catalogue item; its cards show the drawing again. */
const endpoint = jsonEndpoint({ role: "admin", schema: removeCatalogueImageSchema, handle: removeCatalogueImage });
export const action = endpoint.action;
export const loader = endpoint.loader;
