import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { removeSiteImage } from "#app/lib/images.server.ts";
import { removeSiteImageSchema } from "#domain/forms/image.ts";

/** POST { slot }: 'Remover foto' on /admin/imagens; the page shows today's drawing again. */
const endpoint = jsonEndpoint({ role: "admin", schema: removeSiteImageSchema, handle: removeSiteImage });
export const action = endpoint.action;
export const loader = endpoint.loader;
