import { useId, useState } from "react";

import Play from "#app/components/icons/play.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { ART } from "#domain/content/art.ts";
import { anthemLabels } from "#domain/content/home.ts";
import { movementPage } from "#domain/content/movement.ts";

import { ArtImage } from "./art-image.tsx";

/** Mounted only once the visitor asks for it: nothing is requested from YouTube before that. */
function AnthemFrame({ autoplay }: { autoplay: boolean }) {
  const { anthem } = movementPage(useSiteSettings());
  return (
    <iframe
      src={autoplay ? `${anthem.embedUrl}?autoplay=1` : anthem.embedUrl}
      title={anthem.title}
      width={560}
      height={315}
      loading="lazy"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      className="aspect-video h-auto w-full rounded-2xl border-0 bg-brand-900"
    />
  );
}

/** Home: a toggle that shows or hides the embedded anthem (spec §2 "Home"). */
export function AnthemToggle() {
  const [shown, setShown] = useState(false);
  const regionId = useId();
  return (
    <div>
      <Button variant="outline" aria-expanded={shown} aria-controls={regionId} onClick={() => setShown((value) => !value)}>
        <Play className="h-4 w-4" aria-hidden="true" />
        {shown ? anthemLabels.hide : anthemLabels.show}
      </Button>
      <div id={regionId} hidden={!shown} className="mt-6">
        {shown ? <AnthemFrame autoplay={false} /> : null}
      </div>
    </div>
  );
}

/**
 * Movement page: the embed behind a facade. The box keeps the video's 16:9
 * size from the start; pressing play swaps the poster for the player.
 */
export function AnthemEmbed() {
  const [playing, setPlaying] = useState(false);
  const { anthem } = movementPage(useSiteSettings());
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-brand-900">
      {playing ? (
        <AnthemFrame autoplay />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group relative block h-full w-full" aria-label={`${anthemLabels.show}: ${anthem.title}`}>
          <ArtImage art={{ src: ART.hero.src, alt: "" }} cover className="opacity-80" />
          <span className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-lg group-hover:bg-white">
            <Play className="h-8 w-8" aria-hidden="true" />
          </span>
        </button>
      )}
    </div>
  );
}
