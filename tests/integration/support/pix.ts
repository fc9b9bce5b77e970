import { API } from "#domain/paths.ts";
import type { DatabaseKind } from "#tests/fixtures/postgres.ts";
import { type FakeMercadoPago, startFakeMercadoPago } from "#tests/support/mercadopago.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./app.ts";

const SECRET = "segredo-do-webhook-de-teste";
const TOKEN = "APP_USR-teste";

export interface PixSite {
  app: TestApp;
  mp: FakeMercadoPago;
  /** Delivers the provider's notification of a payment, then waits for the work it started. */
  notify(paymentId: string | number): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * The site with Pix through a fake Mercado Pago on 127.0.0.1 (tests/support/mercadopago.ts) that
 * signs its notifications as the real one does, and posts them from its own servers: another
 * origin, no session. `env` adds to the payment settings.
 */
export async function startPixSite(db: DatabaseKind, env: Record<string, string> = {}): Promise<PixSite> {
  const mp = await startFakeMercadoPago({ accessToken: TOKEN, secret: SECRET, webhookUrl: `${TEST_ORIGIN}${API.mercadoPagoWebhook}` });
  const app = await createTestServices({
    db,
    env: {
      PAYMENT_PROVIDER: "mercadopago",
      MERCADOPAGO_ACCESS_TOKEN: TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_BASE_URL: mp.baseUrl,
      RATE_LIMIT_FORM_MAX: "1000",
      ...env,
    },
  });
  const provider = app.client();
  mp.setDeliver(async (request) =>
    provider.request(request.url, {
      method: "POST",
      headers: { ...Object.fromEntries(request.headers), origin: "https://api.mercadopago.com" },
      body: await request.text(),
    }),
  );
  return {
    app,
    mp,
    async notify(paymentId) {
      const statuses = await mp.notify(paymentId);
      await app.services.payments.background.drain();
      return statuses;
    },
    async close() {
      await app.close();
      await mp.close();
    },
  };
}
