import { lazy, Suspense } from "react";
import { data, useNavigation, useRevalidator } from "react-router";

import { useAuthModal } from "#app/components/layout/auth-modal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ResendConfirmationButton } from "#app/features/account/resend-confirmation.tsx";
import { FormCard, OutcomePanel } from "#app/features/forms/form-card.tsx";
import { BuyButton } from "#app/features/public/buy-button.tsx";
import { ExternalLinkButton } from "#app/features/public/external-link.tsx";
import { Card, CheckList, PageHero } from "#app/features/public/layout.tsx";
import { seo } from "#app/lib/seo.ts";
import { compassBirthStep, compassChatState, keepForViewer, loadViewer } from "#app/lib/services.server.ts";
import { useRootData, useViewer } from "#app/lib/viewer.ts";
import { compassGate } from "#domain/compass/gate.ts";
import { compassTexts as t } from "#domain/compass/texts.ts";
import { type SoulCompassOffer,soulCompassOffers } from "#domain/content/readings.ts";
import { ROUTES } from "#domain/paths.ts";

import type { Route } from "./+types/soul-compass";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

// The chat, its Markdown and the AI SDK's client load only for someone who may chat, and the birth
// form (with its rules) only for a buyer who has yet to enter their birth data: a visitor reading
// the gate or the offers downloads neither.
const CompassChat = lazy(() => import("#app/features/compass/chat.tsx"));
const CompassBirthForm = lazy(() => import("#app/features/compass/birth-form.tsx").then((m) => ({ default: m.CompassBirthForm })));

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: t.title,
    description: "A Bússola da Alma responde às suas perguntas a partir do seu Mapa da Alma Integral: tipo, estratégia, autoridade, perfil, centros, canais e propósito.",
    path: ROUTES.soulCompass,
  });

/**
 * Spec §2 "Soul Compass screen", gated by state (§4): the gate is decided here, on the server, from
 * the session; the conversation is read only for someone who passes every step.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await loadViewer(context);
  const gate = compassGate(viewer);
  const headers = { "Cache-Control": "private, no-store" };
  // The offers travel as data: in the page's code they would bring the readings catalogue (the
  // `public` chunk, ~14 KiB gzip) to a screen that shows none of it.
  // Paid by Pix, no map yet: the person's birth data first (docs/decisions/059).
  if (gate === "offers" && viewer && (await compassBirthStep(context, viewer))) return data({ gate: "birth" as const, chat: null, offers: null }, { headers });
  if (gate === "offers") return data({ gate, chat: null, offers: soulCompassOffers }, { headers });
  if (gate !== "chat") return data({ gate, chat: null, offers: null }, { headers });
  const chat = await compassChatState(context, viewer);
  return data({ gate, chat: chat.ok ? chat : null, offers: null }, { headers });
}

export default function SoulCompass({ loaderData }: Route.ComponentProps) {
  const { gate, chat } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // After signing in or confirming, the page asks the server again: the gate may open.
  const checking = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === ROUTES.soulCompass);

  if (gate === "chat" && chat && !checking) {
    return (
      <Suspense fallback={<Checking />}>
        <CompassChat {...chat} />
      </Suspense>
    );
  }
  return (
    <>
      <div className="max-sm:[&_h1]:text-3xl">
        <PageHero title={t.title} subtitle={gate === "offers" ? t.salesSubtitle : undefined} />
      </div>
      {checking ? (
        <Checking />
      ) : loaderData.gate === "offers" ? (
        <Offers offers={loaderData.offers} />
      ) : loaderData.gate === "birth" ? (
        <Suspense fallback={<Checking />}>
          <CompassBirthForm />
        </Suspense>
      ) : (
        <Gate gate={loaderData.gate} />
      )}
    </>
  );
}

function Checking() {
  return (
    <FormCard>
      <p role="status" className="flex items-center justify-center gap-3 py-6 text-lg text-slate-700">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
        {t.checking}
      </p>
    </FormCard>
  );
}

function Gate({ gate }: { gate: "anonymous" | "unconfirmed" | "chat" | "birth" }) {
  const { open } = useAuthModal();
  const viewer = useViewer();
  if (gate === "unconfirmed" && viewer) {
    return (
      <FormCard>
        <OutcomePanel title={t.confirmTitle} focus={false}>
          <p>{t.confirmBody(viewer.email)}</p>
          <ResendConfirmationButton />
        </OutcomePanel>
      </FormCard>
    );
  }
  // Anonymous (or a chat whose state could not be read: signing in again is the way back).
  return (
    <FormCard>
      <OutcomePanel title={t.exclusiveTitle} focus={false}>
        <p>{t.exclusiveBody}</p>
        <Button size="lg" onClick={() => open({ redirectTo: ROUTES.soulCompass })}>
          {t.exclusiveCta}
        </Button>
      </OutcomePanel>
    </FormCard>
  );
}

/**
 * Confirmed e-mail, no integral map yet: the two offers (spec §9), each a WhatsApp chat in a new tab —
 * or, with Pix (docs/decisions/059), bought here: the order and its charge, then the payment page.
 */
function Offers({ offers }: { offers: SoulCompassOffer[] }) {
  const { pixPayments } = useRootData();
  return (
    <section aria-labelledby="ofertas" className="mx-auto max-w-5xl px-4 pb-16">
      <h2 id="ofertas" className="text-center text-3xl">
        {t.salesTitle}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {offers.map((offer) => (
          <Card key={offer.id} className="p-6">
            <h3 className="text-2xl">{offer.title}</h3>
            <p className="mt-2 text-3xl font-semibold text-brand-800">{offer.priceText}</p>
            <p className="mt-3 text-slate-700">{offer.description}</p>
            <CheckList items={offer.features} className="mt-4 flex-1" />
            {pixPayments ? (
              <BuyButton href={null} item={{ item: "compass", offerId: offer.id }} size="lg" className="mt-6">
                {offer.cta}
              </BuyButton>
            ) : (
              <ExternalLinkButton href={offer.link} size="lg" className="mt-6">
                {offer.cta}
              </ExternalLinkButton>
            )}
          </Card>
        ))}
      </div>
      <p className="mt-8 text-center text-slate-700">{t.salesNote}</p>
    </section>
  );
}
