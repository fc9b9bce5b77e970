import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import type { PublicImage } from "#domain/images.ts";

import { ArtImage, artOf } from "./art-image.tsx";

// Apart from art-image.tsx, which travels with the shell: the photo component belongs to the public kit.

/** A card's picture: the photo staff uploaded, else today's drawing (never an empty box). */
export function CardImage({
  item,
  priority = false,
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
}: {
  item: { image: string; imageAlt: string; photo?: PublicImage | null };
  priority?: boolean;
  sizes?: string;
}) {
  if (item.photo) {
    return (
      <div className="aspect-[8/5] overflow-hidden">
        <ResponsiveImage image={item.photo} sizes={sizes} priority={priority} cover />
      </div>
    );
  }
  return <ArtImage art={artOf(item)} priority={priority} />;
}
