import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_LISTS, PENDING_ORDERS_PARAM } from "#domain/admin/lists.ts";
import { ADMIN_PAGE_SIZE, adminTexts } from "#domain/admin/texts.ts";
import { defaultViews } from "#domain/content/defaults.ts";
import { toasts } from "#domain/messages.ts";
import { ORDER_REPEAT_WINDOW_SECONDS } from "#domain/orders.ts";
import { ADMIN_ACTIONS, ADMIN_ROUTES, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import { auditLog, orders, pointsLedger, products } from "#server/db/schema.ts";
import { changeOrderStatus } from "#server/services/orders.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, requestContext, TEST_ORIGIN, type TestApp } from "../support/app.ts";
import { type SignedInPerson, signedInPerson } from "../support/people.ts";
import { approvedProduct, ordersOf as storedOrdersOf, parseHtml, pendingOrderOf, pointsOf, testIdText, viewerOf } from "./support.ts";

/** What a fresh install shows (the seed's content). */
const { courses } = defaultViews();

// Orders through HTTP as the buy buttons post them, and the admin's 'Concluído' / 'Cancelado'
// through the service /admin/orders calls, on PGlite and PostgreSQL, one at a time and at once.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("orders and points (%s)", (db) => {
  let app: TestApp;
  let therapist: SignedInPerson;
  let admin: SignedInPerson;
  let otherAdmin: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    therapist = await signedInPerson(app, { role: "therapist", name: "Tereza Cura" });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
    otherAdmin = await signedInPerson(app, { role: "admin", name: "Bia Admin" });
  });
  afterAll(() => app?.close());

  const ordersOf = (buyerId: string) => storedOrdersOf(app, buyerId);
  const buy = (person: SignedInPerson, body: unknown) =>
    person.client.action<{ ok: boolean; orderId?: string; paymentLink?: string; repeated?: boolean }>(MEMBER_ENDPOINTS.orders, body);
  const mark = async (who: SignedInPerson, orderId: string, action: "complete" | "cancel") =>
    changeOrderStatus(requestContext(app.services), await viewerOf(app, who), { orderId, action });

  describe("recording an order", () => {
    it("stores a pending order with a snapshot of the product and answers its payment link", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const product = await approvedProduct(app, therapist);
      const response = await buy(buyer, { item: "product", productId: product.id });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ ok: true, paymentLink: "https://pagamento.exemplo.org.br/lavanda", repeated: false });
      expect(await ordersOf(buyer.id)).toEqual([
        {
          itemKind: "product",
          itemId: product.id,
          productId: product.id,
          title: "Óleo Essencial de Lavanda",
          priceCents: 9700,
          points: 20,
          sellerId: therapist.id,
          // The owner's name, not the text stored with the product.
          sellerName: "Tereza Cura",
          status: "pending",
          closed: false,
        },
      ]);
      // Later edits of the product change nothing in the order.
      await app.db.update(products).set({ title: "Outro", priceCents: 1 }).where(eq(products.id, product.id));
      expect((await ordersOf(buyer.id))[0]).toMatchObject({ title: "Óleo Essencial de Lavanda", priceCents: 9700 });
    });

    it("records a course sign-up as its registration item, sold by the institute", async () => {
      const buyer = await signedInPerson(app, { role: "therapist" });
      const course = courses[0];
      const response = await buy(buyer, { item: "course", courseId: course.id });
      expect(response.body).toMatchObject({ ok: true, paymentLink: course.more_info_link ?? course.paymentLink });
      expect(await ordersOf(buyer.id)).toEqual([
        expect.objectContaining({
          itemKind: "course",
          itemId: course.registration_item.id,
          productId: null,
          title: course.registration_item.title,
          priceCents: course.registration_item.price,
          points: course.registration_item.points,
          sellerId: null,
          sellerName: site.instituteName,
        }),
      ]);
    });

    it("pressing twice within a minute answers the same order, also when the presses arrive at once", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const product = await approvedProduct(app, therapist, { title: "Vela" });
      const first = await buy(buyer, { item: "product", productId: product.id });
      const second = await buy(buyer, { item: "product", productId: product.id });
      expect(second.body).toMatchObject({ ok: true, orderId: first.body.orderId, repeated: true });

      const other = await approvedProduct(app, therapist, { title: "Incenso" });
      const together = await Promise.all(Array.from({ length: 6 }, () => buy(buyer, { item: "product", productId: other.id })));
      expect(together.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(new Set(together.map((r) => r.body.orderId)).size).toBe(1);
      expect(together.filter((r) => r.body.repeated === false)).toHaveLength(1);
      expect((await ordersOf(buyer.id)).map((o) => o.title)).toEqual(["Vela", "Incenso"]);

      // After the minute, pressing again is a new order.
      await app.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - (ORDER_REPEAT_WINDOW_SECONDS + 1) * 1000) })
        .where(eq(orders.buyerId, buyer.id));
      const later = await buy(buyer, { item: "product", productId: product.id });
      expect(later.body).toMatchObject({ ok: true, repeated: false });
      expect(later.body.orderId).not.toBe(first.body.orderId);
    });

    it("only a still-pending order is answered again: after it is cancelled or completed, pressing records a new one", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const product = await approvedProduct(app, therapist, { title: "Cristal Recomprado" });
      const press = () => buy(buyer, { item: "product", productId: product.id });
      const first = await press();
      expect(await mark(admin, first.body.orderId!, "cancel")).toMatchObject({ ok: true, changed: true });
      const second = await press();
      expect(second.body).toMatchObject({ ok: true, repeated: false });
      expect(second.body.orderId).not.toBe(first.body.orderId);
      expect(await mark(admin, second.body.orderId!, "complete")).toMatchObject({ ok: true, changed: true });
      const third = await press();
      expect(third.body).toMatchObject({ ok: true, repeated: false });
      expect([first.body.orderId, second.body.orderId]).not.toContain(third.body.orderId);
      expect((await press()).body).toMatchObject({ ok: true, orderId: third.body.orderId, repeated: true });
      expect((await ordersOf(buyer.id)).map((o) => o.status)).toEqual(["cancelled", "completed", "pending"]);
    });

    it("a therapist cannot buy their own product: 403 'Este produto é seu', nothing stored, no points", async () => {
      const product = await approvedProduct(app, therapist);
      const response = await buy(therapist, { item: "product", productId: product.id });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ ok: false, toast: toasts.ownProduct });
      expect(await ordersOf(therapist.id)).toEqual([]);
      // Another therapist's product is theirs to buy.
      const colleague = await signedInPerson(app, { role: "therapist" });
      expect((await buy(colleague, { item: "product", productId: product.id })).status).toBe(200);
    });

    it("an order earns at most one point per real, whatever the product row says (R$ 0,01 with 100.000 points earns none)", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const cheap = await approvedProduct(app, therapist, { priceCents: 1, points: 100_000 });
      const generous = await approvedProduct(app, therapist, { priceCents: 9700, points: 5_000 });
      for (const product of [cheap, generous]) expect((await buy(buyer, { item: "product", productId: product.id })).status).toBe(200);
      const stored = await ordersOf(buyer.id);
      expect(stored.map((o) => [o.priceCents, o.points]).sort()).toEqual([
        [1, 0],
        [9700, 97],
      ]);
      for (const order of await app.db.select({ id: orders.id }).from(orders).where(eq(orders.buyerId, buyer.id))) await mark(admin, order.id, "complete");
      expect(await pointsOf(app, buyer.id)).toMatchObject({ points: 97, ledger: 97 });
    });

    it("refuses what is not on sale and stores nothing", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const pending = await approvedProduct(app, therapist, { status: "pending" });
      const notShop = await approvedProduct(app, therapist, { category: "Atendimento" });
      const noLink = await approvedProduct(app, therapist, { paymentLink: "javascript:alert(1)" });
      const plainHttp = await approvedProduct(app, therapist, { paymentLink: "http://pagamento.exemplo.org.br/lavanda" });
      // A course that is not in the public catalogue (unknown, or a draft) is not on sale either.
      for (const item of [
        ...[pending, notShop, noLink, plainHttp].map((product) => ({ item: "product", productId: product.id })),
        { item: "course", courseId: "inventado" },
      ]) {
        const response = await buy(buyer, item);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ ok: false, toast: toasts.productLinkMissing });
      }
      for (const body of [
        {},
        { item: "course", courseId: "Inventado!" },
        { item: "product", productId: "x" },
        { item: "course", courseId: courses[0].id, priceCents: 1 },
      ]) {
        expect((await buy(buyer, body)).status).toBe(400);
      }
      expect(await ordersOf(buyer.id)).toEqual([]);
    });

    it("an anonymous visitor records nothing (the buttons just open the link for them)", async () => {
      const product = await approvedProduct(app, therapist);
      const before = await app.count(orders);
      const response = await app.client().postJson(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/\?entrar=1/);
      expect(await app.count(orders)).toBe(before);
    });
  });

  describe("'Concluído' and 'Cancelado'", () => {
    async function pendingOrder(buyer: SignedInPerson) {
      const product = await approvedProduct(app, therapist, { points: 35, priceCents: 19700 });
      const response = await buy(buyer, { item: "product", productId: product.id });
      return response.body.orderId as string;
    }

    it("'Concluído' credits the order's points to the buyer once, in the ledger and in profiles.points, and is audited", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const orderId = await pendingOrder(buyer);
      expect(await mark(admin, orderId, "complete")).toEqual({ ok: true, status: "completed", changed: true });
      expect(await mark(admin, orderId, "complete")).toEqual({ ok: true, status: "completed", changed: false });
      expect(await mark(otherAdmin, orderId, "complete")).toEqual({ ok: true, status: "completed", changed: false });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 35, ledger: 35, entries: 1 });
      const audit = await app.db
        .select({ action: auditLog.action, actorName: auditLog.actorName, targetId: auditLog.targetId })
        .from(auditLog)
        .where(eq(auditLog.targetId, orderId));
      expect(audit).toEqual([{ action: "order.complete", actorName: "Ana Admin", targetId: orderId }]);
      // The header badge and the client area's balance read the new sum (the order row says "35 pontos" too, so look at them).
      const html = await buyer.client.page(ROUTES.clientArea);
      expect(testIdText(html, "points-badge")).toBe("35 pontos");
      expect(testIdText(html, "client-points")).toBe("35 pontos");
    });

    it("two admins pressing 'Concluído' at the same moment credit exactly once", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const orderIds = [await pendingOrder(buyer), await pendingOrder(await signedInPerson(app, { role: "cliente" }))];
      const [orderId] = orderIds;
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => mark(i % 2 ? admin : otherAdmin, orderId, "complete")));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(results.filter((r) => r.ok && r.changed)).toHaveLength(1);
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 35, ledger: 35, entries: 1 });
      expect(await app.db.$count(auditLog, eq(auditLog.targetId, orderId))).toBe(1);
    });

    it("completing several orders of one buyer at the same moment keeps profiles.points equal to the ledger's sum", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const credits = [20, 35, 50, 15, 40, 10, 25, 30];
      const pending = await Promise.all(credits.map((points, i) => pendingOrderOf(app, buyer, { title: `Pedido Simultâneo ${i}`, points })));
      const admins = [await viewerOf(app, admin), await viewerOf(app, otherAdmin)];
      const results = await Promise.all(
        pending.map((order, i) => changeOrderStatus(requestContext(app.services), admins[i % 2], { orderId: order.id, action: "complete" })),
      );
      expect(results).toEqual(Array(credits.length).fill({ ok: true, status: "completed", changed: true }));
      const total = credits.reduce((a, b) => a + b, 0);
      expect(await pointsOf(app, buyer.id)).toEqual({ points: total, ledger: total, entries: credits.length });
    });

    it("the ledger's unique key refuses a second credit for the same order even when written directly", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const orderId = await pendingOrder(buyer);
      await mark(admin, orderId, "complete");
      await expect(app.db.insert(pointsLedger).values({ personId: buyer.id, delta: 35, reason: "order", orderId })).rejects.toThrow();
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 35, ledger: 35, entries: 1 });
    });

    it("'Cancelado' credits nothing, and a closed order never changes again", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const orderId = await pendingOrder(buyer);
      expect(await mark(admin, orderId, "cancel")).toEqual({ ok: true, status: "cancelled", changed: true });
      expect(await mark(admin, orderId, "complete")).toMatchObject({ ok: false, status: 409, toast: toasts.orderStatusRefused("Cancelado") });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 0, ledger: 0, entries: 0 });
      expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: "cancelled", closed: true });

      const done = await pendingOrder(buyer);
      await mark(admin, done, "complete");
      expect(await mark(admin, done, "cancel")).toMatchObject({ ok: false, status: 409 });
      expect(await pointsOf(app, buyer.id)).toEqual({ points: 35, ledger: 35, entries: 1 });
    });

    it("/admin/orders lists orders newest first with buyer and status, searches by buyer or title, filters pending ones, and marks through its endpoint", async () => {
      const buyer = await signedInPerson(app, { role: "cliente", name: "Joana Estêvão" });
      const first = await pendingOrder(buyer);
      const product = await approvedProduct(app, therapist, { title: "Tambor Xamânico" });
      const second = (await buy(buyer, { item: "product", productId: product.id })).body.orderId as string;
      const page = (await admin.client.page(`${ADMIN_ROUTES.orders}?q=joana+estevao`)).replaceAll("<!-- -->", "");
      expect(page).toContain(ADMIN_LISTS.orders.title);
      expect(page.indexOf("Tambor Xamânico")).toBeLessThan(page.indexOf("Óleo Essencial de Lavanda"));
      expect(page).toContain(buyer.email);
      expect(page).toMatch(/data-tone="yellow"[^>]*>Pendente/);
      expect(await admin.client.page(`${ADMIN_ROUTES.orders}?q=tambor`)).not.toContain("Óleo Essencial de Lavanda");

      const marked = await admin.client.action(ADMIN_ACTIONS.orderStatus, { orderId: first, action: "complete" });
      expect(marked).toEqual({ status: 200, body: { ok: true, status: "completed", changed: true } });
      const pendingOnly = await admin.client.page(`${ADMIN_ROUTES.orders}?q=estevao&${PENDING_ORDERS_PARAM}=1`);
      expect(pendingOnly).toContain("Tambor Xamânico");
      expect(pendingOnly).not.toContain("Óleo Essencial de Lavanda");
      const csv = await (await admin.client.get(`/admin/exportar/orders?q=estevao&${PENDING_ORDERS_PARAM}=1`)).text();
      expect(csv).toContain("Tambor Xamânico;Joana Estêvão");
      expect(csv).not.toContain("Lavanda");

      // The buyer, a therapist and an anonymous visitor cannot mark anything.
      for (const client of [buyer.client, therapist.client, app.client()]) {
        const response = await client.postJson(ADMIN_ACTIONS.orderStatus, { orderId: second, action: "complete" });
        expect(response.status).not.toBe(200);
      }
      expect((await ordersOf(buyer.id)).map((o) => o.status)).toEqual(["completed", "pending"]);
    });

    it("/admin/orders says what its search looks in, and pages 25 orders at a time keeping the search and the filter", async () => {
      const buyer = await signedInPerson(app, { role: "cliente", name: "Paula Paginada" });
      const total = ADMIN_PAGE_SIZE + 3;
      const start = Date.now() - 60 * 60 * 1000;
      for (let i = 0; i < total; i++) {
        await pendingOrderOf(app, buyer, {
          title: `Paginado ${String(i).padStart(2, "0")}`,
          sellerName: "Rosa Vendedora",
          createdAt: new Date(start + i * 1000),
        });
      }
      const address = `${ADMIN_ROUTES.orders}?q=paginado&${PENDING_ORDERS_PARAM}=1`;
      const first = parseHtml(await admin.client.page(address));
      expect(first.querySelector('input[type="search"]')?.getAttribute("placeholder")).toBe(ADMIN_LISTS.orders.searchHint);
      const text = first.body.textContent ?? "";
      expect(text).toContain(adminTexts.total(total));
      expect(text).toContain(adminTexts.page(1, 2));
      const titlesOf = (doc: Document) => [...doc.querySelectorAll("tbody tr")].map((tr) => tr.querySelector("td")?.textContent);
      expect(titlesOf(first)).toEqual(Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => `Paginado ${String(total - 1 - i).padStart(2, "0")}`));
      const next = first.querySelector<HTMLAnchorElement>(`a[href*="pagina=2"]`);
      expect(next?.textContent).toContain(adminTexts.next);
      const nextParams = new URL(next!.getAttribute("href")!, TEST_ORIGIN).searchParams;
      expect([nextParams.get("q"), nextParams.get(PENDING_ORDERS_PARAM)]).toEqual(["paginado", "1"]);
      const second = parseHtml(await admin.client.page(`${ADMIN_ROUTES.orders}?${nextParams}`));
      expect(second.body.textContent).toContain(adminTexts.page(2, 2));
      expect(titlesOf(second)).toEqual(["Paginado 02", "Paginado 01", "Paginado 00"]);
      // The hint is honest: the seller's name finds them too.
      const bySeller = parseHtml(await admin.client.page(`${ADMIN_ROUTES.orders}?q=${encodeURIComponent("rosa vendedora")}`));
      expect(bySeller.body.textContent).toContain(adminTexts.total(total));
    });

    it("only admins mark orders; a missing order or a bad action is a clear refusal", async () => {
      const buyer = await signedInPerson(app, { role: "cliente" });
      const orderId = await pendingOrder(buyer);
      for (const who of [buyer, therapist]) expect(await mark(who, orderId, "complete")).toMatchObject({ ok: false, status: 403 });
      expect(await changeOrderStatus(requestContext(app.services), null, { orderId, action: "complete" })).toMatchObject({ ok: false, status: 403 });
      expect(await mark(admin, "7d3f0d1e-0c1b-4c55-9a8e-0b1f2c3d4e5f", "complete")).toMatchObject({ ok: false, status: 404 });
      expect(await admin.client.action(ADMIN_ACTIONS.orderStatus, { orderId, action: "refund" })).toMatchObject({
        status: 400,
        body: { ok: false, status: 400 },
      });
      expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: "pending" });
    });
  });
});
