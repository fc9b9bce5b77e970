import { eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deleteAccountMessages } from "#domain/account/profile.ts";
import { toasts } from "#domain/messages.ts";
import { ANONYMISED_PERSON } from "#domain/orders.ts";
import { ACCOUNT_ACTIONS, ADMIN_ROUTES, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import {
  accounts,
  healingSubmissions,
  integralSoulMaps,
  leads,
  mailOutbox,
  orders,
  pointsLedger,
  profiles,
  sessions,
  soulMapSubmissions,
  therapistClubSubscriptions,
  users,
} from "#server/db/schema.ts";
import { changeOrderStatus } from "#server/services/orders.ts";
import { integralMapRow } from "#tests/fixtures/integral-map.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, requestContext, type TestApp } from "../support/app.ts";
import { type SignedInPerson, signedInPerson } from "../support/people.ts";
import { approvedProduct, pointsOf, viewerOf } from "./support.ts";

// 'Excluir minha conta' (LGPD): password and confirmation, then the account and every feature's
// personal data go, orders stay anonymised, and every device is signed out.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("account deletion (%s)", (db) => {
  let app: TestApp;
  let admin: SignedInPerson;

  beforeAll(async () => {
    app = await createTestServices({ db });
    admin = await signedInPerson(app, { role: "admin", name: "Ana Admin" });
  });
  afterAll(() => app?.close());

  const remove = (person: SignedInPerson, body: unknown) => person.client.action(MEMBER_ENDPOINTS.personalData, body);
  const countWhere = (table: PgTable, where: SQL | undefined) => app.db.$count(table, where);

  async function buyAndComplete(buyer: SignedInPerson, seller: SignedInPerson, title: string) {
    const product = await approvedProduct(app, seller, { title });
    const { body } = await buyer.client.action<{ orderId: string }>(MEMBER_ENDPOINTS.orders, { item: "product", productId: product.id });
    await changeOrderStatus(requestContext(app.services), await viewerOf(app, admin), { orderId: body.orderId, action: "complete" });
    return body.orderId;
  }

  it("asks for the right password and the confirmation, and deletes nothing otherwise", async () => {
    const person = await signedInPerson(app, { role: "cliente" });
    const wrong = await remove(person, { password: "senha-errada", confirm: true });
    expect(wrong).toMatchObject({ status: 400, body: { fieldErrors: { password: deleteAccountMessages.passwordWrong } } });
    const unconfirmed = await remove(person, { password: person.password });
    expect(unconfirmed).toMatchObject({ status: 400, body: { fieldErrors: { confirm: deleteAccountMessages.confirmRequired } } });
    const blank = await remove(person, { password: "", confirm: true });
    expect(blank.status).toBe(400);
    expect(await countWhere(users, eq(users.id, person.id))).toBe(1);
    expect((await person.client.get(ROUTES.clientArea)).status).toBe(200);
  });

  it("erases the account and the person's data, keeps their orders anonymised, and signs out every device", async () => {
    const therapist = await signedInPerson(app, { role: "therapist", name: "Tereza Cura" });
    const person = await signedInPerson(app, { role: "cliente", name: "Beatriz Apagada", profile: { cpf: "52998224725", whatsapp: "11987654321" } });
    const otherDevice = app.client();
    await otherDevice.action(ACCOUNT_ACTIONS.signIn, { email: person.email, password: person.password });
    const orderId = await buyAndComplete(person, therapist, "Pedido Contábil");
    const { db: database } = app.services.database;
    const contact = { name: "Beatriz Apagada", email: person.email };
    await database.insert(healingSubmissions).values(contact);
    await database.insert(leads).values(contact);
    await database.insert(soulMapSubmissions).values({ ...contact, userId: person.id, birthDate: "1990-01-01", birthTime: "10:00", birthCity: "Curitiba" });
    await database.insert(therapistClubSubscriptions).values({ ...contact, whatsapp: "11", cpf: "1", address: "Rua", birthDate: "1990-01-01" });
    await database.insert(mailOutbox).values({ kind: "teste", to: person.email, subject: "Olá", text: "x", html: "x" });
    await database.insert(integralSoulMaps).values(integralMapRow(person.id));
    const someoneElse = await signedInPerson(app, { role: "cliente" });
    await database.insert(healingSubmissions).values({ name: "Outra Pessoa", email: someoneElse.email });

    const response = await person.client.postJson(MEMBER_ENDPOINTS.personalData, { password: person.password, confirm: true });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /session_token=.*Max-Age=0/i.test(c))).toBe(true);

    const erased: [string, PgTable, SQL][] = [
      ["users", users, eq(users.id, person.id)],
      ["profiles", profiles, eq(profiles.id, person.id)],
      ["sessions", sessions, eq(sessions.userId, person.id)],
      ["accounts", accounts, eq(accounts.userId, person.id)],
      ["points_ledger", pointsLedger, eq(pointsLedger.personId, person.id)],
      ["integral_soul_maps", integralSoulMaps, eq(integralSoulMaps.userId, person.id)],
      ["healing_submissions", healingSubmissions, eq(healingSubmissions.email, person.email)],
      ["leads", leads, eq(leads.email, person.email)],
      ["soul_map_submissions", soulMapSubmissions, eq(soulMapSubmissions.email, person.email)],
      ["therapist_club_subscriptions", therapistClubSubscriptions, eq(therapistClubSubscriptions.email, person.email)],
      ["mail_outbox", mailOutbox, eq(mailOutbox.to, person.email)],
    ];
    for (const [name, table, where] of erased) expect(await countWhere(table, where), name).toBe(0);
    expect(await countWhere(healingSubmissions, eq(healingSubmissions.email, someoneElse.email))).toBe(1);
    const [order] = await app.db
      .select({
        buyerId: orders.buyerId,
        title: orders.title,
        priceCents: orders.priceCents,
        points: orders.points,
        status: orders.status,
        sellerName: orders.sellerName,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ buyerId: null, title: "Pedido Contábil", priceCents: 9700, points: 20, status: "completed", sellerName: "Tereza Cura" });
    expect(await admin.client.page(`${ADMIN_ROUTES.orders}?q=contabil`)).toContain(ANONYMISED_PERSON);
    // The seller's wallet still counts the sale.
    expect(await therapist.client.page(ROUTES.therapist)).toMatch(/Vendas<\/dt><dd[^>]*>1</);
    // Both devices are signed out.
    for (const client of [person.client, otherDevice]) expect((await client.get(ROUTES.clientArea)).status).toBe(302);
    const again = await app.client().action(ACCOUNT_ACTIONS.signIn, { email: person.email, password: person.password });
    expect(again.status).toBe(401);
  });

  it("a therapist's products leave the shop and their sales are anonymised on the buyers' orders", async () => {
    const therapist = await signedInPerson(app, { role: "therapist", name: "Carla Vendedora" });
    const buyer = await signedInPerson(app, { role: "cliente" });
    const orderId = await buyAndComplete(buyer, therapist, "Cristal Vendido");
    await approvedProduct(app, therapist, { title: "Cristal à Venda" });
    expect(await app.client().page(ROUTES.products)).toContain("Cristal à Venda");
    expect((await remove(therapist, { password: therapist.password, confirm: true })).status).toBe(200);
    expect(await app.client().page(ROUTES.products)).not.toContain("Cristal à Venda");
    const [order] = await app.db
      .select({ sellerId: orders.sellerId, sellerName: orders.sellerName, productId: orders.productId, title: orders.title })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ sellerId: null, sellerName: ANONYMISED_PERSON, productId: null, title: "Cristal Vendido" });
    // The buyer keeps the order and the points it earned.
    expect(await buyer.client.page(ROUTES.clientArea)).toContain("Cristal Vendido");
    expect(await pointsOf(app, buyer.id)).toEqual({ points: 20, ledger: 20, entries: 1 });
  });

  it("an account without a password (Google) is deleted with the confirmation alone", async () => {
    const person = await signedInPerson(app, { role: "cliente" });
    await app.services.database.db.update(accounts).set({ providerId: "google", password: null }).where(eq(accounts.userId, person.id));
    const html = await person.client.page(ROUTES.clientArea);
    expect(html).toContain("Excluir minha conta");
    expect((await remove(person, { confirm: true })).status).toBe(200);
    expect(await countWhere(users, eq(users.id, person.id))).toBe(0);
  });

  it("an admin cannot delete their own account here", async () => {
    const response = await remove(admin, { password: admin.password, confirm: true });
    expect(response).toMatchObject({ status: 403, body: { toast: toasts.selfRemovalRefused } });
    expect(await countWhere(users, eq(users.id, admin.id))).toBe(1);
    expect(await admin.client.page(ROUTES.clientArea)).not.toContain("Excluir minha conta");
  });
});
