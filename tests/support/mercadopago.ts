import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A fake Mercado Pago on 127.0.0.1 for the calls the site makes (docs/decisions/059): create a Pix
// payment (POST /v1/payments, X-Idempotency-Key required and honoured), read one (GET /v1/payments/{id})
// and search them by external_reference (GET /v1/payments/search). Tests move a payment along
// (approve, expire, refund, charge back) and the fake notifies the site the way the real one does:
// POST <webhook>?data.id=<id>&type=payment with `x-signature: ts=<seconds>,v1=<hex>` — HMAC-SHA256 with
// the webhook secret over `id:<data.id lower-cased>;request-id:<x-request-id>;ts:<ts>;` — and
// `x-request-id`, retrying when the site does not answer 200/201. The signature is computed here
// independently of the site's code, so a mistake in either shows.

export interface FakePayment {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  status: "pending" | "approved" | "cancelled" | "refunded" | "charged_back";
  status_detail: string;
  currency_id: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  description: string;
  payment_method_id: string;
  payment_type_id: string;
  external_reference: string | null;
  payer: { email: string };
  point_of_interaction: { type: "PIX"; transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
}

/** Where notifications go: a URL, or straight into the app under test (integration tests have no socket). */
export type Deliver = (request: Request) => Promise<Response>;

export interface CreateRequest {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A 1×1 PNG: the real API answers the QR code as a base64 PNG. */
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;

export async function startFakeMercadoPago(options: { accessToken: string; secret: string; deliver?: Deliver; webhookUrl?: string }) {
  const payments = new Map<number, FakePayment>();
  const byKey = new Map<string, number>();
  const creates: CreateRequest[] = [];
  let nextId = 1_300_000_000 + Math.floor(Math.random() * 1_000_000);
  let deliver = options.deliver;
  let webhookUrl = options.webhookUrl ?? "http://site.invalid/api/pagamentos/mercadopago";
  /** Answers the next create with this HTTP error instead (the provider being down). */
  let failNextCreate: number | null = null;

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => send(res, 500, { message: String(err) }));
  });

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) return send(res, 401, { message: "invalid access token", status: 401 });
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "POST" && url.pathname === "/v1/payments") {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      const key = req.headers["x-idempotency-key"] as string | undefined;
      creates.push({ idempotencyKey: key, authorization: req.headers.authorization, body });
      if (failNextCreate) {
        const status = failNextCreate;
        failNextCreate = null;
        return send(res, status, { message: "internal_error", status });
      }
      if (!key) return send(res, 400, { message: "X-Idempotency-Key header is required", status: 400 });
      const known = byKey.get(key);
      if (known) return send(res, 201, payments.get(known));
      if (body.payment_method_id !== "pix" || typeof body.transaction_amount !== "number") return send(res, 400, { message: "bad request", status: 400 });
      const id = nextId++;
      const now = new Date().toISOString();
      const payment: FakePayment = {
        id,
        date_created: now,
        date_approved: null,
        date_last_updated: now,
        date_of_expiration: (body.date_of_expiration as string | undefined) ?? null,
        status: "pending",
        status_detail: "pending_waiting_transfer",
        currency_id: "BRL",
        transaction_amount: body.transaction_amount,
        transaction_amount_refunded: 0,
        description: String(body.description ?? ""),
        payment_method_id: "pix",
        payment_type_id: "bank_transfer",
        external_reference: (body.external_reference as string | undefined) ?? null,
        payer: { email: String((body.payer as { email?: string } | undefined)?.email ?? "") },
        point_of_interaction: {
          type: "PIX",
          transaction_data: {
            qr_code: `00020126580014br.gov.bcb.pix0136${randomUUID()}5204000053039865405${(body.transaction_amount as number).toFixed(2)}5802BR6304${id}`,
            qr_code_base64: PNG_1X1,
            ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          },
        },
      };
      payments.set(id, payment);
      byKey.set(key, id);
      return send(res, 201, payment);
    }
    if (req.method === "GET" && url.pathname === "/v1/payments/search") {
      const reference = url.searchParams.get("external_reference");
      const results = [...payments.values()].filter((p) => reference === null || p.external_reference === reference);
      return send(res, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }
    const one = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === "GET" && one) {
      const payment = payments.get(Number(one[1]));
      return payment ? send(res, 200, payment) : send(res, 404, { message: "Payment not found", status: 404 });
    }
    return send(res, 404, { message: "not found", status: 404 });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function payment(id: number | string): FakePayment {
    const found = payments.get(Number(id));
    if (!found) throw new Error(`pagamento ${id} não existe no Mercado Pago falso`);
    return found;
  }

  /** The signed notification the real service sends for this payment, as a Request (not sent). */
  function notification(id: number | string, sign: { secret?: string; ts?: number; requestId?: string; signed?: boolean } = {}): Request {
    const dataId = String(id);
    const requestId = sign.requestId ?? randomUUID();
    const ts = sign.ts ?? Math.floor(Date.now() / 1000);
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac("sha256", sign.secret ?? options.secret)
      .update(manifest)
      .digest("hex");
    const url = new URL(webhookUrl);
    url.searchParams.set("data.id", dataId);
    url.searchParams.set("type", "payment");
    const headers = new Headers({ "content-type": "application/json", "x-request-id": requestId });
    if (sign.signed !== false) headers.set("x-signature", `ts=${ts},v1=${v1}`);
    const body = {
      action: "payment.updated",
      api_version: "v1",
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: true,
      type: "payment",
      user_id: 123456,
    };
    return new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
  }

  /** Sends the notification, retrying (as the real one does) until the site answers 200/201; the statuses seen. */
  async function notify(id: number | string, retry: { attempts?: number; delayMs?: number } = {}): Promise<number[]> {
    const statuses: number[] = [];
    const send = deliver ?? ((request: Request) => fetch(request));
    for (let attempt = 0; attempt < (retry.attempts ?? 3); attempt++) {
      const response = await send(notification(id)).catch(() => null);
      statuses.push(response?.status ?? 0);
      await response?.body?.cancel();
      if (response && [200, 201].includes(response.status)) break;
      await new Promise((resolve) => setTimeout(resolve, retry.delayMs ?? 50));
    }
    return statuses;
  }

  function update(id: number | string, change: Partial<FakePayment>): FakePayment {
    const p = payment(id);
    Object.assign(p, change, { date_last_updated: new Date().toISOString() });
    return p;
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Every create request as received (body, idempotency key). */
    creates,
    payment,
    /** The payments created for this external_reference (an order id), oldest first. */
    paymentsFor: (reference: string) => [...payments.values()].filter((p) => p.external_reference === reference),
    notification,
    notify,
    setDeliver(next: Deliver) {
      deliver = next;
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    failNextCreate(status = 500) {
      failNextCreate = status;
    },
    /** The buyer paid (optionally another amount than asked, as a tampered payment would say). */
    approve: (id: number | string, change: Partial<FakePayment> = {}) =>
      update(id, { status: "approved", status_detail: "accredited", date_approved: new Date().toISOString(), ...change }),
    /** The QR code's time ran out unpaid. */
    expire: (id: number | string) => update(id, { status: "cancelled", status_detail: "expired" }),
    refund: (id: number | string) => update(id, { status: "refunded", status_detail: "refunded", transaction_amount_refunded: payment(id).transaction_amount }),
    chargeBack: (id: number | string) => update(id, { status: "charged_back", status_detail: "settled" }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
