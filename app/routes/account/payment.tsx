import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";

import CircleCheck from "#app/components/icons/circle-check.tsx";
import Copy from "#app/components/icons/copy.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { requireRole } from "#app/lib/guards.server.ts";
import { postJson } from "#app/lib/post.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { loadPixPayment } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { formatPrice } from "#domain/format.ts";
import { toasts } from "#domain/messages.ts";
import { MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { countdown, paymentTexts as t } from "#domain/payments.ts";

import type { Route } from "./+types/payment";

/** How often the page asks whether the payment arrived. */
const POLL_MS = 3_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = () => privateMeta(t.pageTitle);

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "signed-in");
  if (!UUID.test(params.pedido)) throw new Response(null, { status: 404 });
  const result = await loadPixPayment(context, viewer, { orderId: params.pedido });
  if (!result.ok) throw new Response(null, { status: result.status });
  return { payment: result.payment };
}

/** The time left on the charge, ticking every second; null without a charge. */
function useMsLeft(expiresAt: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? new Date(expiresAt).getTime() - now : null;
}

/** The Pix payment page (docs/decisions/059): the QR code, 'Pix copia e cola', and the status updating by itself. */
export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const { charge } = payment;
  const msLeft = useMsLeft(charge?.expiresAt);
  const expired = payment.status === "expired" || (payment.status === "pending" && charge !== null && msLeft !== null && msLeft <= 0);
  const waiting = payment.status === "pending" && charge !== null && !expired && !charge.problem;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  // While the payment is awaited, the page asks again every few seconds: 'Pagamento confirmado!' appears by itself.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  async function copy() {
    if (!charge) return;
    try {
      await navigator.clipboard.writeText(charge.qrCode);
      showToast({ title: t.copied });
    } catch {
      showToast({ title: t.copyFailed, destructive: true });
    }
  }

  async function newCharge() {
    if (!payment.item || busy) return;
    setBusy(true);
    const result = await postJson<{ paymentPage: string }>(MEMBER_ENDPOINTS.orders, payment.item);
    setBusy(false);
    if (!result.ok) showToast(result.toast ?? toasts.pixFailed);
    else void navigate(result.paymentPage);
  }

  const amount = formatPrice(payment.priceCents);
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl sm:text-4xl">{t.pageTitle}</h1>
      <dl className="mt-6 grid gap-2 rounded-xl border border-brand-100 bg-white p-5">
        <dt className="text-sm text-slate-600">{t.buying}</dt>
        <dd className="break-words text-lg font-medium text-slate-900">{payment.title}</dd>
        <dt className="mt-2 text-sm text-slate-600">{t.amount}</dt>
        <dd className="font-serif text-3xl font-semibold text-brand-900">{amount}</dd>
      </dl>

      <div role="status" aria-live="polite" className="mt-6">
        {payment.status === "completed" ? (
          <div className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
            <p className="flex items-center gap-2 text-2xl font-semibold">
              <CircleCheck aria-hidden="true" className="size-7" />
              {t.confirmed}
            </p>
            <p className="mt-2">{t.confirmedBody}</p>
          </div>
        ) : charge?.problem ? (
          <p className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">{t.notCompleted}</p>
        ) : expired || (payment.status === "pending" && !charge) ? (
          <p className="text-lg text-slate-800">{charge ? t.expired : t.chargeFailed}</p>
        ) : payment.status !== "pending" ? (
          <p className="text-lg text-slate-800">{t.cancelled}</p>
        ) : (
          <p className="text-lg text-slate-800">{t.waiting}</p>
        )}
      </div>

      {waiting && charge ? (
        <div className="mt-6 grid justify-items-center gap-5 rounded-xl border border-brand-100 bg-white p-5">
          <img
            src={`data:image/png;base64,${charge.qrCodeBase64}`}
            alt={t.qrAlt(amount)}
            width={240}
            height={240}
            className="size-60 [image-rendering:pixelated]"
          />
          <p className="text-slate-800">
            {t.expiresIn} <time className="font-mono text-lg font-semibold">{countdown(msLeft ?? 0)}</time>
          </p>
          <div className="grid w-full gap-2">
            <label htmlFor="pix-copia-e-cola" className="font-medium text-slate-900">
              {t.copyPaste}
            </label>
            <textarea
              id="pix-copia-e-cola"
              readOnly
              rows={4}
              value={charge.qrCode}
              className="w-full resize-none break-all rounded-md border border-slate-300 p-2 font-mono text-sm text-slate-900"
            />
            <Button onClick={() => void copy()} className="justify-self-start">
              <Copy aria-hidden="true" className="size-4" />
              {t.copy}
            </Button>
          </div>
        </div>
      ) : null}

      {(expired || (payment.status === "pending" && !charge)) && payment.item ? (
        <Button className="mt-6" disabled={busy} onClick={() => void newCharge()}>
          {t.newCharge}
        </Button>
      ) : null}
      {payment.status === "completed" && payment.item?.item === "compass" ? (
        <ButtonLink to={ROUTES.soulCompass} className="mt-6">
          {t.toCompass}
        </ButtonLink>
      ) : payment.status === "completed" ? (
        <ButtonLink to={ROUTES.clientArea} className="mt-6">
          {t.toClientArea}
        </ButtonLink>
      ) : null}
    </section>
  );
}
