import { clsx } from "clsx";
import type { CSSProperties } from "react";

import { imageUrl, type PublicImage, srcSetOf } from "#domain/images.ts";

interface ResponsiveImageProps {
  image: PublicImage;
  /** How wide it is drawn, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  className?: string;
  /** The page's largest picture above the fold: fetched first, never lazily. Only one per page. */
  priority?: boolean;
  /** Fills its box (cropping around the focal point) instead of keeping its own proportions. */
  cover?: boolean;
}

/**
 * A stored photo as <picture>: AVIF, then WebP, then JPEG, each in every stored width, so the
 * browser takes the first format it reads at the width `sizes` asks for. Width and height reserve
 * the box before a byte arrives (no layout shift); the blurred placeholder paints it meanwhile.
 * Lazy by default.
 */
export function ResponsiveImage({ image, sizes, className, priority = false, cover = false }: ResponsiveImageProps) {
  const style: CSSProperties = {
    backgroundImage: `url("${image.placeholder}")`,
    backgroundSize: "cover",
    backgroundPosition: `${image.focalX * 100}% ${image.focalY * 100}%`,
    ...(cover ? { objectPosition: `${image.focalX * 100}% ${image.focalY * 100}%` } : {}),
  };
  const fallbackWidth = image.widths.find((w) => w >= 960) ?? image.widths[image.widths.length - 1];
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image.hash, fallbackWidth, "jpeg")}
        srcSet={srcSetOf(image, "jpeg")}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={style}
        className={clsx(cover ? "h-full w-full object-cover" : "h-auto w-full", className)}
      />
    </picture>
  );
}
