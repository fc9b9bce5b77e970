import { describe, expect, it } from "vitest";

import { imageDetailsSchema } from "./forms/image.ts";
import { imageFileName, imageMessages, imageUrl, parseImageFileName, type PublicImage, srcSetOf, widthsFor } from "./images.ts";

const HASH = "0123456789abcdef0123456789abcdef";

describe("stored photo names", () => {
  it("are content-addressed files under /imagens that read back to what they are", () => {
    expect(imageFileName(HASH, 640, "avif")).toBe(`${HASH}-640.avif`);
    expect(imageUrl(HASH, "og", "jpeg")).toBe(`/imagens/${HASH}-og.jpg`);
    expect(parseImageFileName(`${HASH}-640.webp`)).toEqual({ hash: HASH, width: 640, format: "webp" });
    expect(parseImageFileName(`${HASH}-og.jpg`)).toEqual({ hash: HASH, width: "og", format: "jpeg" });
  });

  it.each([
    `${HASH}-640.png`,
    `${HASH}-og.avif`,
    `${HASH}-0640.jpg`,
    `${HASH}-0.jpg`,
    `${HASH}-9999.jpg`,
    `${HASH.toUpperCase()}-640.jpg`,
    "../etc/passwd",
    `${HASH}-640.jpg.svg`,
  ])("%s is none of ours", (name) => expect(parseImageFileName(name)).toBeNull());
});

describe("widthsFor", () => {
  it("keeps the set below the photo, then its own width, never above 1600", () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(widthsFor(640)).toEqual([320, 640]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it("writes a srcset of every width", () => {
    const image = { hash: HASH, widths: [320, 640] } as PublicImage;
    expect(srcSetOf(image, "webp")).toBe(`/imagens/${HASH}-320.webp 320w, /imagens/${HASH}-640.webp 640w`);
  });
});

describe("imageDetailsSchema", () => {
  it("requires the alternative text and reads the focal point, the centre by default", () => {
    expect(imageDetailsSchema.safeParse({ alt: "  Fachada da sede  " }).data).toEqual({ alt: "Fachada da sede", focalX: 0.5, focalY: 0.5 });
    expect(imageDetailsSchema.safeParse({ alt: "x", focalX: "0.25", focalY: "1" }).data).toEqual({ alt: "x", focalX: 0.25, focalY: 1 });
    for (const alt of [undefined, "", "   "]) expect(imageDetailsSchema.safeParse({ alt }).error?.issues[0].message).toBe(imageMessages.altRequired);
    expect(imageDetailsSchema.safeParse({ alt: "x", focalX: "1.5" }).error?.issues[0].message).toBe(imageMessages.focalInvalid);
    expect(imageDetailsSchema.safeParse({ alt: "x", focalY: "abc" }).error?.issues[0].message).toBe(imageMessages.focalInvalid);
  });
});
