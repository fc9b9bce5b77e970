import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";

import { AddressFields, NameField, WhatsappField } from "#app/components/person-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { showToast } from "#app/lib/toast.ts";
import { useRootData } from "#app/lib/viewer.ts";
import { forgotPasswordSchema, loginSchema, REGISTER_STEPS, registerSchema } from "#domain/account/schemas.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { maskBirthDate, maskCpf } from "#domain/br.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, API, GOOGLE_FAILED_URL, ROUTES } from "#domain/paths.ts";

/** The auth modal's content (login, sign-up wizard, password recovery, Google), loaded on first open. */
export default function AuthModalBody({ initialTab, redirectTo, onDone }: { initialTab: "login" | "register"; redirectTo?: string; onDone: () => void }) {
  const [view, setView] = useState<"tabs" | "forgot">("tabs");
  const [tab, setTab] = useState(initialTab);
  if (view === "forgot") return <ForgotPasswordView onBack={() => setView("tabs")} />;
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as "login" | "register")}>
      <Tabs.List className="mb-5 grid grid-cols-2 rounded-full bg-brand-50 p-1" aria-label="Entrar ou cadastrar">
        {(["login", "register"] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-full py-2 text-sm font-semibold text-brand-800 data-[state=active]:bg-white data-[state=active]:shadow"
          >
            {value === "login" ? "Login" : "Cadastro"}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="login">
        <LoginForm redirectTo={redirectTo} onDone={onDone} onForgot={() => setView("forgot")} />
      </Tabs.Content>
      <Tabs.Content value="register">
        <RegisterWizard onRegistered={() => setTab("login")} />
      </Tabs.Content>
      <GoogleButton redirectTo={redirectTo} />
    </Tabs.Root>
  );
}

function LoginForm({ redirectTo, onDone, onForgot }: { redirectTo?: string; onDone: () => void; onForgot: () => void }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const form = useJsonForm<{ email: string; password: string }, { viewer: Viewer; firstConfirmedSignIn: boolean }>({
    initial: { email: "", password: "" },
    schema: loginSchema,
    endpoint: ACCOUNT_ACTIONS.signIn,
    failureToast: toasts.loginFailed(),
    onSuccess: async (result) => {
      onDone();
      // The very first sign-in after confirming is not a "welcome back": the spec's confirmation toast instead.
      showToast(result.firstConfirmedSignIn ? toasts.accountConfirmed : toasts.welcomeBack(result.viewer.fullName));
      if (redirectTo) await navigate(redirectTo);
      else await revalidator.revalidate();
    },
  });

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <Field label="E-mail" type="email" autoComplete="email" {...form.bind("email")} required />
      <Field label="Senha" type="password" autoComplete="current-password" {...form.bind("password")} required />
      <Button type="submit" className="w-full" disabled={form.busy}>
        {form.busy ? "Entrando..." : "Entrar"}
      </Button>
      <button type="button" onClick={onForgot} className="block w-full text-center text-sm text-brand-700 underline underline-offset-4">
        Esqueceu sua senha?
      </button>
    </form>
  );
}

const emptyRegistration = {
  name: "",
  email: "",
  password: "",
  cpf: "",
  birthDate: "",
  whatsapp: "",
  isTherapist: false,
  cep: "",
  street: "",
  number: "",
  complement: "",
  neighborhood: "",
  city: "",
  state: "",
};

const STEP_TITLES = ["Dados de acesso", "Informações pessoais", "Endereço"] as const;

function RegisterWizard({ onRegistered }: { onRegistered: () => void }) {
  const [step, setStep] = useState(0);
  const form = useJsonForm({
    initial: emptyRegistration,
    schema: registerSchema,
    endpoint: ACCOUNT_ACTIONS.signUp,
    failureToast: toasts.signupFailed(),
    // The server's field errors take the person back to the first step that has one.
    onFailure: ({ fieldErrors }) => {
      const firstBad = REGISTER_STEPS.findIndex((s) => Object.keys(fieldErrors ?? {}).some((k) => k in s.shape));
      if (firstBad >= 0) setStep(firstBad);
    },
    onSuccess: () => {
      showToast(toasts.signupSucceeded);
      form.reset();
      setStep(0);
      onRegistered();
    },
  });
  const { busy } = form;

  // Each step checks its own fields; the last one sends the whole account.
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!form.validate(REGISTER_STEPS[step])) return;
    if (step < REGISTER_STEPS.length - 1) setStep(step + 1);
    else void form.submit(e);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="wizard-step-title">
      <p className="text-sm text-slate-700">
        <span id="wizard-step-title" className="font-semibold text-brand-800">
          Etapa {step + 1} de 3 · {STEP_TITLES[step]}
        </span>
      </p>
      {step === 0 && (
        <>
          <NameField bind={form.bind} />
          <Field label="E-mail" type="email" autoComplete="email" {...form.bind("email")} />
          <Field
            label="Senha"
            type="password"
            autoComplete="new-password"
            placeholder="Crie uma senha forte"
            hint="Mínimo de 8 caracteres."
            {...form.bind("password")}
          />
        </>
      )}
      {step === 1 && (
        <>
          <Field label="CPF" inputMode="numeric" placeholder="000.000.000-00" {...form.bind("cpf", maskCpf)} />
          <Field label="Data de nascimento" inputMode="numeric" placeholder="DD/MM/AAAA" autoComplete="bday" {...form.bind("birthDate", maskBirthDate)} />
          <WhatsappField bind={form.bind} />
          <CheckboxField
            label="Desejo me cadastrar como terapeuta"
            checked={form.values.isTherapist}
            onChange={(e) => form.set("isTherapist", e.target.checked)}
          />
        </>
      )}
      {step === 2 && (
        <div className="grid grid-cols-2 gap-3">
          <AddressFields bind={form.bind} />
        </div>
      )}
      <div className="flex gap-3">
        {step > 0 && (
          <Button variant="outline" className="flex-1" onClick={() => setStep(step - 1)} disabled={busy}>
            Voltar
          </Button>
        )}
        <Button type="submit" className="flex-1" disabled={busy}>
          {step < 2 ? "Próximo" : busy ? "Criando conta..." : "Criar Conta"}
        </Button>
      </div>
    </form>
  );
}

function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const form = useJsonForm({
    initial: { email: "" },
    schema: forgotPasswordSchema,
    endpoint: ACCOUNT_ACTIONS.forgotPassword,
    failureToast: toasts.resetFailed(),
    onSuccess: () => {
      showToast(toasts.resetSent);
      onBack();
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <h3 className="font-serif text-xl text-brand-900">Recuperar Senha</h3>
      <p className="text-sm text-slate-700">Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</p>
      <Field label="E-mail" type="email" autoComplete="email" {...form.bind("email")} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Enviando..." : "Enviar link de recuperação"}
      </Button>
      <button type="button" onClick={onBack} className="block w-full text-center text-sm text-brand-700 underline underline-offset-4">
        Voltar para o login
      </button>
    </form>
  );
}

/** Shown only where Google credentials are configured: without them the button could only fail. */
function GoogleButton({ redirectTo }: { redirectTo?: string }) {
  const { googleEnabled } = useRootData();
  const [busy, setBusy] = useState(false);
  if (!googleEnabled) return null;

  async function start() {
    setBusy(true);
    try {
      const res = await fetch(API.googleSignIn, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ provider: "google", callbackURL: redirectTo ?? ROUTES.home, errorCallbackURL: GOOGLE_FAILED_URL }),
      });
      const data = (await res.json().catch(() => null)) as { url?: string } | null;
      if (!res.ok || !data?.url) throw new Error("sem url");
      window.location.assign(data.url);
    } catch {
      setBusy(false);
      showToast(toasts.googleFailed);
    }
  }

  return (
    <div className="mt-5 border-t border-slate-200 pt-5">
      <Button variant="outline" className="w-full" onClick={start} disabled={busy}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
          <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z" />
          <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z" />
          <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-2.9-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.2z" />
          <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48z" />
        </svg>
        {busy ? "Conectando..." : "Entrar com Google"}
      </Button>
    </div>
  );
}
