import { clsx } from "clsx";
import { type DragEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";

import ImageUp from "#app/components/icons/image-up.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Field, FieldError } from "#app/components/ui/field.tsx";
import { showToast } from "#app/lib/toast.ts";
import { imageDetailsSchema } from "#domain/forms/image.ts";
import { IMAGE_ACCEPT, imageMessages, imageTexts as t, type PublicImage, type UploadedImage } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { fieldErrorsOf, type Result } from "#domain/result.ts";

import { ResponsiveImage } from "./responsive-image.tsx";

interface ImageUploadProps {
  /** Where the multipart form goes (IMAGE_UPLOADS). */
  endpoint: string;
  /** Sent with the photo: the slot, the product… */
  fields?: Record<string, string>;
  /** The group's name ('Foto da fundadora', 'Foto do produto'). */
  legend: string;
  hint?: string;
  maxBytes: number;
  /** The photo in place now, shown until another is sent (give the component a `key` that changes with it). */
  current?: PublicImage | null;
  onUploaded: (uploaded: UploadedImage) => void;
}

type Phase = { name: "idle" } | { name: "uploading"; percent: number } | { name: "processing" };

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

/** Posts the form with XMLHttpRequest, whose upload events give the progress fetch cannot. */
function sendForm(endpoint: string, form: FormData, onProgress: (percent: number) => void, onSent: () => void): Promise<Result<UploadedImage>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Result<UploadedImage>);
      } catch {
        resolve({ ok: false, status: xhr.status });
      }
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.send(form);
  });
}

/**
 * One photo upload (decision 055): drag and drop or the file picker, a preview, the required
 * alternative text with its message beside it, an optional focal point (a click on the preview, or
 * the arrow keys), a progress bar while the file travels and a note while the server prepares it.
 * The server decides what the file is; this only spares a pointless wait on an obvious refusal.
 */
export function ImageUpload({ endpoint, fields, legend, hint, maxBytes, current, onUploaded }: ImageUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [alt, setAlt] = useState("");
  const [focal, setFocal] = useState({ x: 0.5, y: 0.5 });
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dragging, setDragging] = useState(false);
  const [uploaded, setUploaded] = useState<PublicImage | null>(null);
  const shown = uploaded ?? current ?? null;
  const busy = phase.name !== "idle";

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(picked: File | undefined | null) {
    if (!picked) return;
    setFile(picked);
    setPreviewFailed(false);
    setPreview(URL.createObjectURL(picked));
    setFocal({ x: 0.5, y: 0.5 });
    setErrors(({ file: _gone, ...rest }) => (picked.size > maxBytes ? { ...rest, file: imageMessages.tooLarge(maxBytes) } : rest));
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!busy) choose(e.dataTransfer.files[0]);
  }

  function pointAt(e: MouseEvent<HTMLButtonElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    setFocal({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  }

  function nudge(e: KeyboardEvent<HTMLButtonElement>) {
    const step = e.shiftKey ? 0.1 : 0.05;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    setFocal((f) => ({ x: clamp(f.x + move[0]), y: clamp(f.y + move[1]) }));
  }

  async function upload() {
    if (busy) return;
    const details = imageDetailsSchema.safeParse({ alt, focalX: String(focal.x), focalY: String(focal.y) });
    const found: Record<string, string> = details.success ? {} : fieldErrorsOf(details.error);
    if (!file) found.file = imageMessages.fileMissing;
    else if (file.size > maxBytes) found.file = imageMessages.tooLarge(maxBytes);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    form.append("alt", alt);
    form.append("focalX", String(focal.x));
    form.append("focalY", String(focal.y));
    form.append("file", file as File);
    setPhase({ name: "uploading", percent: 0 });
    const result = await sendForm(
      endpoint,
      form,
      (percent) => setPhase({ name: "uploading", percent }),
      () => setPhase({ name: "processing" }),
    );
    setPhase({ name: "idle" });
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      showToast(result.toast ?? toasts.requestFailed);
      return;
    }
    showToast(t.uploadedToast);
    setUploaded(result.image);
    setFile(null);
    setPreview(null);
    setAlt("");
    if (inputRef.current) inputRef.current.value = "";
    onUploaded(result);
  }

  const fileErrorId = `${id}-file-error`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl border border-brand-100 bg-white p-4" disabled={busy}>
      <legend className="px-1 text-lg font-semibold text-brand-900">{legend}</legend>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      {shown && !preview ? (
        <div className="max-w-xs overflow-hidden rounded-xl border border-slate-200">
          <ResponsiveImage image={shown} sizes="320px" />
        </div>
      ) : null}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
        className={clsx(
          "flex flex-col items-start gap-3 rounded-xl border-2 border-dashed p-4 sm:flex-row sm:items-center",
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300",
        )}
      >
        <ImageUp className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex-1 text-sm text-slate-700">
          <p>{t.drop}</p>
          <p className="text-xs text-slate-600">{t.formats(maxBytes)}</p>
        </div>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          name="file"
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? fileErrorId : undefined}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <label
          htmlFor={`${id}-file`}
          className={buttonVariants({
            variant: "outline",
            size: "sm",
            className: "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600",
          })}
        >
          {shown || file ? t.change : t.pick}
          <span className="sr-only">: {legend}</span>
        </label>
      </div>
      <FieldError id={fileErrorId} error={errors.file} />

      {preview ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-800">{t.focal}</p>
          <p className="text-xs text-slate-600">{t.focalHint}</p>
          <div className="relative inline-block max-w-full">
            {previewFailed ? (
              <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">{t.noPreview}</p>
            ) : (
              <img src={preview} alt={t.previewAlt} className="block max-h-64 max-w-full rounded-xl" onError={() => setPreviewFailed(true)} />
            )}
            <button
              type="button"
              onClick={pointAt}
              onKeyDown={nudge}
              aria-label={t.focalLabel(focal.x, focal.y)}
              className="absolute inset-0 cursor-crosshair rounded-xl focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className="absolute h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700/80 shadow"
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
              />
            </button>
          </div>
        </div>
      ) : null}

      <Field label={t.alt} hint={t.altHint} name="alt" maxLength={200} value={alt} error={errors.alt} onChange={(e) => setAlt(e.target.value)} />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" onClick={() => void upload()}>
          {t.upload}
          <span className="sr-only">: {legend}</span>
        </Button>
        <div role="status" className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          {phase.name === "uploading" ? (
            <>
              <progress value={phase.percent} max={100} className="h-2 w-32" aria-label={t.uploading(phase.percent)} />
              <span>{t.uploading(phase.percent)}</span>
            </>
          ) : phase.name === "processing" ? (
            <span>{t.processing}</span>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
