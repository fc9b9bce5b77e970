import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { useFormState } from "#app/lib/form.ts";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { EMPTY_PRODUCT_FORM, isMissingFieldRefusal, productFormMessages, productFormSchema } from "#domain/forms/product.ts";
import { fieldErrorsOf } from "#domain/result.ts";
import { toasts } from "#domain/messages.ts";
import { MEMBER_ENDPOINTS } from "#domain/paths.ts";
import { PRODUCT_CATEGORIES, PRODUCT_FALLBACK_ART } from "#domain/shop.ts";
import { therapistTexts } from "./texts.ts";

const t = therapistTexts.form;

/**
 * The new product form (spec §3, §5): every field required, else the spec's alert; the fixed
 * placeholder image; cleared and closed after a successful submit.
 */
export function ProductForm({ onSubmitted }: { onSubmitted: () => void | Promise<void> }) {
  const form = useFormState(EMPTY_PRODUCT_FORM);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState(false);

  function refuse(errors: Record<string, string>) {
    form.setErrors(errors);
    setAlert(isMissingFieldRefusal(errors));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const parsed = productFormSchema.safeParse(form.values);
    if (!parsed.success) {
      refuse(fieldErrorsOf(parsed.error));
      return;
    }
    setAlert(false);
    setBusy(true);
    const result = await postJson(MEMBER_ENDPOINTS.therapistProducts, form.values);
    setBusy(false);
    if (!result.ok) {
      if (result.fieldErrors) refuse(result.fieldErrors);
      showToast(result.toast ?? toasts.saveFailed);
      return;
    }
    showToast(toasts.productSubmitted);
    form.reset();
    await onSubmitted();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.title} className="rounded-2xl border border-brand-100 bg-brand-50/50 p-4 sm:p-5">
      <h3 className="text-xl">{t.title}</h3>
      {alert ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {productFormMessages.allRequired}
        </p>
      ) : null}
      <fieldset disabled={busy} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field className="sm:col-span-2" label={t.fields.title} required {...form.bind("title")} />
        <SelectField label={t.fields.category} placeholder={t.categoryPlaceholder} options={PRODUCT_CATEGORIES} {...form.bind("category")} required />
        <Field label={t.fields.price} inputMode="decimal" placeholder="97,00" required {...form.bind("price")} />
        <Field label={t.fields.points} inputMode="numeric" placeholder="20" required {...form.bind("points")} />
        <Field label={t.fields.paymentLink} type="url" inputMode="url" placeholder="https://" required {...form.bind("paymentLink")} />
        <div className="flex items-center gap-3 sm:col-span-2">
          <img src={PRODUCT_FALLBACK_ART.src} alt="" width="64" height="64" className="h-16 w-16 rounded-lg object-cover" />
          <p className="text-sm text-slate-700">
            <span className="block font-medium text-slate-800">{t.fields.image}</span>
            {t.imageNote}
          </p>
        </div>
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
          {busy ? t.sending : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
