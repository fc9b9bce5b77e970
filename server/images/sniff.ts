/**
 * What a file is, read from its first bytes: never from its name or the type the browser declared
 * (a PDF renamed .jpg is still a PDF). Only the photo formats the pipeline accepts pass; the rest
 * get a reason a person can read (domain/images.ts imageMessages).
 */

export type AcceptedKind = "jpeg" | "png" | "webp" | "avif" | "heif";
export type RefusedKind = "pdf" | "svg" | "gif" | "animated" | "unknown";
export type Sniffed = { accepted: AcceptedKind } | { refused: RefusedKind };

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** ISO-BMFF brands (the `ftyp` box): AVIF stills, HEIF/HEIC stills, and their image sequences. */
const AVIF_BRANDS = new Set(["avif"]);
const AVIF_SEQUENCE = new Set(["avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "mif1", "mif2"]);
const HEIF_SEQUENCE = new Set(["hevc", "hevx", "msf1"]);

function sniffIsoBmff(bytes: Uint8Array): Sniffed | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length, 4096);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((b) => AVIF_SEQUENCE.has(b)) && brands[0] === "avis") return { refused: "animated" };
  if (brands.some((b) => AVIF_BRANDS.has(b))) return { accepted: "avif" };
  if (brands[0] && HEIF_SEQUENCE.has(brands[0])) return { refused: "animated" };
  if (brands.some((b) => HEIF_BRANDS.has(b))) return { accepted: "heif" };
  return { refused: "unknown" };
}

/** PNG chunks before the first IDAT: an `acTL` makes it an animated PNG (APNG). */
function pngIsAnimated(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (type === "acTL") return true;
    if (type === "IDAT" || type === "IEND") return false;
    at += 12 + length;
  }
  return false;
}

/** An extended WebP (VP8X) says in its flags whether it is animated; an ANIM chunk says so too. */
function webpIsAnimated(bytes: Uint8Array): boolean {
  if (ascii(bytes, 12, 4) === "VP8X" && (bytes[20] & 0x02) !== 0) return true;
  return ascii(bytes, 30, 4) === "ANIM";
}

/** An SVG (or any XML) after an optional byte-order mark and white space. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<svg") || head.startsWith("<?xml") || head.startsWith("<!doctype svg") || (head.startsWith("<!--") && head.includes("<svg"));
}

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngIsAnimated(bytes) ? { refused: "animated" } : { accepted: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webpIsAnimated(bytes) ? { refused: "animated" } : { accepted: "webp" };
  const iso = sniffIsoBmff(bytes);
  if (iso) return iso;
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { refused: "gif" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { refused: "pdf" };
  if (looksLikeSvg(bytes)) return { refused: "svg" };
  return { refused: "unknown" };
}
