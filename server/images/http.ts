/**
 * The HTTP side of photos: GET /imagens/<hash>-<width>.<ext> serves a stored rendition (immutable:
 * its name is its content), and uploads are read as multipart/form-data within their own body limit.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

import { IMAGE_FORMATS, imageMessages, imageTexts, parseImageFileName } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { IMAGE_PREFIX, IMAGE_UPLOADS } from "#domain/paths.ts";
import type { Failure } from "#domain/result.ts";

import type { AppServices } from "../services/context.ts";
import type { ImageUpload } from "./service.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound: Failure = { ok: false, status: 404, toast: toasts.notFound };

/** GET/HEAD of one rendition; anything else under the prefix, or a file that is not stored, is a 404. */
export function imageFilesApi(services: AppServices) {
  const api = new Hono();
  api.on(["GET", "HEAD"], `${IMAGE_PREFIX}/:file`, async (c) => {
    const parsed = parseImageFileName(c.req.param("file"));
    const stored = parsed ? await services.images.storage.get(c.req.param("file")) : null;
    if (!parsed || !stored) return c.json(notFound, 404, { "Cache-Control": "no-store" });
    const headers = {
      "Content-Type": IMAGE_FORMATS[parsed.format].contentType,
      "Content-Length": String(stored.body.byteLength),
      "Cache-Control": IMMUTABLE,
      ETag: `"${c.req.param("file")}"`,
      "X-Content-Type-Options": "nosniff",
    };
    return c.req.method === "HEAD" ? c.body(null, 200, headers) : c.body(new Uint8Array(stored.body), 200, headers);
  });
  return api;
}

/** Room for the multipart framing and the text fields around the file. */
export const UPLOAD_OVERHEAD_BYTES = 256 * 1024;

const UPLOAD_PATHS = new Set<string>(Object.values(IMAGE_UPLOADS));
export const isUploadPath = (path: string) => UPLOAD_PATHS.has(path);

const tooLarge = (maxBytes: number): Failure => {
  const message = imageMessages.tooLarge(maxBytes);
  return { ok: false, status: 413, toast: { title: imageTexts.failedTitle, description: message, destructive: true }, fieldErrors: { file: message } };
};

/**
 * The site's body limit, except on the upload endpoints, whose limit is IMAGE_MAX_BYTES plus the
 * framing, refused with the photo's own message.
 */
export function bodyLimits(services: AppServices, siteLimit: MiddlewareHandler): MiddlewareHandler {
  const maxBytes = services.config.IMAGE_MAX_BYTES;
  const uploadLimit = bodyLimit({ maxSize: maxBytes + UPLOAD_OVERHEAD_BYTES, onError: (c) => c.json(tooLarge(maxBytes), 413) });
  return (c, next) => (isUploadPath(c.req.path) ? uploadLimit(c, next) : siteLimit(c, next));
}

const notMultipart: Failure = {
  ok: false,
  status: 415,
  toast: { title: "Formato não suportado", description: "A foto deve ser enviada pelo formulário do site (multipart/form-data).", destructive: true },
};
const malformed: Failure = { ok: false, status: 400, toast: toasts.malformedRequest };

/** A multipart upload's file (field `file`) and text fields; a request that is not one is a 4xx Failure. */
export async function readImageUpload(request: Request): Promise<{ upload: ImageUpload } | { failure: Failure }> {
  const type = request.headers.get("content-type")?.split(";", 1)[0].trim().toLowerCase();
  if (type !== "multipart/form-data") return { failure: notMultipart };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { failure: malformed };
  }
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
    } else if (name === "file" && !file) file = value;
  }
  return { upload: { file, fields } };
}
