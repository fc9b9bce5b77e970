import { clsx } from "clsx";

import { ART, type Artwork } from "#domain/content/art.ts";

/**
 * Intrinsic sizes of the artwork (their SVG viewBox), so every <img> carries
 * width and height and the browser reserves its box before it loads (no layout shift).
 */
const sizes = new Map<string, readonly [number, number]>([
  [ART.hero.src, [1600, 900]],
  [ART.founder.src, [600, 600]],
  [ART.logo.src, [96, 96]],
  ...ART.headquarters.map((art) => [art.src, [800, 600]] as const),
]);
const CARD_SIZE = [800, 500] as const;

export function artSize(src: string): readonly [number, number] {
  return sizes.get(src) ?? CARD_SIZE;
}

/**
 * An artwork from public/art. Lazy by default; `priority` for the one large
 * picture above the fold, which must not wait (it is the page's LCP candidate).
 * Full width, height from the aspect ratio; `cover` fills its box instead (cropping).
 */
export function ArtImage({ art, className, priority = false, cover = false }: { art: Artwork; className?: string; priority?: boolean; cover?: boolean }) {
  const [width, height] = artSize(art.src);
  return (
    <img
      src={art.src}
      alt={art.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={clsx(cover ? "h-full w-full object-cover" : "h-auto w-full", className)}
    />
  );
}

/** Catalogue entries carry `image` and `imageAlt`; this reads them as an Artwork. */
export const artOf = (item: { image: string; imageAlt: string }): Artwork => ({
  src: item.image,
  alt: item.imageAlt,
});
