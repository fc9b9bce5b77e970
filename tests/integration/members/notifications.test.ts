import { randomUUID } from "node:crypto";

import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { notificationTexts } from "#domain/notifications.ts";
import { ADMIN_ACTIONS, MEMBER_ENDPOINTS, ROUTES, signInUrl } from "#domain/paths.ts";
import { notifications, orders, products } from "#server/db/schema.ts";
import { applyOrderTransition } from "#server/services/orders.ts";
import { PROJECTOR_BIRTH } from "#tests/fixtures/integral-map.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "../support/app.ts";
import { type SignedInPerson, signedInPerson } from "../support/people.ts";
import { pendingOrderOf, viewerOf } from "./support.ts";

// The bell (issue 22 §8, docs/decisions/060): each change that concerns a person writes exactly one
// notification to them, in the same transaction (a change rolled back leaves none); the list and the
// mark-as-read endpoint answer only the person's own rows; the header's badge counts the unread.

const { utc: _utc, ...BIRTH } = PROJECTOR_BIRTH;

type Listed = { ok: true; unread: number; notifications: { id: string; kind: string; title: string; body: string; link: string; read: boolean }[] };

describe.each(await availableDatabases())("notifications (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;
  let therapist: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
    therapist = await signedInPerson(app, { role: "therapist", name: "Tereza Cura" });
  });
  afterAll(() => app?.close());

  const storedFor = (userId: string) =>
    app.db
      .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, read: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt));
  const listOf = async (person: SignedInPerson) => {
    const response = await person.client.get(MEMBER_ENDPOINTS.notifications);
    expect(response.status).toBe(200);
    return (await response.json()) as Listed;
  };
  const markOrder = (orderId: string, action: "complete" | "cancel") => admin.client.action(ADMIN_ACTIONS.orderStatus, { orderId, action });

  describe("each cause writes exactly one, in its own transaction", () => {
    it("staff confirming an order tells its buyer once, with a link to the client area; a second click adds nothing", async () => {
      const buyer = await signedInPerson(app);
      const order = await pendingOrderOf(app, buyer, { title: "Óleo de Lavanda", sellerId: therapist.id });
      expect((await markOrder(order.id, "complete")).body).toMatchObject({ ok: true, changed: true });
      expect((await markOrder(order.id, "complete")).body).toMatchObject({ ok: true, changed: false });
      expect(await storedFor(buyer.id)).toEqual([
        {
          kind: "order-completed",
          title: "Pedido concluído",
          body: 'Seu pedido "Óleo de Lavanda" foi confirmado. Obrigado pela confiança!',
          link: ROUTES.clientArea,
          read: null,
        },
      ]);
      // The seller is not the one told about a purchase's confirmation.
      expect(await storedFor(therapist.id)).toEqual([]);
    });

    it("a cancellation tells the buyer once; a refused transition afterwards writes nothing", async () => {
      const buyer = await signedInPerson(app);
      const order = await pendingOrderOf(app, buyer, { title: "Curso de Reiki" });
      expect((await markOrder(order.id, "cancel")).status).toBe(200);
      expect((await markOrder(order.id, "complete")).status).toBe(409);
      expect((await storedFor(buyer.id)).map((n) => [n.kind, n.title])).toEqual([["order-cancelled", "Pedido cancelado"]]);
    });

    it("the payment provider's expiry and refund each tell the buyer once", async () => {
      const buyer = await signedInPerson(app);
      const unpaid = await pendingOrderOf(app, buyer, { title: "Pix vencido" });
      const paid = await pendingOrderOf(app, buyer, { title: "Pix estornado" });
      const system = { system: "Mercado Pago" };
      await app.services.database.transaction((tx) => applyOrderTransition(tx, system, unpaid.id, "expire"));
      await app.services.database.transaction(async (tx) => {
        await applyOrderTransition(tx, system, paid.id, "complete");
        await applyOrderTransition(tx, system, paid.id, "refund");
      });
      expect((await storedFor(buyer.id)).map((n) => n.kind).sort()).toEqual(["order-completed", "order-expired", "order-refunded"]);
    });

    it("a transition whose transaction rolls back leaves neither the new status nor a notification", async () => {
      const buyer = await signedInPerson(app);
      const order = await pendingOrderOf(app, buyer);
      const viewer = await viewerOf(app, admin);
      await expect(
        app.services.database.transaction(async (tx) => {
          const applied = await applyOrderTransition(tx, viewer, order.id, "complete");
          expect(applied.kind).toBe("changed");
          throw new Error("falha depois da transição");
        }),
      ).rejects.toThrow("falha depois da transição");
      const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row.status).toBe("pending");
      expect(await storedFor(buyer.id)).toEqual([]);
    });

    it("approving and rejecting a product tell its therapist once each, linking to their area", async () => {
      const author = await signedInPerson(app, { role: "therapist", name: "Rosa Terapeuta" });
      const pending = (title: string) =>
        app.db
          .insert(products)
          .values({
            title,
            instructor: author.name,
            instructorId: author.id,
            priceCents: 5000,
            image: "placeholder",
            category: "Produto",
            paymentLink: "https://pagamento.exemplo.org.br/x",
          })
          .returning({ id: products.id })
          .then(([row]) => row.id);
      const approved = await pending("Vela Aromática");
      const rejected = await pending("Cristal");
      expect((await admin.client.action(ADMIN_ACTIONS.reviewProduct, { productId: approved, decision: "approved" })).status).toBe(200);
      expect((await admin.client.action(ADMIN_ACTIONS.reviewProduct, { productId: rejected, decision: "rejected" })).status).toBe(200);
      // Reviewed already: refused, nothing more written.
      expect((await admin.client.action(ADMIN_ACTIONS.reviewProduct, { productId: approved, decision: "rejected" })).status).toBe(409);
      expect((await storedFor(author.id)).map((n) => [n.kind, n.body, n.link])).toEqual([
        ["product-approved", 'Seu produto "Vela Aromática" foi aprovado pela nossa equipe.', ROUTES.therapist],
        ["product-rejected", 'Seu produto "Cristal" não foi aprovado pela nossa equipe. Revise as informações e envie de novo.', ROUTES.therapist],
      ]);
    });

    it("an integral map granted, corrected and revoked tells its person once each; a refused grant writes nothing", async () => {
      const person = await signedInPerson(app);
      expect((await admin.client.action(ADMIN_ACTIONS.grantIntegralMap, { userId: person.id, ...BIRTH, city: "Gotham" })).status).toBe(400);
      expect((await admin.client.action(ADMIN_ACTIONS.grantIntegralMap, { userId: person.id, ...BIRTH })).status).toBe(200);
      expect((await admin.client.action(ADMIN_ACTIONS.grantIntegralMap, { userId: person.id, ...BIRTH, birthTime: "11:00" })).status).toBe(200);
      expect((await admin.client.action(ADMIN_ACTIONS.revokeIntegralMap, { userId: person.id })).status).toBe(200);
      expect((await admin.client.action(ADMIN_ACTIONS.revokeIntegralMap, { userId: person.id })).status).toBe(409);
      expect((await storedFor(person.id)).map((n) => [n.kind, n.title, n.link])).toEqual([
        ["integral-map-granted", "Seu Mapa Integral foi liberado", ROUTES.clientArea],
        ["integral-map-updated", "Seu Mapa Integral foi atualizado", ROUTES.clientArea],
        ["integral-map-revoked", "Mapa Integral indisponível", ROUTES.clientArea],
      ]);
    });
  });

  describe("the person's own bell", () => {
    let buyer: SignedInPerson;
    let other: SignedInPerson;

    beforeAll(async () => {
      buyer = await signedInPerson(app, { name: "Bruna Compradora" });
      other = await signedInPerson(app, { name: "Olga Outra" });
      const first = await pendingOrderOf(app, buyer, { title: "Primeiro" });
      const second = await pendingOrderOf(app, buyer, { title: "Segundo" });
      await markOrder(first.id, "complete");
      await markOrder(second.id, "cancel");
      await markOrder((await pendingOrderOf(app, other, { title: "Da Olga" })).id, "complete");
    });

    it("the header's bell names the unread count on every page the person opens", async () => {
      expect(await buyer.client.page(ROUTES.home)).toContain(`aria-label="${notificationTexts.buttonLabel(2)}"`);
      expect(notificationTexts.buttonLabel(2)).toBe("Notificações, 2 não lidas");
      expect(await other.client.page(ROUTES.institute)).toContain(`aria-label="Notificações, 1 não lida"`);
    });

    it("lists only the person's own, newest first", async () => {
      const list = await listOf(buyer);
      expect(list.unread).toBe(2);
      expect(list.notifications.map((n) => [n.title, n.read])).toEqual([
        ["Pedido cancelado", false],
        ["Pedido concluído", false],
      ]);
      expect(JSON.stringify(list)).not.toContain("Da Olga");
      expect((await listOf(other)).notifications.map((n) => n.body)).toEqual(['Seu pedido "Da Olga" foi confirmado. Obrigado pela confiança!']);
    });

    it("nobody marks another person's notification: the answer is the same as for an id of nothing, and the row stays unread", async () => {
      const [theirs] = (await listOf(other)).notifications;
      for (const id of [theirs.id, randomUUID()]) {
        const response = await buyer.client.action(MEMBER_ENDPOINTS.notifications, { id });
        expect(response).toEqual({ status: 200, body: { ok: true, marked: 0, unread: 2 } });
      }
      expect(await app.db.$count(notifications, and(eq(notifications.id, theirs.id), isNull(notifications.readAt)))).toBe(1);
    });

    it("'Marcar como lida' marks one; 'Marcar todas como lidas' marks the rest of the person's own, and the badge follows", async () => {
      const [newest] = (await listOf(buyer)).notifications;
      expect((await buyer.client.action(MEMBER_ENDPOINTS.notifications, { id: newest.id })).body).toEqual({ ok: true, marked: 1, unread: 1 });
      expect(await buyer.client.page(ROUTES.home)).toContain(`aria-label="Notificações, 1 não lida"`);
      expect((await buyer.client.action(MEMBER_ENDPOINTS.notifications, { all: true })).body).toEqual({ ok: true, marked: 1, unread: 0 });
      expect((await listOf(buyer)).notifications.every((n) => n.read)).toBe(true);
      expect(await buyer.client.page(ROUTES.home)).toContain(`aria-label="${notificationTexts.buttonLabel(0)}"`);
      // The other person's stay as they were.
      expect((await listOf(other)).unread).toBe(1);
    });

    it("a bad id, or a body that names nothing, is refused with a message, and nothing changes", async () => {
      const badId = await other.client.action<{ ok: boolean; fieldErrors?: Record<string, string> }>(MEMBER_ENDPOINTS.notifications, { id: "1; drop" });
      expect([badId.status, badId.body.fieldErrors]).toEqual([400, { id: notificationTexts.invalid }]);
      for (const body of [{}, { all: false }, { id: randomUUID(), all: true }]) {
        expect((await other.client.action(MEMBER_ENDPOINTS.notifications, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await listOf(other)).unread).toBe(1);
    });

    it("an anonymous visitor is sent to sign in, from the list and from the action", async () => {
      const login = signInUrl(MEMBER_ENDPOINTS.notifications);
      const read = await app.client().get(MEMBER_ENDPOINTS.notifications);
      expect([read.status, read.headers.get("location")]).toEqual([302, login]);
      const post = await app.client().postJson(MEMBER_ENDPOINTS.notifications, {});
      expect([post.status, post.headers.get("location")]).toEqual([302, login]);
    });
  });
});
