import { useState } from "react";

import { WhatsappField } from "#app/components/person-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import { FormCard, OutcomePanel } from "#app/features/forms/form-card.tsx";
import { ExternalLinkButton } from "#app/features/public/external-link.tsx";
import { PageHero } from "#app/features/public/layout.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { seo, settingsFromMatches } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { healingInvalidToast, healingMessages, healingTexts as t } from "#domain/forms/healing-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/healing";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

// The form's rules load when the page is idle: painting it does not wait for them.
const loadHealingSchema = () => import("#domain/forms/healing.ts").then((m) => m.healingSchema);

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: t.title,
    description: `Inscreva-se gratuitamente para receber, a distância, a energia de cura enviada pelos grupos do ${settingsFromMatches(matches).movementName}.`,
    path: ROUTES.healingEnergy,
  });

/** Healing-energy sign-up (spec §4): editing → sending → 'Inscrição Recebida!'. */
export default function HealingSignup() {
  const [received, setReceived] = useState(false);
  const { communityGroupUrl } = useSiteSettings();
  const form = useJsonForm<{ name: string; email: string; whatsapp: string; consent: boolean }, { notificationFailed: boolean }>({
    initial: { name: "", email: "", whatsapp: "", consent: false },
    schema: loadHealingSchema,
    idempotent: true,
    endpoint: FORM_ENDPOINTS.healing,
    invalidToast: healingInvalidToast,
    failureToast: toasts.healingFailed(healingMessages.saveFailed),
    onSuccess: (result) => {
      setReceived(true);
      // The sign-up is stored either way; only the e-mail to the institute is pending.
      if (result.notificationFailed) showToast(toasts.healingNotificationFailed);
    },
  });
  const { values, errors, set, bind, busy } = form;

  return (
    <>
      <PageHero title={t.title} subtitle={t.intro} />
      <FormCard>
        {received ? (
          <OutcomePanel title={t.successTitle}>
            <p>{t.successBody}</p>
            <ExternalLinkButton href={communityGroupUrl} variant="gold">
              {t.groupCta}
            </ExternalLinkButton>
          </OutcomePanel>
        ) : (
          <form onSubmit={form.submit} noValidate aria-label={t.title}>
            {/* A disabled fieldset disables every field while sending (spec §4). */}
            <fieldset disabled={busy} className="space-y-5">
              <Field label="Nome" autoComplete="name" {...bind("name")} required />
              <Field label="E-mail" type="email" autoComplete="email" {...bind("email")} required />
              <WhatsappField optional bind={bind} />
              <CheckboxField label={t.consentLabel} checked={values.consent} error={errors.consent} onChange={(e) => set("consent", e.target.checked)} required />
              <Button type="submit" size="lg" className="w-full">
                {busy ? t.sending : t.submit}
              </Button>
            </fieldset>
          </form>
        )}
      </FormCard>
    </>
  );
}
