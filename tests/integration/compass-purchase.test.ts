import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminTexts } from "#domain/admin/texts.ts";
import { CLOCK_FIELDS, ownBirthTexts, ownBirthToasts } from "#domain/compass/own-birth.ts";
import { compassTexts } from "#domain/compass/texts.ts";
import { computeChart } from "#domain/hd/chart.ts";
import { TYPE_LABELS } from "#domain/hd/labels.ts";
import { toasts } from "#domain/messages.ts";
import { ADMIN_ACTIONS, API, MEMBER_ENDPOINTS, paymentPagePath, ROUTES, URL_PARAMS } from "#domain/paths.ts";
import { PAYMENT_ACTOR, paymentTexts } from "#domain/payments.ts";
import { auditLog, compassAccess, integralSoulMaps, mailOutbox, orders, paymentCharges, profiles } from "#server/db/schema.ts";
import { PROJECTOR_BIRTH } from "#tests/fixtures/integral-map.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import type { FakeMercadoPago } from "#tests/support/mercadopago.ts";

import { approvedProduct } from "./members/support.ts";
import { createTestServices, type TestApp } from "./support/app.ts";
import { type SignedInPerson, signedInPerson } from "./support/people.ts";
import { type PixSite, startPixSite } from "./support/pix.ts";

// The Soul Compass offers bought by Pix (docs/decisions/059, issue 20 "What a payment unlocks"): the
// order and charge, the access once the payment is read back approved, the person's own birth data
// (daylight-saving gaps and folds confirmed, locked after the first chat), staff told of a
// 'Transformação Completa', and a refund before completion ending the order.

const DATABASES = await availableDatabases();
const NOTIFY = "equipe@instituto.exemplo.org.br";
const LIFETIME = { item: "compass", offerId: "bussola-acesso-vitalicio" } as const;
const COMPLETE = { item: "compass", offerId: "transformacao-completa" } as const;
const { utc: projectorUtc, ...BIRTH } = PROJECTOR_BIRTH;

type Placed = { ok: boolean; orderId?: string; paymentPage?: string; repeated?: boolean; toast?: unknown };

describe.each(DATABASES)("Soul Compass bought by Pix (%s)", (db) => {
  let site: PixSite;
  let app: TestApp;
  let mp: FakeMercadoPago;
  let admin: SignedInPerson;

  beforeAll(async () => {
    site = await startPixSite(db, { NOTIFY_EMAIL: NOTIFY });
    ({ app, mp } = site);
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
  });
  afterAll(async () => {
    await site?.close();
  });

  const orderOf = async (orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const chargeOf = async (orderId: string) => (await app.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId)))[0];
  const accessOf = (userId: string) => app.db.select().from(compassAccess).where(eq(compassAccess.userId, userId));
  const mapOf = async (userId: string) => (await app.db.select().from(integralSoulMaps).where(eq(integralSoulMaps.userId, userId)))[0];
  const sendBirth = (person: SignedInPerson, body: Record<string, string>) =>
    person.client.action<{ ok: boolean; chartType?: string; fieldErrors?: Record<string, string>; toast?: { description?: string } }>(
      MEMBER_ENDPOINTS.compassBirth,
      body,
    );
  const notify = (paymentId: string | number) => site.notify(paymentId);
  const reconcile = () => admin.client.action(ADMIN_ACTIONS.reconcilePayments, {});

  /** A confirmed person who pressed 'Comprar' on an offer: the order, its charge and the provider's payment id. */
  async function compassOrder(item: typeof LIFETIME | typeof COMPLETE = LIFETIME, name = "Luna Compradora") {
    const buyer = await signedInPerson(app, { role: "cliente", name });
    const placed = await buyer.client.action<Placed>(MEMBER_ENDPOINTS.orders, item);
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId as string;
    return { buyer, orderId, placed: placed.body, paymentId: (await chargeOf(orderId)).providerPaymentId };
  }
  /** The lifetime access bought and paid. */
  async function paidAccess(name?: string) {
    const bought = await compassOrder(LIFETIME, name);
    mp.approve(bought.paymentId);
    await notify(bought.paymentId);
    return bought;
  }

  describe("'Comprar' on the offers", () => {
    it("offers 'Comprar' on the page instead of WhatsApp, and charges the catalogue's price by Pix", async () => {
      const person = await signedInPerson(app);
      const html = await person.client.page(ROUTES.soulCompass);
      expect(html).toContain("Quero o Acesso Vitalício");
      expect(html).not.toMatch(/href="https:\/\/wa\.me\/[^"]*Acess/);
      const { orderId, placed, buyer } = await compassOrder(LIFETIME);
      expect(placed).toEqual({ ok: true, orderId, paymentPage: paymentPagePath(orderId), repeated: false });
      expect(await orderOf(orderId)).toMatchObject({ itemKind: "compass", itemId: "bussola-acesso-vitalicio", priceCents: 4900, status: "pending", points: 0 });
      expect(mp.paymentsFor(orderId)[0]).toMatchObject({ transaction_amount: 49, external_reference: orderId });
      expect(await buyer.client.page(paymentPagePath(orderId))).toContain("Bússola da Alma – Acesso Vitalício");
      // Pressed twice: the same order and charge.
      const before = mp.creates.length;
      const again = await buyer.client.action<Placed>(MEMBER_ENDPOINTS.orders, LIFETIME);
      expect(again.body).toMatchObject({ ok: true, orderId, repeated: true });
      expect(mp.creates.length).toBe(before);
    });

    it("'Transformação Completa' costs R$ 246,00", async () => {
      const { orderId } = await compassOrder(COMPLETE);
      expect(await orderOf(orderId)).toMatchObject({ title: "Transformação Completa", priceCents: 24600 });
    });

    it("asks an unconfirmed e-mail to confirm first, and a visitor to sign in; nothing is recorded", async () => {
      const unconfirmed = await signedInPerson(app, { confirmed: false });
      const refused = await unconfirmed.client.action(MEMBER_ENDPOINTS.orders, LIFETIME);
      expect(refused).toEqual({ status: 403, body: { ok: false, status: 403, toast: toasts.compassConfirmFirst } });
      expect(await app.db.$count(orders, eq(orders.buyerId, unconfirmed.id))).toBe(0);
      const anonymous = await app.client().postJson(MEMBER_ENDPOINTS.orders, LIFETIME);
      // A visitor is sent to sign in.
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toContain(URL_PARAMS.signIn);
    });

    it("refuses an offer that is not in the catalogue", async () => {
      const person = await signedInPerson(app);
      const refused = await person.client.action(MEMBER_ENDPOINTS.orders, { item: "compass", offerId: "bussola-gratis" });
      expect(refused.status).toBe(400);
    });
  });

  describe("the access, once the payment is read back approved", () => {
    it("is not given before the approval: the birth data is refused and the page still shows the offers", async () => {
      const { buyer, paymentId } = await compassOrder();
      await notify(paymentId);
      expect(await accessOf(buyer.id)).toEqual([]);
      const refused = await sendBirth(buyer, BIRTH);
      expect(refused.status).toBe(403);
      expect(refused.body.toast?.description).toBe(ownBirthToasts.noAccess);
      expect(await mapOf(buyer.id)).toBeUndefined();
      expect(await buyer.client.page(ROUTES.soulCompass)).not.toContain(ownBirthTexts.title);
    });

    it("is given once however often the payment is notified and reconciled, by Mercado Pago", async () => {
      const { buyer, orderId, paymentId } = await compassOrder();
      mp.approve(paymentId);
      await Promise.all([notify(paymentId), notify(paymentId)]);
      await notify(paymentId);
      await reconcile();
      expect(await orderOf(orderId)).toMatchObject({ status: "completed" });
      expect(await accessOf(buyer.id)).toEqual([expect.objectContaining({ orderId, offerId: "bussola-acesso-vitalicio" })]);
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
      expect(audit.map((a) => [a.action, a.actorName])).toEqual([["order.complete", PAYMENT_ACTOR]]);
      expect(await buyer.client.page(paymentPagePath(orderId))).toContain(paymentTexts.toCompass);
      // One receipt, whose button opens the Compass rather than the client area.
      const receipts = await app.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, buyer.email), eq(mailOutbox.kind, "payment-receipt")));
      expect(receipts).toHaveLength(1);
      expect(receipts[0].text).toContain(`${ROUTES.soulCompass}`);
      // Buying it again is refused: the person already has it.
      const again = await buyer.client.action(MEMBER_ENDPOINTS.orders, LIFETIME);
      expect(again).toEqual({ status: 409, body: { ok: false, status: 409, toast: toasts.compassAlreadyOwned } });
    });

    it("asks for the birth data, stores the chart as the integral map (audit: the person) and opens the chat with the type", async () => {
      const { buyer } = await paidAccess("Marina Estrela");
      expect(await buyer.client.page(ROUTES.soulCompass)).toContain(ownBirthTexts.title);
      const saved = await sendBirth(buyer, BIRTH);
      const expected = computeChart(new Date(projectorUtc));
      expect(saved).toEqual({ status: 200, body: { ok: true, chartType: expected.type } });
      expect(await mapOf(buyer.id)).toMatchObject({
        birthDate: BIRTH.birthDate,
        birthTime: BIRTH.birthTime,
        birthCity: "São Paulo",
        birthState: "SP",
        chartData: expected,
      });
      const [profile] = await app.db.select({ has: profiles.hasIntegralMap }).from(profiles).where(eq(profiles.id, buyer.id));
      expect(profile.has).toBe(true);
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, buyer.id), eq(auditLog.action, "integral-map.grant")));
      expect(audit.map((a) => [a.actorId, a.actorName])).toEqual([[buyer.id, "Marina Estrela"]]);
      const page = await buyer.client.page(ROUTES.soulCompass);
      expect(page).toContain(compassTexts.yourType(TYPE_LABELS[expected.type]));
      expect(page).toContain(compassTexts.placeholder);
    });

    it("refuses a city it cannot place, next to the field, storing nothing", async () => {
      const { buyer } = await paidAccess();
      const refused = await sendBirth(buyer, { ...BIRTH, city: "Cidade Inexistente" });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors?.city).toBeTruthy();
      expect(await mapOf(buyer.id)).toBeUndefined();
    });
  });

  describe("a clock time daylight saving skipped or repeated is shown and confirmed", () => {
    // São Paulo: 04/11/2018 00:00 became 01:00 (start); 18/02/2018 00:00 went back to 17/02 23:00 (end).
    const GAP = { birthDate: "2018-11-04", birthTime: "00:30", city: "São Paulo", state: "SP" };
    const FOLD = { birthDate: "2018-02-17", birthTime: "23:30", city: "São Paulo", state: "SP" };

    it("a skipped time is explained and stored only once confirmed, as the daylight-saving time", async () => {
      const { buyer } = await paidAccess();
      const asked = await sendBirth(buyer, GAP);
      expect(asked.status).toBe(400);
      expect(asked.body.fieldErrors?.[CLOCK_FIELDS.gap]).toContain("01:30 no horário de verão (UTC-02:00)");
      expect(await mapOf(buyer.id)).toBeUndefined();
      // Choosing a fold's answer does not confirm a gap.
      expect((await sendBirth(buyer, { ...GAP, clock: "second" })).status).toBe(400);
      const saved = await sendBirth(buyer, { ...GAP, clock: "confirm" });
      expect(saved.status).toBe(200);
      expect((await mapOf(buyer.id)).chartData).toEqual(computeChart(new Date("2018-11-04T03:30:00Z")));
      expect((await mapOf(buyer.id)).birthTime).toBe("00:30");
    });

    it("a repeated time asks which of the two; each answer gives its own instant", async () => {
      const { buyer } = await paidAccess();
      const asked = await sendBirth(buyer, FOLD);
      expect(asked.status).toBe(400);
      expect(asked.body.fieldErrors?.[CLOCK_FIELDS.fold]).toContain("UTC-02:00");
      expect(asked.body.fieldErrors?.[CLOCK_FIELDS.fold]).toContain("UTC-03:00");
      expect((await sendBirth(buyer, { ...FOLD, clock: "confirm" })).status).toBe(400);
      expect(await mapOf(buyer.id)).toBeUndefined();
      expect((await sendBirth(buyer, { ...FOLD, clock: "second" })).status).toBe(200);
      expect((await mapOf(buyer.id)).chartData).toEqual(computeChart(new Date("2018-02-18T02:30:00Z")));
      // Before the first chat the person may still change their answer.
      expect((await sendBirth(buyer, { ...FOLD, clock: "first" })).status).toBe(200);
      expect((await mapOf(buyer.id)).chartData).toEqual(computeChart(new Date("2018-02-18T01:30:00Z")));
    });

    it("a time outside the changes needs no confirmation", async () => {
      const { buyer } = await paidAccess();
      expect((await sendBirth(buyer, BIRTH)).status).toBe(200);
    });
  });

  describe("after the first chat", () => {
    it("the person cannot change the birth data; staff still correct and revoke it", async () => {
      const { buyer } = await paidAccess();
      expect((await sendBirth(buyer, BIRTH)).status).toBe(200);
      const chat = await buyer.client.postJson(API.soulCompassChat, { conversationId: randomUUID(), question: "Qual é o meu tipo?" });
      expect(chat.status).toBe(200);
      await chat.text();
      const refused = await sendBirth(buyer, { ...BIRTH, birthTime: "11:45" });
      expect(refused.status).toBe(409);
      expect(refused.body.toast?.description).toBe(ownBirthToasts.locked);
      expect((await mapOf(buyer.id)).birthTime).toBe(BIRTH.birthTime);
      // Staff correct it…
      const corrected = await admin.client.action(ADMIN_ACTIONS.grantIntegralMap, { userId: buyer.id, ...BIRTH, birthTime: "11:45" });
      expect(corrected.status).toBe(200);
      expect((await mapOf(buyer.id)).birthTime).toBe("11:45");
      // …and revoke it: the map and the access go, the offers come back.
      expect((await admin.client.action(ADMIN_ACTIONS.revokeIntegralMap, { userId: buyer.id })).status).toBe(200);
      expect(await mapOf(buyer.id)).toBeUndefined();
      expect(await accessOf(buyer.id)).toEqual([]);
      expect((await sendBirth(buyer, BIRTH)).status).toBe(403);
      expect(await buyer.client.page(ROUTES.soulCompass)).toContain("Quero o Acesso Vitalício");
    });
  });

  describe("'Transformação Completa'", () => {
    it("gives the access and tells staff once: an e-mail to NOTIFY_EMAIL and a row on /admin", async () => {
      const { buyer, orderId, paymentId } = await compassOrder(COMPLETE, "Helena Transformada");
      mp.approve(paymentId);
      await Promise.all([notify(paymentId), notify(paymentId)]);
      await reconcile();
      expect(await orderOf(orderId)).toMatchObject({ status: "completed" });
      expect(await accessOf(buyer.id)).toEqual([expect.objectContaining({ offerId: "transformacao-completa" })]);
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, NOTIFY), eq(mailOutbox.kind, "sessions-to-schedule")));
      expect(mails.filter((m) => m.text.includes(orderId))).toHaveLength(1);
      expect(mails.find((m) => m.text.includes(orderId))?.text).toContain(buyer.email);
      const panel = await admin.client.page(ROUTES.admin);
      expect(panel).toContain(adminTexts.sessionsHeading(24));
      expect(panel).toContain("Helena Transformada");
    });

    it("the lifetime access alone tells staff nothing", async () => {
      const { orderId } = await paidAccess();
      const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "sessions-to-schedule"));
      expect(mails.some((m) => m.text.includes(orderId))).toBe(false);
    });
  });

  describe("a refund before completion", () => {
    it("ends the pending order as 'Cancelado' by Mercado Pago, with no access and no points", async () => {
      const { buyer, orderId, paymentId } = await compassOrder();
      mp.refund(paymentId);
      await notify(paymentId);
      expect(await orderOf(orderId)).toMatchObject({ status: "cancelled" });
      expect(await accessOf(buyer.id)).toEqual([]);
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
      expect(audit.map((a) => [a.action, a.actorName])).toEqual([["order.cancel", PAYMENT_ACTOR]]);
      // An approval read back later cannot reopen it: staff are told instead.
      mp.approve(paymentId);
      await notify(paymentId);
      expect(await orderOf(orderId)).toMatchObject({ status: "cancelled" });
    });

    it("a product's pending order too, found by the reconciliation", async () => {
      const therapist = await signedInPerson(app, { role: "therapist" });
      const buyer = await signedInPerson(app);
      const product = await approvedProduct(app, therapist);
      const placed = await buyer.client.action<Placed>(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
      const orderId = placed.body.orderId as string;
      mp.refund((await chargeOf(orderId)).providerPaymentId);
      await reconcile();
      expect(await orderOf(orderId)).toMatchObject({ status: "cancelled" });
    });
  });
});

describe.each(DATABASES)("Soul Compass offers with PAYMENT_PROVIDER=none (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(() => app?.close());

  it("keep their WhatsApp links; the order endpoint sells neither offer and the birth data is refused", async () => {
    const person = await signedInPerson(app);
    const html = await person.client.page(ROUTES.soulCompass);
    expect(html).toMatch(/href="https:\/\/wa\.me\/[^"]+"/);
    const refused = await person.client.action(MEMBER_ENDPOINTS.orders, LIFETIME);
    expect(refused).toEqual({ status: 404, body: { ok: false, status: 404, toast: toasts.productLinkMissing } });
    expect(await app.db.$count(orders, eq(orders.buyerId, person.id))).toBe(0);
    expect((await person.client.action(MEMBER_ENDPOINTS.compassBirth, BIRTH)).status).toBe(403);
  });
});
