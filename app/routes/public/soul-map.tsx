import { lazy, Suspense, useState } from "react";

import { BirthplaceFields } from "#app/components/chart/birthplace-fields.tsx";
import { useAuthModal } from "#app/components/layout/auth-modal.tsx";
import { WhatsappField } from "#app/components/person-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ResendConfirmationButton } from "#app/features/account/resend-confirmation.tsx";
import { BirthDateParts } from "#app/features/forms/birth-date-parts.tsx";
import { FormCard, OutcomePanel } from "#app/features/forms/form-card.tsx";
import { PageHero } from "#app/features/public/layout.tsx";
import { useJsonForm } from "#app/lib/form.ts";
import { seo } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { useViewer } from "#app/lib/viewer.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import type { MiniReading } from "#domain/compass/responder.ts";
import { soulMapGate, soulMapTexts as t } from "#domain/forms/soul-map-texts.ts";
import { toasts } from "#domain/messages.ts";
import { FORM_ENDPOINTS, ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/soul-map";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

// The form's rules load when the page is idle: painting it does not wait for them.
const loadSoulMapSchema = () => import("#domain/forms/soul-map.ts").then((m) => m.soulMapSchema);

// The instant reading (bodygraph and text) loads after a successful request, not with the form.
const MiniReadingView = lazy(() => import("#app/components/chart/mini-reading.tsx"));

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: t.title,
    description: "Peça seu Mapa da Alma gratuito: preencha seus dados de nascimento e receba a leitura pelo WhatsApp.",
    path: ROUTES.freeSoulMap,
  });

/**
 * Free soul map (spec §2, §4): a login prompt for visitors, a reminder to confirm the e-mail,
 * then the form and its thank-you screen. The viewer comes from the root loader, so the right
 * face is in the first HTML and no loading state is needed; the action checks the gate again.
 */
export default function SoulMap() {
  const viewer = useViewer();
  const gate = soulMapGate(viewer);
  return (
    <>
      {/* At 36 px the title is one line in Playfair but two in its fallback on ~412 px phones, so the
          font swap moved the page (CLS); at 30 px it is one line in both from 360 px up. */}
      <div className="max-sm:[&_h1]:text-3xl">
        <PageHero title={t.title} subtitle={t.intro} />
      </div>
      <FormCard>
        {gate === "anonymous" ? <LoginPrompt /> : null}
        {gate === "unconfirmed" && viewer ? (
          <OutcomePanel title={t.confirmTitle} focus={false}>
            <p>{t.confirmBody(viewer.email)}</p>
            <ResendConfirmationButton />
          </OutcomePanel>
        ) : null}
        {gate === "open" && viewer ? <SoulMapForm viewer={viewer} /> : null}
      </FormCard>
    </>
  );
}

function LoginPrompt() {
  const { open } = useAuthModal();
  return (
    <OutcomePanel title={t.restrictedTitle} focus={false}>
      <p>{t.restrictedBody}</p>
      <Button size="lg" onClick={() => open({ redirectTo: ROUTES.freeSoulMap })}>
        {t.loginCta}
      </Button>
    </OutcomePanel>
  );
}

function SoulMapForm({ viewer }: { viewer: Viewer }) {
  const [received, setReceived] = useState<{ reading: MiniReading | null } | null>(null);
  const form = useJsonForm<Record<string, string>, { reading: MiniReading | null }>({
    initial: { name: viewer.fullName, day: "", month: "", year: "", time: "", city: "", state: "", email: viewer.email, whatsapp: "" },
    schema: loadSoulMapSchema,
    idempotent: true,
    endpoint: FORM_ENDPOINTS.soulMap,
    invalidToast: () => toasts.soulMapInvalid,
    failureToast: toasts.soulMapSaveFailed,
    onSuccess: (result) => {
      showToast(toasts.soulMapReceived);
      setReceived({ reading: result.reading });
    },
  });
  const { values, errors, set, bind, busy } = form;

  if (received) {
    return (
      <OutcomePanel title={t.thanksTitle}>
        <p>{t.thanksBody}</p>
        {received.reading ? (
          <Suspense fallback={null}>
            <MiniReadingView reading={received.reading} />
          </Suspense>
        ) : null}
      </OutcomePanel>
    );
  }

  return (
    <form onSubmit={form.submit} noValidate aria-label={t.title}>
      <fieldset disabled={busy} className="space-y-5">
        <Field label="Nome completo" autoComplete="name" {...bind("name")} required />
        <BirthDateParts
          values={{ day: values.day, month: values.month, year: values.year }}
          errors={{ day: errors.day, month: errors.month, year: errors.year }}
          dateError={errors.birthDate}
          onChange={(part, value) => {
            set(part, value);
            if (errors.birthDate) form.setErrors(({ birthDate: _fixed, ...rest }) => rest);
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Horário de nascimento" type="time" {...bind("time")} required />
        </div>
        <BirthplaceFields values={values} errors={errors} onChange={set} />
        <Field label="E-mail" type="email" autoComplete="email" {...bind("email")} required />
        <WhatsappField optional bind={bind} />
        <Button type="submit" size="lg" className="w-full">
          {busy ? t.sending : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
