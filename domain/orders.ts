/**
 * Orders (spec §3 "Order", §4 "Order status"; docs/decisions/004 and 043): what a person bought,
 * as a snapshot taken when they pressed the button, and the one state machine every order
 * follows: 'Pendente' → 'Concluído' (the payment arrived) or 'Cancelado'; with Pix (docs/decisions/059)
 * also 'Pendente' → 'Expirado' (the code ran out unpaid) and 'Concluído' → 'Estornado' (refunded or
 * charged back). Money is integer centavos.
 */
import type { Course } from "./content/courses.ts";
import { SITE_DEFAULTS as site } from "./site.ts";

export const ORDER_STATUSES = ["pending", "completed", "cancelled", "expired", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pendente",
  completed: "Concluído",
  cancelled: "Cancelado",
  expired: "Expirado",
  refunded: "Estornado",
};

/** Spec §4: 'Concluído' is shown green; any other status yellow. */
export function orderStatusTone(status: OrderStatus): "green" | "yellow" {
  return status === "completed" ? "green" : "yellow";
}

/** What staff can do to an order on /admin/orders. */
export const ORDER_ACTIONS = ["complete", "cancel"] as const;
/** What the payment provider's word does to an order (docs/decisions/059): staff never press these. */
export type OrderAction = (typeof ORDER_ACTIONS)[number] | "expire" | "refund";

const TARGET: Record<OrderAction, OrderStatus> = { complete: "completed", cancel: "cancelled", expire: "expired", refund: "refunded" };
/** The one status each action moves an order from: only a completed order can be refunded. */
export const TRANSITION_FROM: Record<OrderAction, OrderStatus> = { complete: "pending", cancel: "pending", expire: "pending", refund: "completed" };

/**
 * The state machine. A pending order moves (a completed one only to 'Estornado'); asking for the
 * state it is already in is a harmless repeat (a second click, a second admin, a second
 * notification), and anything else is refused.
 */
type Transition = { kind: "apply"; to: OrderStatus } | { kind: "already"; status: OrderStatus } | { kind: "refused"; status: OrderStatus };

export function transition(current: OrderStatus, action: OrderAction): Transition {
  const to = TARGET[action];
  if (current === TRANSITION_FROM[action]) return { kind: "apply", to };
  if (current === to) return { kind: "already", status: current };
  return { kind: "refused", status: current };
}

/** The buyer or seller of an order whose account was deleted (the order stays, anonymised). */
export const ANONYMISED_PERSON = "Conta excluída";

/** Pressing 'Comprar Agora' again within this window returns the order already recorded. */
export const ORDER_REPEAT_WINDOW_SECONDS = 60;

/**
 * What can be ordered from the site: an approved shop product, a course's registration, or (by Pix,
 * docs/decisions/059) one of the Soul Compass offers.
 */
export const ORDER_ITEM_KINDS = ["product", "course", "compass"] as const;
type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** The snapshot an order keeps of what was bought, so later edits to the item change nothing. */
export interface OrderSnapshot {
  itemKind: OrderItemKind;
  /** The product's id, the course's registration item id ('inscricao-…') or the Soul Compass offer's id. */
  itemId: string;
  title: string;
  priceCents: number;
  points: number;
  /** The therapist who sells it (null for the institute's own courses). */
  sellerId: string | null;
  sellerName: string;
}

/**
 * A course's sign-up button sells its registration (spec §3 registration_item): the order
 * records that item's title, price and points; the institute is the seller.
 */
export function courseOrderSnapshot(course: Course): OrderSnapshot {
  const item = course.registration_item;
  return {
    itemKind: "course",
    itemId: item.id,
    title: item.title,
    priceCents: item.price,
    points: item.points,
    sellerId: null,
    sellerName: site.instituteName,
  };
}

export const orderMessages = {
  itemInvalid: "Item inválido. Recarregue a página e tente novamente.",
  orderInvalid: "Pedido inválido.",
  complete: "Marcar Concluído",
  cancel: "Marcar Cancelado",
  pendingOnly: "Só pendentes",
  showAll: "Mostrar todos os pedidos",
  cancelConfirmTitle: "Cancelar este pedido?",
  cancelConfirmBody: (title: string) => `O pedido "${title}" será marcado como Cancelado e não poderá mais ser concluído. Esta ação não pode ser desfeita.`,
  keep: "Voltar",
  confirmCancel: "Sim, cancelar",
  reconcile: "Conferir pagamentos",
} as const;

/** One order as its buyer sees it in the client area. */
export interface OrderView {
  id: string;
  itemKind: OrderItemKind;
  title: string;
  priceCents: number;
  points: number;
  status: OrderStatus;
  /** ISO timestamp of the purchase. */
  createdAt: string;
}

/** Newest first: the client area's order history (spec §2). Ties keep a stable order by id. */
export function newestFirst<T extends { createdAt: string; id: string }>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
}

/**
 * The courses card: courses bought are registrations whose order is 'Concluído' (the payment
 * arrived); registrations still 'Pendente' are listed apart, as awaiting payment; cancelled ones
 * are in neither (the order history still shows them).
 */
export function courseRegistrations<T extends Pick<OrderView, "itemKind" | "status">>(orders: readonly T[]): { bought: T[]; awaitingPayment: T[] } {
  const courses = orders.filter((o) => o.itemKind === "course");
  return { bought: courses.filter((o) => o.status === "completed"), awaitingPayment: courses.filter((o) => o.status === "pending") };
}
