import { useState } from "react";
import { data, useRevalidator } from "react-router";

import ArrowLeft from "#app/components/icons/arrow-left.tsx";
import { ImageUpload } from "#app/components/image/image-upload.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { loadSiteImages } from "#app/lib/images.server.ts";
import { postJson } from "#app/lib/post.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { imageTexts, SITE_IMAGE_LABELS, SITE_IMAGE_SLOTS, type SiteImageSlot } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, IMAGE_UPLOADS } from "#domain/paths.ts";

import type { Route } from "./+types/site-images";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

const TITLE = "Imagens do site";

export const meta: Route.MetaFunction = () => privateMeta(TITLE);

/** The site's photo slots and what each holds now (decision 055; the catalogue's settings editor takes this over). */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireRole(url, context, "admin");
  const photos = await loadSiteImages(context.app.database.db);
  return data({ photos, maxBytes: context.app.config.IMAGE_MAX_BYTES }, { headers: { "Cache-Control": "no-store" } });
}

export default function SiteImages({ loaderData }: Route.ComponentProps) {
  const { photos, maxBytes } = loaderData;
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<SiteImageSlot | null>(null);

  async function remove(slot: SiteImageSlot) {
    setRemoving(slot);
    const result = await postJson(ADMIN_ACTIONS.removeSiteImage, { slot });
    setRemoving(null);
    showToast(result.ok ? imageTexts.removedToast : (result.toast ?? toasts.requestFailed));
    if (result.ok) await revalidator.revalidate();
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <ButtonLink to={ADMIN_ROUTES.content} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Conteúdo do site
      </ButtonLink>
      <h1 className="mt-3 text-3xl">{TITLE}</h1>
      <p className="mt-2 text-slate-700">
        Fotos que substituem os desenhos do site. Cada foto é convertida em vários tamanhos, sem os dados de localização da câmera. Sem foto, o desenho continua
        aparecendo.
      </p>
      <div className="mt-6 grid gap-6">
        {SITE_IMAGE_SLOTS.map((slot) => (
          <div key={slot} className="space-y-2">
            <ImageUpload
              key={photos[slot]?.hash ?? "desenho"}
              endpoint={IMAGE_UPLOADS.siteImage}
              fields={{ slot }}
              legend={SITE_IMAGE_LABELS[slot].title}
              hint={SITE_IMAGE_LABELS[slot].hint}
              maxBytes={maxBytes}
              current={photos[slot] ?? null}
              onUploaded={() => void revalidator.revalidate()}
            />
            {photos[slot] ? (
              <Button variant="outline" size="sm" disabled={removing === slot} onClick={() => void remove(slot)}>
                {imageTexts.remove}
                <span className="sr-only">: {SITE_IMAGE_LABELS[slot].title}</span>
              </Button>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
