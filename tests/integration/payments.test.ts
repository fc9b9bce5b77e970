import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientAreaTexts } from "#app/features/members/texts.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { toasts } from "#domain/messages.ts";
import { courseRegistrations } from "#domain/orders.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, API, MEMBER_ENDPOINTS, paymentPagePath, ROUTES } from "#domain/paths.ts";
import { PAYMENT_ACTOR, paymentProblems, paymentTexts } from "#domain/payments.ts";
import { auditLog, mailOutbox, orders, paymentCharges, pointsLedger } from "#server/db/schema.ts";
import { loadClientArea } from "#server/services/client-area.ts";
import { loadTherapistDashboard } from "#server/services/therapist.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import type { FakeMercadoPago } from "#tests/support/mercadopago.ts";

import { approvedProduct, parseHtml, pointsOf, viewerOf } from "./members/support.ts";
import { createTestServices, requestContext, type TestApp } from "./support/app.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";
import { type PixSite, startPixSite } from "./support/pix.ts";

// Pix through a fake Mercado Pago on 127.0.0.1 (tests/support/mercadopago.ts) that signs its
// notifications as the real one does; the site's real services, database and HTTP app (docs/decisions/059).

const DATABASES = await availableDatabases();

type Placed = { ok: boolean; orderId?: string; paymentPage?: string; paymentLink?: string; repeated?: boolean; toast?: unknown };

describe.each(DATABASES)("Pix through Mercado Pago (%s)", (db) => {
  let site: PixSite;
  let app: TestApp;
  let mp: FakeMercadoPago;
  let therapist: SignedInPerson;
  let admin: SignedInPerson;

  beforeAll(async () => {
    site = await startPixSite(db);
    ({ app, mp } = site);
    therapist = await signedInPerson(app, { role: "therapist", name: "Tereza Cura" });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
  });
  afterAll(async () => {
    await site?.close();
  });

  const buy = (person: SignedInPerson, productId: string) => person.client.action<Placed>(MEMBER_ENDPOINTS.orders, { item: "product", productId });
  const orderOf = async (orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const chargeOf = async (orderId: string) => (await app.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId)))[0];
  const notify = (paymentId: string | number) => site.notify(paymentId);
  async function deliver(request: Request) {
    const response = await app.client().request(request.url, { method: "POST", headers: Object.fromEntries(request.headers), body: await request.text() });
    await app.services.payments.background.drain();
    return response.status;
  }
  /** A buyer with a pending Pix order for a fresh product of the therapist (R$ 97,00, 20 points). */
  async function pixOrder() {
    const buyer = await signedInPerson(app, { role: "cliente", name: "Bruna Compradora" });
    const product = await approvedProduct(app, therapist);
    const placed = await buy(buyer, product.id);
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId as string;
    const charge = await chargeOf(orderId);
    return { buyer, product, orderId, placed: placed.body, paymentId: charge.providerPaymentId };
  }

  describe("'Comprar' creates the order and its Pix charge", () => {
    it("charges the catalogue's price by Pix with the order as external_reference and an idempotency key tied to it", async () => {
      const before = mp.creates.length;
      const { orderId, placed, paymentId, buyer } = await pixOrder();
      expect(placed).toEqual({ ok: true, orderId, paymentPage: paymentPagePath(orderId), repeated: false });
      const [create] = mp.creates.slice(before);
      expect(create.idempotencyKey).toBe(`pedido-${orderId}`);
      expect(create.body).toMatchObject({ transaction_amount: 97, payment_method_id: "pix", external_reference: orderId, payer: { email: buyer.email } });
      const expiresIn = new Date(create.body.date_of_expiration as string).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(29 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
      expect(await orderOf(orderId)).toMatchObject({ status: "pending", priceCents: 9700 });
      expect(await chargeOf(orderId)).toMatchObject({ providerPaymentId: paymentId, providerStatus: "pending", amountCents: 9700, problem: null });
    });

    it("shows the payment page to the buyer only: QR code, 'Pix copia e cola', amount and item", async () => {
      const { buyer, orderId, paymentId } = await pixOrder();
      const html = await buyer.client.page(paymentPagePath(orderId));
      expect(html).toContain(paymentTexts.copyPaste);
      expect(html).toContain(mp.payment(paymentId).point_of_interaction.transaction_data.qr_code);
      expect(html).toContain(`alt="${paymentTexts.qrAlt("R$ 97,00")}"`);
      expect(html).toContain("Óleo Essencial de Lavanda");
      expect(html).toContain(paymentTexts.waiting);
      const stranger = await signedInPerson(app, { role: "cliente" });
      expect((await stranger.client.get(paymentPagePath(orderId))).status).toBe(404);
      // The client area leads back to it while the order waits.
      const area = parseHtml(await buyer.client.page(ROUTES.clientArea));
      expect([...area.querySelectorAll("a")].find((a) => a.textContent?.startsWith(clientAreaTexts.orders.payByPix))?.getAttribute("href")).toBe(
        paymentPagePath(orderId),
      );
    });

    it("reuses the open charge on a second press, and offers a new one once it expired", async () => {
      const { buyer, product, orderId } = await pixOrder();
      const before = mp.creates.length;
      const again = await buy(buyer, product.id);
      expect(again.body).toMatchObject({ ok: true, orderId, repeated: true });
      expect(mp.creates.length).toBe(before);
      await app.db
        .update(paymentCharges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentCharges.orderId, orderId));
      const fresh = await buy(buyer, product.id);
      expect(fresh.body).toMatchObject({ ok: true, repeated: false });
      expect(fresh.body.orderId).not.toBe(orderId);
      expect(mp.creates.length).toBe(before + 1);
    });

    it("when the provider fails, answers a toast and the next press retries the same payment (same idempotency key)", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const product = await approvedProduct(app, therapist);
      mp.failNextCreate(500);
      const failed = await buy(buyer, product.id);
      expect(failed).toEqual({ status: 502, body: { ok: false, status: 502, toast: toasts.pixFailed } });
      const [order] = await app.db.select().from(orders).where(eq(orders.buyerId, buyer.id));
      expect(await chargeOf(order.id)).toBeUndefined();
      const retried = await buy(buyer, product.id);
      expect(retried.body).toMatchObject({ ok: true, orderId: order.id });
      expect(mp.creates.slice(-2).map((c) => c.idempotencyKey)).toEqual([`pedido-${order.id}`, `pedido-${order.id}`]);
      expect(mp.paymentsFor(order.id)).toHaveLength(1);
    });
  });

  describe("the webhook", () => {
    it("completes the order once the approved payment is read back: points, the therapist's sale, the audit by Mercado Pago, the receipt", async () => {
      const { buyer, orderId, paymentId } = await pixOrder();
      mp.approve(paymentId);
      expect(await notify(paymentId)).toEqual([200]);
      expect(await orderOf(orderId)).toMatchObject({ status: "completed" });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 20, ledger: 20, entries: 1 });
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
      expect(audit.map((a) => [a.action, a.actorName, a.actorId])).toEqual([["order.complete", PAYMENT_ACTOR, null]]);
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, buyer.email), eq(mailOutbox.kind, "payment-receipt")));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain("R$ 97,00");
      const dashboard = await loadTherapistDashboard(requestContext(app.services), await viewerOf(app, therapist));
      expect(dashboard.ok && dashboard.sales.some((s) => s.id === orderId && s.priceCents === 9700)).toBe(true);
      // The buyer's page says so without a reload (its next poll reads this).
      expect(await buyer.client.page(paymentPagePath(orderId))).toContain(paymentTexts.confirmed);
    });

    it.each([
      ["a wrong secret", (id: string) => mp.notification(id, { secret: "outro-segredo" })],
      ["a stale timestamp", (id: string) => mp.notification(id, { ts: Math.floor(Date.now() / 1000) - 11 * 60 })],
      ["no signature", (id: string) => mp.notification(id, { signed: false })],
    ])("refuses %s with 401 and changes nothing", async (_, build) => {
      const { orderId, paymentId } = await pixOrder();
      mp.approve(paymentId);
      expect(await deliver(build(paymentId))).toBe(401);
      expect(await orderOf(orderId)).toMatchObject({ status: "pending" });
      expect(await chargeOf(orderId)).toMatchObject({ providerStatus: "pending" });
    });

    it("refuses a signature made for another payment id", async () => {
      const { orderId, paymentId } = await pixOrder();
      mp.approve(paymentId);
      const signed = mp.notification(paymentId);
      const url = new URL(signed.url);
      url.searchParams.set("data.id", String(Number(paymentId) + 1));
      expect(await deliver(new Request(url, { method: "POST", headers: signed.headers, body: await signed.text() }))).toBe(401);
      expect(await orderOf(orderId)).toMatchObject({ status: "pending" });
    });

    it("flags an approved payment of another amount to staff instead of completing", async () => {
      const { buyer, orderId, paymentId } = await pixOrder();
      mp.approve(paymentId, { transaction_amount: 1 });
      await notify(paymentId);
      expect(await orderOf(orderId)).toMatchObject({ status: "pending" });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 0, ledger: 0, entries: 0 });
      const reason = paymentProblems.amount(100, 9700);
      expect(await chargeOf(orderId)).toMatchObject({ problem: reason });
      expect(await admin.client.page(`${ADMIN_ROUTES.orders}?q=${encodeURIComponent("Bruna")}`)).toContain(reason);
    });

    it("flags an approved payment whose external_reference is another order", async () => {
      const { orderId, paymentId } = await pixOrder();
      mp.approve(paymentId, { external_reference: "00000000-0000-4000-8000-000000000000" });
      await notify(paymentId);
      expect(await orderOf(orderId)).toMatchObject({ status: "pending" });
      expect(await chargeOf(orderId)).toMatchObject({ problem: paymentProblems.reference("00000000-0000-4000-8000-000000000000") });
    });

    it("changes nothing on duplicate, concurrent and out-of-order deliveries: one credit, one audit entry, one receipt", async () => {
      const { buyer, orderId, paymentId } = await pixOrder();
      const beforeApproval = mp.notification(paymentId);
      mp.approve(paymentId);
      await Promise.all([notify(paymentId), notify(paymentId), notify(paymentId)]);
      await notify(paymentId);
      // A notification signed before the approval arrives last: it is read back, and the payment is still approved.
      expect(await deliver(beforeApproval)).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ status: "completed" });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 20, ledger: 20, entries: 1 });
      expect(await app.db.$count(auditLog, eq(auditLog.targetId, orderId))).toBe(1);
      expect(await app.db.$count(mailOutbox, and(eq(mailOutbox.to, buyer.email), eq(mailOutbox.kind, "payment-receipt")))).toBe(1);
    });

    it("flags a payment approved for an order staff had already cancelled, without reopening it", async () => {
      const { orderId, paymentId } = await pixOrder();
      await admin.client.action(ADMIN_ACTIONS.orderStatus, { orderId, action: "cancel" });
      mp.approve(paymentId);
      await notify(paymentId);
      expect(await orderOf(orderId)).toMatchObject({ status: "cancelled" });
      expect(await chargeOf(orderId)).toMatchObject({ problem: paymentProblems.closed("Cancelado") });
    });

    it("completes a course registration paid by Pix: the client area lists it as bought", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const course = defaultViews().courses[0];
      const placed = await buyer.client.action<Placed>(MEMBER_ENDPOINTS.orders, { item: "course", courseId: course.id });
      const orderId = placed.body.orderId as string;
      expect(mp.paymentsFor(orderId)[0].transaction_amount * 100).toBe(course.registration_item.price);
      const { providerPaymentId } = await chargeOf(orderId);
      mp.approve(providerPaymentId);
      await notify(providerPaymentId);
      const area = await loadClientArea(requestContext(app.services), await viewerOf(app, buyer));
      expect(area.ok && courseRegistrations(area.orders).bought.map((o) => [o.title, o.status])).toEqual([[course.registration_item.title, "completed"]]);
    });

    it("answers a still-pending payment's notification without completing anything", async () => {
      const { orderId, paymentId } = await pixOrder();
      expect(await notify(paymentId)).toEqual([200]);
      expect(await orderOf(orderId)).toMatchObject({ status: "pending" });
    });
  });

  describe("reconciliation", () => {
    const reconcile = () => admin.client.action<{ ok: boolean; moved?: number }>(ADMIN_ACTIONS.reconcilePayments, {});

    it("completes an order whose notification was lost", async () => {
      const { buyer, orderId, paymentId } = await pixOrder();
      mp.approve(paymentId);
      const answer = await reconcile();
      expect(answer.status).toBe(200);
      expect(answer.body.moved).toBeGreaterThanOrEqual(1);
      expect(await orderOf(orderId)).toMatchObject({ status: "completed" });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 20, ledger: 20, entries: 1 });
    });

    it("finds by reference a charge the site never stored, and completes its order", async () => {
      const { orderId, paymentId } = await pixOrder();
      // As if the site stopped between Mercado Pago's answer and writing the row.
      await app.db.delete(paymentCharges).where(eq(paymentCharges.orderId, orderId));
      mp.approve(paymentId);
      await reconcile();
      expect(await orderOf(orderId)).toMatchObject({ status: "completed" });
      expect(await chargeOf(orderId)).toMatchObject({ providerPaymentId: paymentId, providerStatus: "approved" });
    });

    it("ends an expired charge's order as 'Expirado'", async () => {
      const { orderId, paymentId } = await pixOrder();
      mp.expire(paymentId);
      await reconcile();
      expect(await orderOf(orderId)).toMatchObject({ status: "expired" });
    });

    it("marks a refund after completion 'Estornado': points reversed with a ledger entry, the sale out of the wallet", async () => {
      const therapistViewer = await viewerOf(app, therapist);
      const revenue = async () => {
        const dashboard = await loadTherapistDashboard(requestContext(app.services), therapistViewer);
        return dashboard.ok ? dashboard.wallet.revenueCents : -1;
      };
      const { buyer, orderId, paymentId } = await pixOrder();
      mp.approve(paymentId);
      await notify(paymentId);
      const withSale = await revenue();
      mp.refund(paymentId);
      await reconcile();
      expect(await orderOf(orderId)).toMatchObject({ status: "refunded" });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 0, ledger: 0, entries: 2 });
      const ledger = await app.db
        .select({ delta: pointsLedger.delta, reason: pointsLedger.reason })
        .from(pointsLedger)
        .where(eq(pointsLedger.orderId, orderId));
      expect(ledger).toEqual(
        expect.arrayContaining([
          { delta: 20, reason: "order" },
          { delta: -20, reason: "refund" },
        ]),
      );
      expect(await revenue()).toBe(withSale - 9700);
      // A chargeback notified later changes nothing more.
      mp.chargeBack(paymentId);
      await notify(paymentId);
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 0, ledger: 0, entries: 2 });
    });

    it("runs by itself in the housekeeping loop: a lost notification completes its order after a restart", async () => {
      const { orderId, paymentId } = await pixOrder();
      mp.approve(paymentId);
      await app.restart();
      await expect.poll(async () => (await orderOf(orderId)).status, { timeout: 10_000 }).toBe("completed");
    });

    it("is staff's only: a cliente is turned away", async () => {
      const cliente = await signedInPerson(app, { role: "cliente" });
      const response = await cliente.client.postJson(ADMIN_ACTIONS.reconcilePayments, {});
      expect(response.status).toBe(403);
    });
  });
});

describe.each(DATABASES)("PAYMENT_PROVIDER=none keeps today's flow (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(() => app?.close());

  it("answers the payment link, creates no charge, and the webhook does not exist", async () => {
    const therapist = await signedInPerson(app, { role: "therapist" });
    const buyer = await signedInPerson(app, { role: "cliente" });
    const product = await approvedProduct(app, therapist);
    const placed = await buyer.client.action<Placed>(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
    expect(placed.body).toMatchObject({ ok: true, paymentLink: "https://pagamento.exemplo.org.br/lavanda", repeated: false });
    expect(await app.db.$count(paymentCharges)).toBe(0);
    expect(await buyer.client.page(ROUTES.clientArea)).not.toContain(clientAreaTexts.orders.payByPix);
    const webhook = await app
      .client()
      .request(`${API.mercadoPagoWebhook}?data.id=1&type=payment`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(webhook.status).toBe(404);
    expect((await reconcileAsAdmin(app)).status).toBe(404);
  });
});

/** 'Conferir pagamentos' posted by an admin. */
async function reconcileAsAdmin(app: TestApp) {
  const admin = await signedInPerson(app, { role: "admin" });
  return admin.client.postJson(ADMIN_ACTIONS.reconcilePayments, {});
}
