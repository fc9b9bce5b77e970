import { describe, expect, it } from "vitest";

import { centsOf, countdown, paymentProblems, paymentVerdict, type ProviderPayment } from "./payments.ts";

const order = { id: "pedido-1", priceCents: 4900, status: "pending" as const };
const paid: ProviderPayment = { id: "1", status: "approved", amountCents: 4900, currency: "BRL", externalReference: "pedido-1" };

describe("what a payment read back means for its order", () => {
  it("completes only an approved payment of the order's amount, currency and reference", () => {
    expect(paymentVerdict(order, paid)).toEqual({ kind: "complete" });
    expect(paymentVerdict(order, { ...paid, amountCents: 4899 })).toEqual({ kind: "flag", reason: paymentProblems.amount(4899, 4900) });
    // Staff read the amounts as every price on the site is written.
    expect(paymentProblems.amount(4899, 4900)).toBe("Pagamento do Mercado Pago de R$ 48,99, mas o pedido é de R$ 49,00: não concluído.");
    expect(paymentVerdict(order, { ...paid, currency: "USD" })).toEqual({ kind: "flag", reason: paymentProblems.currency("USD") });
    expect(paymentVerdict(order, { ...paid, externalReference: "outro" })).toEqual({ kind: "flag", reason: paymentProblems.reference("outro") });
  });

  it("waits while pending, expires what ended unpaid, reverses a refund or chargeback only after completion", () => {
    expect(paymentVerdict(order, { ...paid, status: "pending" })).toEqual({ kind: "wait" });
    expect(paymentVerdict(order, { ...paid, status: "cancelled" })).toEqual({ kind: "expire" });
    expect(paymentVerdict(order, { ...paid, status: "rejected" })).toEqual({ kind: "expire" });
    expect(paymentVerdict({ ...order, status: "completed" }, { ...paid, status: "refunded" })).toEqual({ kind: "reverse" });
    expect(paymentVerdict({ ...order, status: "completed" }, { ...paid, status: "charged_back" })).toEqual({ kind: "reverse" });
  });

  it("reads reais as centavos without float drift, and counts down in mm:ss", () => {
    expect([centsOf(49), centsOf(0.1 + 0.2), centsOf(246), centsOf(19.99)]).toEqual([4900, 30, 24600, 1999]);
    expect([countdown(30 * 60_000), countdown(65_500), countdown(-1)]).toEqual(["30:00", "01:05", "00:00"]);
  });
});
