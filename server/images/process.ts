/**
 * The upload pipeline (decision 055, docs/decisions/055): a photo's bytes in, every rendition out.
 *
 * - The kind is read from the bytes (sniff.ts); animated images, SVG, PDF and anything else are
 *   refused, and so is a photo of more than MAX_IMAGE_PIXELS before a pixel of it is decoded.
 * - It is decoded once: turned upright by its EXIF orientation, converted to sRGB, shrunk to at most
 *   1600 px wide. Every rendition is encoded from that, so no byte of the original's metadata (EXIF,
 *   GPS, XMP, ICC, comments) reaches a file: sharp writes none unless asked to.
 * - Widths of domain/images.ts (never upscaled) in AVIF, WebP and JPEG, a 1200×630 JPEG preview
 *   cropped around the focal point, and a 16 px blurred WebP placeholder as a data: URI.
 *
 * sharp does the work on libuv's thread pool, so the event loop only waits for it; the processor
 * below caps how many photos are encoded at once (IMAGE_CONCURRENCY) and encodes one rendition at a
 * time per photo, so uploads never take every pool thread from file reads and the database.
 */
import { webcrypto } from "node:crypto";

import type { default as SharpFactory, OutputInfo, Sharp } from "sharp";

import {
  heightAt,
  IMAGE_FORMAT_ORDER,
  IMAGE_FORMATS,
  imageFileName,
  type ImageFormat,
  type imageMessages,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_WIDTH,
  OG_IMAGE,
  widthsFor,
} from "#domain/images.ts";

import { type AcceptedKind, sniffImage } from "./sniff.ts";

let sharpLoaded: Promise<typeof SharpFactory> | undefined;

/**
 * sharp and libvips, loaded with the first photo rather than at start: a server that converts no
 * photo never maps the library nor starts its threads (docs/decisions/065).
 */
function loadSharp(): Promise<typeof SharpFactory> {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    // Each photo is seen once: libvips's operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** Changes whenever the renditions would come out different: part of every hash, so old URLs keep their bytes. */
export const PIPELINE_VERSION = "1";

/** The tallest a rendition may be: a long panorama is shrunk until it fits 1600 × 3200. */
const MAX_HEIGHT = MAX_IMAGE_WIDTH * 2;

const QUALITY: Record<ImageFormat, number> = { avif: 52, webp: 76, jpeg: 80 };

export type ImageRefusal = keyof Pick<typeof imageMessages, "unsupported" | "pdf" | "svg" | "animated" | "tooManyPixels" | "heicUnsupported" | "unreadable">;

export interface StoredFile {
  key: string;
  contentType: string;
  body: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  files: StoredFile[];
}

export type ProcessOutcome = { ok: true; image: ProcessedImage; ms: number } | { ok: false; reason: ImageRefusal };

export interface Focal {
  focalX: number;
  focalY: number;
}

/**
 * The key of everything made from these bytes with this focal point: 32 hex digits of SHA-256.
 * WebCrypto digests on the thread pool, so hashing 15 MB does not hold the event loop.
 */
export async function sourceHash(input: Uint8Array, focal: Focal): Promise<string> {
  const prefix = new TextEncoder().encode(`essencia-image:${PIPELINE_VERSION}:${focal.focalX.toFixed(3)}:${focal.focalY.toFixed(3)}:`);
  const joined = new Uint8Array(prefix.length + input.length);
  joined.set(prefix, 0);
  joined.set(input, prefix.length);
  const digest = await webcrypto.subtle.digest("SHA-256", joined);
  return Buffer.from(digest).toString("hex").slice(0, 32);
}

const SNIFF_REFUSAL = { pdf: "pdf", svg: "svg", gif: "unsupported", animated: "animated", unknown: "unsupported" } as const;

function refusalOf(err: unknown, kind: AcceptedKind): ImageRefusal {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return "tooManyPixels";
  if (kind === "heif") return "heicUnsupported";
  return "unreadable";
}

/** Where a `size`-long window over `length` starts so that `focal` (0–1) is as central as it can be. */
function cropStart(length: number, size: number, focal: number): number {
  return Math.min(Math.max(0, Math.round(focal * length - size / 2)), Math.max(0, length - size));
}

function encoder(pipeline: Sharp, format: ImageFormat, hasAlpha: boolean): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: QUALITY.avif, effort: 2 });
    case "webp":
      return pipeline.webp({ quality: QUALITY.webp, effort: 4 });
    case "jpeg":
      return (hasAlpha ? pipeline.flatten({ background: "#ffffff" }) : pipeline).jpeg({ quality: QUALITY.jpeg, mozjpeg: true });
  }
}

/** Re-encodes one photo; a refusal names the message a person reads. */
export async function processImage(input: Buffer, hash: string, focal: Focal): Promise<ProcessOutcome> {
  const started = performance.now();
  const sniffed = sniffImage(input);
  if ("refused" in sniffed) return { ok: false, reason: SNIFF_REFUSAL[sniffed.refused] };
  const kind = sniffed.accepted;
  const sharp = await loadSharp();

  let upright: { data: Buffer; info: OutputInfo };
  try {
    // The header alone: the pixel count and the frame count, before anything is decoded.
    const meta = await sharp(input, { limitInputPixels: false, animated: true }).metadata();
    const frameHeight = meta.pageHeight ?? meta.height ?? 0;
    if ((meta.pages ?? 1) > 1) return { ok: false, reason: "animated" };
    if (!meta.width || !frameHeight) return { ok: false, reason: "unreadable" };
    if (meta.width * frameHeight > MAX_IMAGE_PIXELS) return { ok: false, reason: "tooManyPixels" };
    upright = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .toColourspace("srgb")
      .resize({ width: MAX_IMAGE_WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    return { ok: false, reason: refusalOf(err, kind) };
  }

  const { data, info } = upright;
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const hasAlpha = info.channels === 4;
  const widths = widthsFor(info.width);
  const files: StoredFile[] = [];
  // One rendition at a time: a photo holds one pool thread, whatever IMAGE_CONCURRENCY allows.
  for (const width of widths) {
    const height = heightAt(info, width);
    for (const format of IMAGE_FORMAT_ORDER) {
      const body = await encoder(raw().resize(width, height), format, hasAlpha).toBuffer();
      files.push({ key: imageFileName(hash, width, format), contentType: IMAGE_FORMATS[format].contentType, body });
    }
  }

  // The link preview: scaled to cover 1200×630, then the window around the focal point.
  const scale = Math.max(OG_IMAGE.width / info.width, OG_IMAGE.height / info.height);
  const coverWidth = Math.max(OG_IMAGE.width, Math.round(info.width * scale));
  const coverHeight = Math.max(OG_IMAGE.height, Math.round(info.height * scale));
  const og = await encoder(
    raw()
      .resize(coverWidth, coverHeight, { fit: "fill" })
      .extract({
        left: cropStart(coverWidth, OG_IMAGE.width, focal.focalX),
        top: cropStart(coverHeight, OG_IMAGE.height, focal.focalY),
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
      }),
    "jpeg",
    hasAlpha,
  ).toBuffer();
  files.push({ key: imageFileName(hash, "og", "jpeg"), contentType: IMAGE_FORMATS.jpeg.contentType, body: og });

  const tiny = await raw().resize(16, heightAt(info, 16)).flatten({ background: "#ffffff" }).webp({ quality: 40 }).toBuffer();

  return {
    ok: true,
    image: { width: info.width, height: info.height, widths, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, files },
    ms: performance.now() - started,
  };
}

export interface ImageProcessor {
  process(input: Buffer, hash: string, focal: Focal): Promise<ProcessOutcome>;
  /** Photos waiting or being encoded. */
  readonly pending: number;
}

/** At most `concurrency` photos encoded at once; the others wait in order. */
export function createImageProcessor(concurrency: number): ImageProcessor {
  let running = 0;
  const queue: (() => void)[] = [];
  const acquire = () => (running < concurrency ? (running++, Promise.resolve()) : new Promise<void>((resolve) => queue.push(resolve)));
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    async process(input, hash, focal) {
      await acquire();
      try {
        return await processImage(input, hash, focal);
      } finally {
        release();
      }
    },
    get pending() {
      return running + queue.length;
    },
  };
}
