/**
 * Mercado Pago's notifications (docs/decisions/059). Public — the provider has no session and sends no
 * Origin, so this route sits before the same-origin check (server/app.ts) — and gated by the signature
 * alone: without a valid one the answer is 401 and nothing is read or changed. A valid one is answered
 * at once; the payment is then read back from the API and settled in the background.
 */
import { Hono } from "hono";

import { toasts } from "#domain/messages.ts";
import { API } from "#domain/paths.ts";
import type { Failure } from "#domain/result.ts";

import { validSignature } from "../payments/mercadopago.ts";
import type { AppServices } from "../services/context.ts";
import { settlePayment } from "../services/payments.ts";

const notFound: Failure = { ok: false, status: 404, toast: toasts.notFound };
const unsigned: Failure = { ok: false, status: 401, toast: toasts.malformedRequest };

export function paymentsApi(services: AppServices) {
  const { config, logger, payments } = services;
  const api = new Hono();
  api.post(API.mercadoPagoWebhook, (c) => {
    if (config.PAYMENT_PROVIDER !== "mercadopago" || !config.MERCADOPAGO_WEBHOOK_SECRET) return c.json(notFound, 404);
    // The signed id is the query string's data.id (the body is not signed, so it is never read).
    const dataId = c.req.query("data.id");
    const requestId = c.req.header("x-request-id");
    if (!validSignature({ header: c.req.header("x-signature"), requestId, dataId, secret: config.MERCADOPAGO_WEBHOOK_SECRET, nowMs: Date.now() })) {
      logger.warn({ dataId, requestId }, "notificação do Mercado Pago com assinatura ausente, inválida ou vencida: recusada");
      return c.json(unsigned, 401);
    }
    const topic = c.req.query("type") ?? c.req.query("topic");
    if (topic === "payment" && dataId && /^\d+$/.test(dataId)) {
      payments.background.run("conferir o pagamento notificado", () => settlePayment(services, dataId));
    }
    return c.json({ ok: true }, 200);
  });
  return api;
}
