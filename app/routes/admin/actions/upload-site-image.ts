import { uploadEndpoint } from "#app/lib/endpoint.server.ts";
import { readImageUpload, uploadSiteImage } from "#app/lib/images.server.ts";

/** POST multipart { slot, file, alt, focalX?, focalY? }: a new photo for one of the site's slots (/admin/imagens). */
const endpoint = uploadEndpoint({ role: "admin", read: readImageUpload, handle: uploadSiteImage });
export const action = endpoint.action;
export const loader = endpoint.loader;
