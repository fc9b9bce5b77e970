import { useRevalidator } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ResendConfirmationButton } from "#app/features/account/resend-confirmation.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { quickSignupSchema } from "#domain/account/schemas.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS } from "#domain/paths.ts";

/**
 * The welcome pop-up's quick sign-up, loaded when the pop-up opens. The answer signs the person in;
 * `onSignedUp` turns the pop-up into the next step (confirm the e-mail). `onClose` remembers the offer was seen.
 */
export default function WelcomeForm({ onClose, onSignedUp }: { onClose: () => void; onSignedUp: (email: string) => void }) {
  const revalidator = useRevalidator();
  const form = useJsonForm({
    initial: { name: "", email: "", password: "" },
    schema: quickSignupSchema,
    endpoint: ACCOUNT_ACTIONS.quickSignUp,
    failureToast: toasts.signupFailed(),
    onSuccess: async () => {
      onSignedUp(form.values.email.trim().toLowerCase());
      await revalidator.revalidate();
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
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

/** After the sign-up: where the link went, a way to get another, and a way out. */
export function ConfirmEmailStep({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <ResendConfirmationButton />
      <Button variant="ghost" onClick={onClose}>
        Fechar
      </Button>
    </div>
  );
}
