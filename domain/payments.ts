/**
 * Pix payments (docs/decisions/059): what a payment the provider reports means for its order. The
 * provider's word is read back from its API, never taken from a notification's body, and an order is
 * completed only by a payment that matches it in amount, currency and reference.
 */
import { formatPrice } from "./format.ts";
import type { OrderStatus } from "./orders.ts";

export const PAYMENT_PROVIDERS = ["mercadopago"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Who the audit log says completed, expired or reversed an order the provider reported on. */
export const PAYMENT_ACTOR = "Mercado Pago";

/** Pix is charged in reais. */
export const PIX_CURRENCY = "BRL";

/** A payment as read back from the provider (the fields the site decides on). */
export interface ProviderPayment {
  id: string;
  /** pending, in_process, approved, rejected, cancelled, refunded, charged_back… */
  status: string;
  amountCents: number;
  currency: string;
  externalReference: string | null;
}

/** What to do with an order after reading its payment back. */
export type PaymentVerdict =
  | { kind: "complete" }
  | { kind: "wait" }
  | { kind: "expire" }
  | { kind: "reverse" }
  /** Refunded or charged back before the order was completed: it ends as 'Cancelado' (nothing to reverse). */
  | { kind: "cancel" }
  /** The payment arrived but does not match the order: staff must look (the reason, in pt-BR). */
  | { kind: "flag"; reason: string };

/** Reais as the provider writes them (49.9) to integer centavos, without float drift. */
export const centsOf = (amount: number): number => Math.round(amount * 100);

const ENDED_UNPAID = new Set(["cancelled", "rejected", "expired"]);
const REVERSED = new Set(["refunded", "charged_back"]);

export function paymentVerdict(order: { id: string; priceCents: number; status: OrderStatus }, payment: ProviderPayment): PaymentVerdict {
  if (payment.externalReference !== order.id) return { kind: "flag", reason: paymentProblems.reference(payment.externalReference) };
  if (payment.status === "approved") {
    if (payment.currency !== PIX_CURRENCY) return { kind: "flag", reason: paymentProblems.currency(payment.currency) };
    if (payment.amountCents !== order.priceCents) return { kind: "flag", reason: paymentProblems.amount(payment.amountCents, order.priceCents) };
    return { kind: "complete" };
  }
  if (REVERSED.has(payment.status)) return order.status === "pending" ? { kind: "cancel" } : { kind: "reverse" };
  if (ENDED_UNPAID.has(payment.status)) return { kind: "expire" };
  // pending, in_process, authorized, in_mediation: nothing to do yet.
  return { kind: "wait" };
}

/** Why a payment did not complete its order, as staff read it on /admin/orders. */
export const paymentProblems = {
  reference: (reference: string | null) => `Pagamento do Mercado Pago com referência diferente do pedido (${reference ?? "sem referência"}): não concluído.`,
  currency: (currency: string) => `Pagamento do Mercado Pago em outra moeda (${currency}): não concluído.`,
  amount: (paidCents: number, priceCents: number) =>
    `Pagamento do Mercado Pago de ${formatPrice(paidCents)}, mas o pedido é de ${formatPrice(priceCents)}: não concluído.`,
  closed: (statusLabel: string) =>
    `Pagamento do Mercado Pago aprovado, mas o pedido já estava ${statusLabel}: verifique e, se for o caso, estorne pelo Mercado Pago.`,
};

/** The payment page and the messages around it. */
export const paymentTexts = {
  pageTitle: "Pagamento por Pix",
  buying: "Você está comprando",
  amount: "Valor",
  qrAlt: (amount: string) => `QR Code do Pix de ${amount}: aponte a câmera do app do seu banco`,
  copyPaste: "Pix copia e cola",
  copy: "Copiar código",
  copied: "Código copiado!",
  copyFailed: "Não foi possível copiar. Selecione o código e copie manualmente.",
  expiresIn: "O código expira em",
  waiting: "Aguardando o pagamento…",
  confirmed: "Pagamento confirmado!",
  confirmedBody: "Obrigado! Enviamos o recibo para o seu e-mail.",
  toClientArea: "Ir para a Área do Cliente",
  /** After the Soul Compass access was paid: the birth data, then the chat. */
  toCompass: "Abrir a Bússola da Alma",
  expired: "Este código Pix expirou.",
  newCharge: "Gerar novo Pix",
  notCompleted: "O pagamento não pôde ser confirmado automaticamente. Nossa equipe vai verificar e entrar em contato.",
  cancelled: "Este pedido foi encerrado.",
  chargeFailed: "Não foi possível gerar o Pix agora. Tente novamente em instantes.",
} as const;

/** Minutes and seconds left, '29:05'; '00:00' once past. */
export function countdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
