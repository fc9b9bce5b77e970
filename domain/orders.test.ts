import { describe, expect, it } from "vitest";

import { defaultViews } from "./content/defaults.ts";
import { orderActionSchema, placeOrderSchema } from "./order-requests.ts";
import { courseOrderSnapshot, courseRegistrations, newestFirst, ORDER_STATUS_LABELS, type OrderStatus, orderStatusTone, transition } from "./orders.ts";
import { SITE_DEFAULTS as site } from "./site.ts";

const { courses } = defaultViews(new Date("2026-11-24T12:00:00Z"));

describe("order state machine", () => {
  it("moves a pending order to 'Concluído' or 'Cancelado'", () => {
    expect(transition("pending", "complete")).toEqual({ kind: "apply", to: "completed" });
    expect(transition("pending", "cancel")).toEqual({ kind: "apply", to: "cancelled" });
  });

  it("treats asking again for the state it is in as a repeat, never a second change", () => {
    expect(transition("completed", "complete")).toEqual({ kind: "already", status: "completed" });
    expect(transition("cancelled", "cancel")).toEqual({ kind: "already", status: "cancelled" });
  });

  it("never leaves a final state", () => {
    expect(transition("completed", "cancel")).toEqual({ kind: "refused", status: "completed" });
    expect(transition("cancelled", "complete")).toEqual({ kind: "refused", status: "cancelled" });
    expect(transition("expired", "complete")).toEqual({ kind: "refused", status: "expired" });
    expect(transition("refunded", "complete")).toEqual({ kind: "refused", status: "refunded" });
  });

  it("lets the payment provider expire a pending order and refund only a completed one", () => {
    expect(transition("pending", "expire")).toEqual({ kind: "apply", to: "expired" });
    expect(transition("completed", "refund")).toEqual({ kind: "apply", to: "refunded" });
    expect(transition("pending", "refund")).toEqual({ kind: "refused", status: "pending" });
    expect(transition("completed", "expire")).toEqual({ kind: "refused", status: "completed" });
    expect(transition("refunded", "refund")).toEqual({ kind: "already", status: "refunded" });
  });

  it("labels and colours statuses as the spec: 'Concluído' green, anything else yellow", () => {
    expect(ORDER_STATUS_LABELS).toEqual({ pending: "Pendente", completed: "Concluído", cancelled: "Cancelado", expired: "Expirado", refunded: "Estornado" });
    const tones = (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((s) => [s, orderStatusTone(s)]);
    expect(tones).toEqual([
      ["pending", "yellow"],
      ["completed", "green"],
      ["cancelled", "yellow"],
      ["expired", "yellow"],
      ["refunded", "yellow"],
    ]);
  });
});

describe("course orders", () => {
  it("record the registration item: its title, registration price and points, sold by the institute", () => {
    const standard = courseOrderSnapshot(courses[0]);
    expect(standard).toEqual({
      itemKind: "course",
      itemId: `inscricao-${courses[0].id}`,
      title: `Inscrição – ${courses[0].title}`,
      priceCents: 19700,
      points: 20,
      sellerId: null,
      sellerName: site.instituteName,
    });
    const advanced = courses.find((c) => c.registration_item.price === 35000)!;
    expect(courseOrderSnapshot(advanced)).toMatchObject({ priceCents: 35000, points: 35 });
  });
});

describe("placeOrderSchema", () => {
  it("accepts a product by id or a course of the catalogue", () => {
    const productId = "7d3f0d1e-0c1b-4c55-9a8e-0b1f2c3d4e5f";
    expect(placeOrderSchema.parse({ item: "product", productId })).toEqual({ item: "product", productId });
    expect(placeOrderSchema.parse({ item: "course", courseId: courses[1].id })).toEqual({ item: "course", courseId: courses[1].id });
  });

  it.each([
    [{}],
    [{ item: "product", productId: "1" }],
    // Whether a well-formed id is a course on sale is the service's question (catalogue in the database).
    [{ item: "course", courseId: "<script>" }],
    [{ item: "course", courseId: courses[0].id, priceCents: 1 }],
    [{ item: "gift" }],
  ])("refuses %j", (input) => {
    expect(placeOrderSchema.safeParse(input).success).toBe(false);
  });

  it("admin actions name an order and one of the two transitions", () => {
    const orderId = "7d3f0d1e-0c1b-4c55-9a8e-0b1f2c3d4e5f";
    expect(orderActionSchema.safeParse({ orderId, action: "complete" }).success).toBe(true);
    expect(orderActionSchema.safeParse({ orderId, action: "refund" }).success).toBe(false);
    expect(orderActionSchema.safeParse({ orderId: "x", action: "cancel" }).success).toBe(false);
  });
});

describe("order lists", () => {
  const order = (id: string, createdAt: string, itemKind: "product" | "course" = "product", status: OrderStatus = "pending") => ({
    id,
    createdAt,
    itemKind,
    status,
  });

  it("history is newest first", () => {
    const list = [order("a", "2026-01-02T10:00:00.000Z"), order("b", "2026-03-01T10:00:00.000Z"), order("c", "2026-02-01T10:00:00.000Z")];
    expect(newestFirst(list).map((o) => o.id)).toEqual(["b", "c", "a"]);
  });

  it("the courses card: paid registrations are bought, pending ones await payment, cancelled ones are in neither", () => {
    const list = [
      order("p", "2026-01-01T00:00:00.000Z", "product", "completed"),
      order("p2", "2026-01-01T00:00:00.000Z", "product", "pending"),
      order("c1", "2026-01-01T00:00:00.000Z", "course", "pending"),
      order("c2", "2026-01-01T00:00:00.000Z", "course", "completed"),
      order("c3", "2026-01-01T00:00:00.000Z", "course", "cancelled"),
      order("c4", "2026-01-02T00:00:00.000Z", "course", "completed"),
    ];
    const { bought, awaitingPayment } = courseRegistrations(list);
    expect(bought.map((o) => o.id)).toEqual(["c2", "c4"]);
    expect(awaitingPayment.map((o) => o.id)).toEqual(["c1"]);
  });
});
