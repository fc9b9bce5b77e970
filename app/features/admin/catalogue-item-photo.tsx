import { useEffect, useState } from "react";

import { ImageUpload } from "#app/components/image/image-upload.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { hasPhoto, imageMessages, imageTexts, type PublicImage } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS, CATALOGUE_PHOTO_PARAM, IMAGE_UPLOADS } from "#domain/paths.ts";
import type { Result } from "#domain/result.ts";

export const cataloguePhotoTexts = {
  legend: "Foto",
  hint: "Aparece no lugar do desenho em todos os cartões deste item no site. Sem foto, o desenho continua aparecendo.",
  loading: "Carregando a foto…",
} as const;

type Current = { photo: PublicImage | null; maxBytes: number };

async function readPhoto(itemId: string): Promise<Result<Current>> {
  try {
    const response = await fetch(`${IMAGE_UPLOADS.catalogueItem}?${CATALOGUE_PHOTO_PARAM}=${encodeURIComponent(itemId)}`, {
      headers: { accept: "application/json" },
    });
    return ((await response.json().catch(() => null)) as Result<Current> | null) ?? { ok: false, status: response.status };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * The editor's 'Foto' section for any catalogue item whose cards draw a picture (decision 055): the
 * photo in place, the upload (alternative text required, focal point) and 'Remover foto'. It reads
 * the item's photo itself, so the item form around it needs only `<CatalogueItemPhoto itemId=… />`.
 * A new item (no id yet) is saved first; a kind without a picture (the home's numbers) shows nothing.
 */
export function CatalogueItemPhoto({ itemId, kind }: { itemId: string | null; kind: string }) {
  const [current, setCurrent] = useState<Current | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    if (!itemId || !hasPhoto(kind)) return;
    let live = true;
    void readPhoto(itemId).then((result) => {
      if (!live) return;
      if (result.ok) setCurrent({ photo: result.photo, maxBytes: result.maxBytes });
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [itemId, kind]);

  if (!hasPhoto(kind)) return null;
  if (!itemId || failed || !current) {
    return (
      <section aria-labelledby="foto-do-item" className="mt-8 space-y-2 rounded-2xl border border-brand-100 bg-white p-4">
        <h2 id="foto-do-item" className="text-lg font-semibold text-brand-900">
          {cataloguePhotoTexts.legend}
        </h2>
        <p className="text-sm text-slate-700">{!itemId ? imageMessages.itemUnsaved : failed ? imageMessages.itemNotFound : cataloguePhotoTexts.loading}</p>
      </section>
    );
  }

  async function remove(id: string) {
    setRemoving(true);
    const result = await postJson(ADMIN_ACTIONS.removeCatalogueImage, { itemId: id });
    setRemoving(false);
    showToast(result.ok ? imageTexts.removedToast : (result.toast ?? toasts.requestFailed));
    if (result.ok) setCurrent((c) => (c ? { ...c, photo: null } : c));
  }

  return (
    <div className="mt-8 space-y-2" data-testid="foto-do-item">
      <ImageUpload
        key={current.photo?.hash ?? "desenho"}
        endpoint={IMAGE_UPLOADS.catalogueItem}
        fields={{ itemId }}
        legend={cataloguePhotoTexts.legend}
        hint={cataloguePhotoTexts.hint}
        maxBytes={current.maxBytes}
        current={current.photo}
        onUploaded={(uploaded) => setCurrent((c) => (c ? { ...c, photo: uploaded.image } : c))}
      />
      {current.photo ? (
        <Button variant="outline" size="sm" disabled={removing} onClick={() => void remove(itemId)}>
          {imageTexts.remove}
        </Button>
      ) : null}
    </div>
  );
}
