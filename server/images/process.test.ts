import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { IMAGE_WIDTHS, imageFileName, OG_IMAGE } from "#domain/images.ts";
import { GIF_BYTES, metadataLeft, PDF_BYTES, phonePhoto, solidPng, SVG_BYTES } from "#tests/fixtures/images.ts";

import { createImageProcessor, processImage, sourceHash } from "./process.ts";
import { sniffImage } from "./sniff.ts";

const CENTRE = { focalX: 0.5, focalY: 0.5 };

describe("sniffImage: the kind comes from the bytes", () => {
  it("accepts JPEG, PNG, WebP and AVIF whatever they are called", async () => {
    const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } });
    expect(sniffImage(await pixel.clone().jpeg().toBuffer())).toEqual({ accepted: "jpeg" });
    expect(sniffImage(await pixel.clone().png().toBuffer())).toEqual({ accepted: "png" });
    expect(sniffImage(await pixel.clone().webp().toBuffer())).toEqual({ accepted: "webp" });
    expect(sniffImage(await pixel.clone().avif().toBuffer())).toEqual({ accepted: "avif" });
  });

  it("reads HEIC's brand as HEIF", () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")]);
    expect(sniffImage(ftyp)).toEqual({ accepted: "heif" });
  });

  it("refuses PDF, SVG, GIF and the unknown", () => {
    expect(sniffImage(PDF_BYTES)).toEqual({ refused: "pdf" });
    expect(sniffImage(SVG_BYTES)).toEqual({ refused: "svg" });
    expect(sniffImage(Buffer.from("\uFEFF  <svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({ refused: "svg" });
    expect(sniffImage(GIF_BYTES)).toEqual({ refused: "gif" });
    expect(sniffImage(Buffer.from("nada de imagem aqui"))).toEqual({ refused: "unknown" });
  });

  it("refuses animated WebP and animated PNG", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#f00"), await frame("#0f0")], { join: { animated: true } })
      .webp({ loop: 0 })
      .toBuffer();
    expect(sniffImage(animated)).toEqual({ refused: "animated" });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#00f" } })
      .png()
      .toBuffer();
    // An acTL chunk before IDAT, as APNG writers put it.
    const acTL = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from("acTL", "latin1"), Buffer.alloc(8), Buffer.alloc(4)]);
    const apng = Buffer.concat([png.subarray(0, 33), acTL, png.subarray(33)]);
    expect(sniffImage(apng)).toEqual({ refused: "animated" });
  });
});

// Encoding every rendition takes seconds of CPU, more while the other unit files run beside it.
describe("processImage", { timeout: 30_000 }, () => {
  it("turns a sideways phone photo upright, in every width up to 1600 in AVIF, WebP and JPEG, with the 1200×630 preview, and no metadata", async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800 });
    const hash = await sourceHash(photo, CENTRE);
    const outcome = await processImage(photo, hash, CENTRE);
    if (!outcome.ok) throw new Error(outcome.reason);
    // Orientation 6: stored 2400×1800, seen 1800×2400, shrunk to 1600 wide.
    expect([outcome.image.width, outcome.image.height]).toEqual([1600, 2133]);
    expect(outcome.image.widths).toEqual([...IMAGE_WIDTHS]);
    const keys = outcome.image.files.map((f) => f.key);
    for (const width of IMAGE_WIDTHS) for (const format of ["avif", "webp", "jpeg"] as const) expect(keys).toContain(imageFileName(hash, width, format));
    expect(keys).toContain(imageFileName(hash, "og", "jpeg"));
    expect(keys).toHaveLength(IMAGE_WIDTHS.length * 3 + 1);
    for (const file of outcome.image.files) {
      const meta = await sharp(file.body).metadata();
      expect(await metadataLeft(file.body), file.key).toEqual([]);
      expect(meta.format, file.key).toBe({ "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" }[file.contentType]);
      const width = file.key.includes("-og.") ? OG_IMAGE.width : Number(/-(\d+)\./.exec(file.key)?.[1]);
      expect(meta.width, file.key).toBe(width);
      expect(meta.height, file.key).toBe(file.key.includes("-og.") ? OG_IMAGE.height : Math.round((width * 2133) / 1600));
    }
    expect(outcome.image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,400}$/);
  });

  it("never upscales: a small photo stops at its own width", async () => {
    const small = await sharp({ create: { width: 700, height: 300, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const outcome = await processImage(small, "0".repeat(32), CENTRE);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.image.widths).toEqual([320, 640, 700]);
    expect([outcome.image.width, outcome.image.height]).toEqual([700, 300]);
  });

  it("crops the preview around the focal point", async () => {
    // A wide photo: left half black, right half white; the preview centred on the right edge is white.
    const black = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const wide = await sharp({ create: { width: 2000, height: 500, channels: 3, background: "#fff" } })
      .composite([{ input: black, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const at = async (focalX: number) => {
      const outcome = await processImage(wide, "1".repeat(32), { focalX, focalY: 0.5 });
      if (!outcome.ok) throw new Error(outcome.reason);
      const og = outcome.image.files.find((f) => f.key.endsWith("-og.jpg"))?.body as Buffer;
      return (await sharp(og).stats()).channels[0].mean;
    };
    expect(await at(1)).toBeGreaterThan(200);
    expect(await at(0)).toBeLessThan(50);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const started = performance.now();
    expect(await processImage(solidPng(20_000), "2".repeat(32), CENTRE)).toEqual({ ok: false, reason: "tooManyPixels" });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("names what it refuses", async () => {
    expect(await processImage(PDF_BYTES, "3".repeat(32), CENTRE)).toEqual({ ok: false, reason: "pdf" });
    expect(await processImage(SVG_BYTES, "3".repeat(32), CENTRE)).toEqual({ ok: false, reason: "svg" });
    expect(await processImage(GIF_BYTES, "3".repeat(32), CENTRE)).toEqual({ ok: false, reason: "unsupported" });
    expect(await processImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "3".repeat(32), CENTRE)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("hashes the bytes with the focal point: another focal point is another set of files", async () => {
    const bytes = Buffer.from("mesmos bytes");
    expect(await sourceHash(bytes, CENTRE)).toMatch(/^[0-9a-f]{32}$/);
    expect(await sourceHash(bytes, CENTRE)).toBe(await sourceHash(bytes, CENTRE));
    expect(await sourceHash(bytes, { focalX: 0.2, focalY: 0.5 })).not.toBe(await sourceHash(bytes, CENTRE));
  });
});

describe("createImageProcessor", { timeout: 30_000 }, () => {
  it("encodes at most `concurrency` photos at once", async () => {
    const processor = createImageProcessor(1);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#abcdef" } })
      .jpeg()
      .toBuffer();
    const runs = [processor.process(photo, "4".repeat(32), CENTRE), processor.process(photo, "5".repeat(32), CENTRE)];
    expect(processor.pending).toBe(2);
    await Promise.all(runs);
    expect(processor.pending).toBe(0);
  });
});
