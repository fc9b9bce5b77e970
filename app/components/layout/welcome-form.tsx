import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useFormState } from "#app/lib/form.ts";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { quickSignupSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ROUTES } from "#domain/paths.ts";

/** The welcome pop-up's quick sign-up, loaded when the pop-up opens. `onClose` remembers the offer was seen. */
export default function WelcomeForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useFormState({ name: "", email: "", password: "" });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validate(quickSignupSchema)) return;
    setBusy(true);
    const result = await postJson(ACCOUNT_ACTIONS.quickSignUp, form.values);
    setBusy(false);
    if (!result.ok) {
      if (result.fieldErrors) form.setErrors(result.fieldErrors);
      showToast(result.toast ?? toasts.signupFailed());
      return;
    }
    showToast(toasts.quickSignupSucceeded);
    onClose();
    await navigate(ROUTES.freeSoulMap);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome" autoComplete="name" {...form.bind("name")} />
      <Field label="E-mail" type="email" autoComplete="email" {...form.bind("email")} />
      <Field label="Senha" type="password" autoComplete="new-password" placeholder="Crie uma senha forte" {...form.bind("password")} />
      <Button type="submit" variant="gold" className="w-full" disabled={busy}>
        {busy ? "Criando sua conta..." : "Receber Meu Mapa Gratuito"}
      </Button>
      <button type="button" onClick={onClose} className="block w-full text-center text-sm text-slate-700 underline underline-offset-4">
        Agora não, obrigado(a).
      </button>
    </form>
  );
}
