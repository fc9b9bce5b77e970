import { jsonResult, postOnly, uploadEndpoint } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { readCatalogueImage, readImageUpload, uploadCatalogueImage } from "#app/lib/images.server.ts";
import { CATALOGUE_PHOTO_PARAM } from "#domain/paths.ts";

import type { Route } from "./+types/catalogue-image";

/** POST multipart { itemId, file, alt, focalX?, focalY? }: a new photo for a catalogue item (/admin/conteudo). */
const endpoint = uploadEndpoint({ role: "admin", read: readImageUpload, handle: uploadCatalogueImage });
export const action = endpoint.action;

/** GET ?item=<id>: the item's photo now and the size limit, for the editor's 'Foto' section. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const itemId = url.searchParams.get(CATALOGUE_PHOTO_PARAM);
  if (!itemId) return postOnly();
  return jsonResult(await readCatalogueImage(context, viewer, itemId));
}
