import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ART, type Artwork } from "#domain/content/art.ts";

import { artSize } from "./art-image.tsx";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../public");

function allArtworks(value: unknown): Artwork[] {
  if (Array.isArray(value)) return value.flatMap(allArtworks);
  if (value && typeof value === "object" && "src" in value) return [value as Artwork];
  if (value && typeof value === "object") return Object.values(value).flatMap(allArtworks);
  return [];
}

describe("artSize", () => {
  it.each(allArtworks(ART))("matches the viewBox of $src, so the reserved box has the picture's shape", ({ src }) => {
    const svg = readFileSync(path.join(PUBLIC_DIR, src), "utf8");
    const [, , width, height] = /viewBox="([\d.\s-]+)"/.exec(svg)![1].trim().split(/\s+/).map(Number);
    expect(artSize(src)).toEqual([width, height]);
  });
});
