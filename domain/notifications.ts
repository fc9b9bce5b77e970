/**
 * The header's bell (issue 22 §8, docs/decisions/060): a person's own notifications, written in the
 * same transaction as the change that causes them. Here: the kinds, the words a person reads (with
 * the page where they see what changed), and the bell's texts. The header loads this on every page: it
 * imports nothing but paths (no zod; not domain/orders.ts, which would bring the order rules into the shell).
 */
import { ROUTES } from "./paths.ts";

export const NOTIFICATION_KINDS = [
  "order-completed",
  "order-cancelled",
  "order-expired",
  "order-refunded",
  "product-approved",
  "product-rejected",
  "integral-map-granted",
  "integral-map-updated",
  "integral-map-revoked",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What one notification says and where it leads (a path of the site). */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The order's new status, as its buyer reads it; the client area lists the order ('Meus Pedidos'). */
export function orderNotification(status: "completed" | "cancelled" | "expired" | "refunded", title: string): NotificationText {
  const { title: heading, body } = {
    completed: { title: "Pedido concluído", body: `Seu pedido "${title}" foi confirmado. Obrigado pela confiança!` },
    cancelled: { title: "Pedido cancelado", body: `Seu pedido "${title}" foi cancelado. Se tiver dúvidas, fale com a nossa equipe.` },
    expired: { title: "Pedido expirado", body: `O código Pix do pedido "${title}" expirou sem pagamento. Você pode comprar de novo quando quiser.` },
    refunded: { title: "Pedido estornado", body: `O pagamento do pedido "${title}" foi estornado.` },
  }[status];
  return { kind: `order-${status}`, title: heading, body, link: ROUTES.clientArea };
}

/** The review of a therapist's product; their area lists it with its status. */
export function productNotification(decision: "approved" | "rejected", title: string): NotificationText {
  return decision === "approved"
    ? { kind: "product-approved", title: "Produto aprovado", body: `Seu produto "${title}" foi aprovado pela nossa equipe.`, link: ROUTES.therapist }
    : {
        kind: "product-rejected",
        title: "Produto não aprovado",
        body: `Seu produto "${title}" não foi aprovado pela nossa equipe. Revise as informações e envie de novo.`,
        link: ROUTES.therapist,
      };
}

/** The integral map: granted, recalculated after a correction, or revoked; the client area shows it. */
export function integralMapNotification(change: "granted" | "updated" | "revoked"): NotificationText {
  const texts = {
    granted: { title: "Seu Mapa Integral foi liberado", body: "Seu Mapa Integral da Alma já está disponível na sua área. Boa jornada!" },
    updated: { title: "Seu Mapa Integral foi atualizado", body: "Corrigimos os dados de nascimento do seu Mapa Integral e ele foi recalculado." },
    revoked: { title: "Mapa Integral indisponível", body: "O acesso ao seu Mapa Integral foi retirado. Se tiver dúvidas, fale com a nossa equipe." },
  }[change];
  return { kind: `integral-map-${change}`, ...texts, link: ROUTES.clientArea };
}

/** One notification as the bell lists it. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** ISO timestamp. */
  createdAt: string;
  read: boolean;
}

/** How many the bell's list shows (newest first); older ones stay in the database. */
export const NOTIFICATION_LIST_LIMIT = 30;

export const notificationTexts = {
  button: "Notificações",
  /** The bell's accessible name: "Notificações, 2 não lidas". */
  buttonLabel: (unread: number) => (unread === 0 ? "Notificações, nenhuma não lida" : `Notificações, ${unread} ${unread === 1 ? "não lida" : "não lidas"}`),
  heading: "Notificações",
  empty: "Nenhuma notificação por enquanto.",
  loading: "Carregando notificações…",
  loadFailed: "Não foi possível carregar as notificações. Tente de novo.",
  markRead: "Marcar como lida",
  markAllRead: "Marcar todas como lidas",
  unread: "Não lida",
  close: "Fechar notificações",
  invalid: "Notificação inválida. Recarregue a página.",
  failedTitle: "Não foi possível marcar como lida",
} as const;
