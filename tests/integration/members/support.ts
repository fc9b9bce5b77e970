import { count, eq, sum } from "drizzle-orm";
import { JSDOM } from "jsdom";

import { orders, pointsLedger, products, profiles } from "#server/db/schema.ts";
import { viewerById } from "#server/services/accounts.ts";
import type { SeededPerson } from "#tests/fixtures/people.ts";

import type { TestApp } from "../support/app.ts";

// Products, orders, viewers and points for the members' integration tests, read and written
// through the Drizzle schema.

/** An approved shop product of `owner`, as an admin's approval leaves it. */
export async function approvedProduct(app: TestApp, owner: SeededPerson, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(products)
    .values({
      title: "Óleo Essencial de Lavanda",
      instructor: "nome antigo",
      instructorId: owner.id,
      priceCents: 9700,
      points: 20,
      image: "/art/course-2.svg",
      category: "Produto",
      status: "approved",
      paymentLink: "https://pagamento.exemplo.org.br/lavanda",
      ...fields,
    })
    .returning();
  return row;
}

/** A pending order of `buyer` written straight to the table (no rate limit, any date), as 'Comprar Agora' leaves it. */
export async function pendingOrderOf(app: TestApp, buyer: SeededPerson, fields: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(orders)
    .values({
      itemKind: "product",
      itemId: "item-de-teste",
      title: "Pedido de Teste",
      priceCents: 9700,
      points: 20,
      sellerName: "Tereza Cura",
      buyerId: buyer.id,
      ...fields,
    })
    .returning();
  return row;
}

export async function viewerOf(app: TestApp, person: SeededPerson) {
  const viewer = await viewerById(app.services, person.id);
  if (!viewer) throw new Error("pessoa sem perfil");
  return viewer;
}

/** The balance stored on the profile next to what the ledger adds up to. */
export async function pointsOf(app: TestApp, personId: string) {
  const [profile] = await app.db.select({ points: profiles.points }).from(profiles).where(eq(profiles.id, personId));
  const [ledger] = await app.db
    .select({ total: sum(pointsLedger.delta), entries: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.personId, personId));
  return { points: profile?.points, ledger: Number(ledger.total ?? 0), entries: ledger.entries };
}

/** A buyer's orders, oldest first, as stored. */
export async function ordersOf(app: TestApp, buyerId: string) {
  const rows = await app.db
    .select({
      itemKind: orders.itemKind,
      itemId: orders.itemId,
      productId: orders.productId,
      title: orders.title,
      priceCents: orders.priceCents,
      points: orders.points,
      sellerId: orders.sellerId,
      sellerName: orders.sellerName,
      status: orders.status,
      closedAt: orders.closedAt,
    })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(orders.createdAt);
  return rows.map(({ closedAt, ...row }) => ({ ...row, closed: closedAt !== null }));
}

export const parseHtml = (html: string): Document => new JSDOM(html).window.document;

/** The text of the first element marked `data-testid`, whitespace collapsed (null when there is none). */
export function testIdText(html: string, testId: string): string | null {
  const element = parseHtml(html).querySelector(`[data-testid="${testId}"]`);
  return element ? (element.textContent ?? "").replace(/\s+/g, " ").trim() : null;
}

/** The items of the list labelled `label` (aria-label); null when the page has no such list. */
export function listElements(html: string, label: string): Element[] | null {
  const list = [...parseHtml(html).querySelectorAll("ul[aria-label]")].find((ul) => ul.getAttribute("aria-label") === label);
  return list ? [...list.querySelectorAll(":scope > li")] : null;
}

/** The item texts of the list labelled `label`, whitespace collapsed; null when the page has no such list. */
export function listItems(html: string, label: string): string[] | null {
  return listElements(html, label)?.map((li) => (li.textContent ?? "").replace(/\s+/g, " ").trim()) ?? null;
}
