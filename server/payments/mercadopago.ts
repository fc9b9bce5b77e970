/**
 * Mercado Pago's payments API as the site uses it (docs/decisions/059): create a Pix payment, read
 * one back, search an order's payments; and the webhook's signature check. Field names are the API's
 * (POST /v1/payments, point_of_interaction.transaction_data.qr_code / qr_code_base64).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { centsOf, type ProviderPayment } from "#domain/payments.ts";

import type { Config } from "../config.ts";

/** How long a call to the API may take before the site gives up (the buyer waits on the first one). */
const TIMEOUT_MS = 15_000;

/** How old (or how far ahead, a skewed clock) a notification's signed timestamp may be. */
export const SIGNATURE_MAX_AGE_SECONDS = 10 * 60;

/** A Pix payment as created: what the payment page shows. */
export interface PixCharge extends ProviderPayment {
  qrCode: string;
  qrCodeBase64: string;
  expiresAt: Date;
}

export interface PixRequest {
  /** The order id: the payment's external_reference and, prefixed, its idempotency key. */
  orderId: string;
  amountCents: number;
  description: string;
  payerEmail: string;
  expiresAt: Date;
}

export class PaymentProviderError extends Error {}

interface ApiPayment {
  id: number | string;
  status: string;
  currency_id: string;
  transaction_amount: number;
  external_reference: string | null;
  date_of_expiration?: string | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string } };
}

const asPayment = (p: ApiPayment): ProviderPayment => ({
  id: String(p.id),
  status: p.status,
  amountCents: centsOf(p.transaction_amount),
  currency: p.currency_id,
  externalReference: p.external_reference ?? null,
});

/** A payment with its QR code, or null without one (not a Pix charge, or no expiry known). */
function asCharge(p: ApiPayment, expiresAt: Date | null): PixCharge | null {
  const data = p.point_of_interaction?.transaction_data;
  const expiry = p.date_of_expiration ? new Date(p.date_of_expiration) : expiresAt;
  if (!data?.qr_code || !data.qr_code_base64 || !expiry) return null;
  return { ...asPayment(p), qrCode: data.qr_code, qrCodeBase64: data.qr_code_base64, expiresAt: expiry };
}

/** São Paulo's offset (no daylight saving since 2019), in the API's date format: 2026-11-25T10:30:00.000-03:00. */
export function brasiliaTimestamp(at: Date): string {
  return new Date(at.getTime() - 3 * 3_600_000).toISOString().replace("Z", "-03:00");
}

export type MercadoPagoClient = ReturnType<typeof mercadoPagoClient>;

export function mercadoPagoClient(config: Pick<Config, "MERCADOPAGO_ACCESS_TOKEN" | "MERCADOPAGO_BASE_URL">) {
  async function call<T>(method: "GET" | "POST", path: string, init: { body?: unknown; idempotencyKey?: string } = {}): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${config.MERCADOPAGO_ACCESS_TOKEN ?? ""}`, accept: "application/json" };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    if (init.idempotencyKey) headers["x-idempotency-key"] = init.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${config.MERCADOPAGO_BASE_URL}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaymentProviderError(`Mercado Pago não respondeu: ${method} ${path}`, { cause: err });
    }
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new PaymentProviderError(`Mercado Pago respondeu ${response.status} a ${method} ${path}: ${text.slice(0, 300)}`);
    }
    return (await response.json()) as T;
  }

  return {
    /** POST /v1/payments with payment_method_id "pix"; the same order always sends the same X-Idempotency-Key. */
    async createPix(request: PixRequest): Promise<PixCharge> {
      const payment = await call<ApiPayment>("POST", "/v1/payments", {
        idempotencyKey: `pedido-${request.orderId}`,
        body: {
          transaction_amount: request.amountCents / 100,
          description: request.description,
          payment_method_id: "pix",
          external_reference: request.orderId,
          date_of_expiration: brasiliaTimestamp(request.expiresAt),
          payer: { email: request.payerEmail },
        },
      });
      const charge = asCharge(payment, request.expiresAt);
      if (!charge) throw new PaymentProviderError(`Mercado Pago criou o pagamento ${payment.id} sem QR Code`);
      return charge;
    },
    /** GET /v1/payments/{id}: the payment as Mercado Pago knows it now. */
    async read(id: string): Promise<ProviderPayment> {
      return asPayment(await call<ApiPayment>("GET", `/v1/payments/${encodeURIComponent(id)}`));
    },
    /** GET /v1/payments/search?external_reference=: the Pix charges made for an order. */
    async search(orderId: string): Promise<PixCharge[]> {
      const found = await call<{ results: ApiPayment[] }>("GET", `/v1/payments/search?${new URLSearchParams({ external_reference: orderId })}`);
      return found.results.flatMap((p) => asCharge(p, null) ?? []);
    },
  };
}

/**
 * Mercado Pago's webhook signature: `x-signature: ts=<ts>,v1=<hex>`, the HMAC-SHA256 with the
 * webhook secret of `id:<data.id of the query string, lower-cased>;request-id:<x-request-id>;ts:<ts>;`,
 * each part left out when it is missing. Compared in constant time; a timestamp older (or further
 * ahead) than SIGNATURE_MAX_AGE_SECONDS is refused, so a captured notification cannot be replayed later.
 */
export function validSignature(input: {
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  secret: string;
  nowMs: number;
}): boolean {
  const parts = new Map(
    (input.header ?? "").split(",").map((part) => {
      const [key, ...value] = part.split("=");
      return [key.trim(), value.join("=").trim()] as const;
    }),
  );
  const ts = parts.get("ts");
  const v1 = parts.get("v1");
  if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  // The documented timestamp is in seconds; some deliveries have carried milliseconds.
  const signedMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(input.nowMs - signedMs) > SIGNATURE_MAX_AGE_SECONDS * 1000) return false;
  let manifest = "";
  if (input.dataId) manifest += `id:${input.dataId.toLowerCase()};`;
  if (input.requestId) manifest += `request-id:${input.requestId};`;
  manifest += `ts:${ts};`;
  const expected = createHmac("sha256", input.secret).update(manifest).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}
