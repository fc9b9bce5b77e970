import { useState } from "react";
import { useRouteLoaderData } from "react-router";

import { ImageUpload } from "#app/components/image/image-upload.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { showToast } from "#app/lib/toast.ts";
import { EMPTY_PRODUCT_FORM, isMissingFieldRefusal, productFormMessages, productFormSchema } from "#domain/forms/product.ts";
import { DEFAULT_IMAGE_MAX_BYTES } from "#domain/images.ts";
import { toasts } from "#domain/messages.ts";
import { IMAGE_UPLOADS, MEMBER_ENDPOINTS } from "#domain/paths.ts";
import { PRODUCT_CATEGORIES } from "#domain/shop.ts";

import { therapistTexts } from "./texts.ts";

const t = therapistTexts.form;

/**
 * The new product form (spec §3, §5): every field required, else the spec's alert; the fixed
 * placeholder image; cleared and closed after a successful submit.
 */
export function ProductForm({ onSubmitted }: { onSubmitted: () => void | Promise<void> }) {
  const maxBytes = useRouteLoaderData<{ imageMaxBytes?: number }>("routes/therapist/dashboard")?.imageMaxBytes ?? DEFAULT_IMAGE_MAX_BYTES;
  const [alert, setAlert] = useState(false);
  const form = useJsonForm({
    initial: EMPTY_PRODUCT_FORM,
    schema: productFormSchema,
    endpoint: MEMBER_ENDPOINTS.therapistProducts,
    failureToast: toasts.saveFailed,
    // The spec's alert says every field is required when one is missing.
    onRefused: (errors) => setAlert(isMissingFieldRefusal(errors)),
    onSending: () => setAlert(false),
    onSuccess: async () => {
      showToast(toasts.productSubmitted);
      form.reset();
      await onSubmitted();
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate aria-label={t.title} className="rounded-2xl border border-brand-100 bg-brand-50/50 p-4 sm:p-5">
      <h3 className="text-xl">{t.title}</h3>
      {alert ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {productFormMessages.allRequired}
        </p>
      ) : null}
      <fieldset disabled={busy} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field className="sm:col-span-2" label={t.fields.title} required {...form.bind("title")} />
        <SelectField
          label={t.fields.category}
          placeholder={t.categoryPlaceholder}
          options={PRODUCT_CATEGORIES}
          hint={t.whereItAppears(form.values.category)}
          {...form.bind("category")}
          required
        />
        <Field label={t.fields.price} inputMode="decimal" placeholder="97,00" required {...form.bind("price")} />
        <Field label={t.fields.points} inputMode="numeric" placeholder="20" required {...form.bind("points")} />
        <Field label={t.fields.paymentLink} type="url" inputMode="url" placeholder="https://" required {...form.bind("paymentLink")} />
        <div className="sm:col-span-2">
          {/* Sent first: the product then carries the photo's id in `image` (or the shop's drawing without one). */}
          <ImageUpload
            endpoint={IMAGE_UPLOADS.productImage}
            legend={t.fields.image}
            hint={form.values.image === EMPTY_PRODUCT_FORM.image ? t.imageNote : t.imageAttached}
            maxBytes={maxBytes}
            onUploaded={({ imageId }) => form.set("image", imageId)}
          />
          {form.errors.image ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {form.errors.image}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
          {busy ? t.sending : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
