import { useNavigate } from "react-router";

import { WhatsappField } from "#app/components/person-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { FormCard } from "#app/features/forms/form-card.tsx";
import { NEW_TAB_HINT } from "#app/features/public/external-link.tsx";
import { PageHero } from "#app/features/public/layout.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { useViewer } from "#app/lib/viewer.ts";
import { maskBirthDate, maskCpf } from "#domain/br.ts";
import { clubSignupTexts as t, socialPlaceholders } from "#domain/forms/club-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { SOCIAL_MEDIA_LABELS, SOCIAL_NETWORKS } from "#domain/social-media.ts";

import type { Route } from "./+types/club-signup";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

// The form's rules load when the page is idle: painting it does not wait for them.
const loadClubSchema = () => import("#domain/forms/club.ts").then((m) => m.clubSignupSchema);

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: t.title,
    description: "Faça sua inscrição no Clube de Terapeutas: formação contínua, espaço físico para atender e uma comunidade inteira ao seu lado.",
    path: ROUTES.clubSignUp,
  });

const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((key) => ({ key, label: SOCIAL_MEDIA_LABELS[key], placeholder: socialPlaceholders[key] }));

/** Club sign-up (spec §4): editing → 'Enviando Inscrição...' → toast and back to the club page. */
export default function ClubSignup() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const form = useJsonForm({
    initial: {
      name: viewer?.fullName ?? "",
      email: viewer?.email ?? "",
      whatsapp: "",
      cpf: "",
      address: "",
      birthDate: "",
      serviceLocation: "",
      instagram: "",
      youtube: "",
      facebook: "",
      linkedin: "",
      website: "",
      terms: false as boolean,
    },
    schema: loadClubSchema,
    idempotent: true,
    endpoint: FORM_ENDPOINTS.club,
    invalidToast: () => toasts.clubInvalid,
    failureToast: toasts.clubFailed,
    onSuccess: async () => {
      showToast(toasts.clubSucceeded);
      await navigate(ROUTES.club);
    },
  });
  const { values, errors, set, bind, busy } = form;

  return (
    <>
      <PageHero title={t.title} subtitle={t.intro} />
      <FormCard>
        <form onSubmit={form.submit} noValidate aria-label={t.title}>
          <fieldset disabled={busy} className="space-y-5">
            <Field label="Nome completo" autoComplete="name" required {...bind("name")} />
            <Field label="E-mail" type="email" autoComplete="email" required {...bind("email")} />
            <div className="grid gap-5 sm:grid-cols-2">
              <WhatsappField required bind={bind} />
              <Field label="CPF" inputMode="numeric" placeholder="000.000.000-00" required {...bind("cpf", maskCpf)} />
            </div>
            <Field label="Data de nascimento" inputMode="numeric" autoComplete="bday" placeholder="DD/MM/AAAA" required {...bind("birthDate", maskBirthDate)} />
            <Field label="Endereço completo" autoComplete="street-address" placeholder="Rua, número, bairro, cidade/UF" required {...bind("address")} />
            <Field label="Local de atendimento (opcional)" placeholder="Cidade, consultório ou on-line" {...bind("serviceLocation")} />
            <fieldset className="space-y-4 rounded-xl border border-brand-100 p-4">
              <legend className="px-1 text-sm font-semibold text-brand-900">{t.socialTitle}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {SOCIAL_FIELDS.map((s) => (
                  <Field key={s.key} label={s.label} placeholder={s.placeholder} {...bind(s.key)} />
                ))}
              </div>
            </fieldset>
            <CheckboxField
              label={
                <>
                  {t.termsLabel}{" "}
                  <SiteLink to={ROUTES.clubTerms} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-4">
                    {t.termsLink}
                    <span className="sr-only"> {NEW_TAB_HINT}</span>
                  </SiteLink>
                  .
                </>
              }
              checked={values.terms}
              error={errors.terms}
              onChange={(e) => set("terms", e.target.checked)}
              required
            />
            <Button type="submit" size="lg" className="w-full">
              {busy ? t.sending : t.submit}
            </Button>
          </fieldset>
        </form>
      </FormCard>
    </>
  );
}
