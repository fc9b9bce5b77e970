import { uploadEndpoint } from "#app/lib/endpoint.server.ts";
import { readImageUpload, uploadProductImage } from "#app/lib/images.server.ts";

/**
 * POST multipart { file, alt, focalX?, focalY?, productId? }: a photo for the therapist's own
 * product (the new product form, or replacing an existing product's photo).
 */
const endpoint = uploadEndpoint({ role: "therapist", read: readImageUpload, handle: uploadProductImage });
export const action = endpoint.action;
export const loader = endpoint.loader;
