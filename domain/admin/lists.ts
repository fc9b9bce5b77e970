/**
 * The admin panel's lists (spec §2 "Admin screens", docs/decisions/033): where each lives, its tile,
 * title, empty state, the toast of a failed read, the CSV file, and the filters it offers. A filter is
 * declared once here: the list page draws its toggle from it, the loader and the CSV export read it
 * from the address with the same parser (./query.ts), and the audit log names it in the export's line.
 */
import { orderMessages } from "../orders.ts";
import { ADMIN_ROUTES } from "../paths.ts";
import { adminTexts } from "./texts.ts";

/** An on/off filter of a list, kept in the address (`?<param>=1`) so a filtered list can be shared. */
export interface ListFilter<Id extends string = string> {
  /** The key the server's query reads (server/services/admin-lists.ts). */
  id: Id;
  /** The address parameter. */
  param: string;
  /** The toggle's text while the filter is off, and while it is on. */
  turnOn: string;
  turnOff: string;
  /** How 'Atividade recente' names an export taken with it on. */
  exportLabel: string;
}

/** The clients list narrowed to people who asked to be therapists at sign-up. */
const applicants: ListFilter<"applicants"> = {
  id: "applicants",
  param: "candidatos",
  turnOn: "Só quem quer ser terapeuta",
  turnOff: "Mostrar todas as pessoas",
  exportLabel: "só quem quer ser terapeuta",
};

/** The orders list narrowed to those still waiting for their payment ('Pendente'). */
const pendingOrders: ListFilter<"pendingOrders"> = {
  id: "pendingOrders",
  param: "pendentes",
  turnOn: orderMessages.pendingOnly,
  turnOff: orderMessages.showAll,
  exportLabel: "só pendentes",
};

export interface AdminList {
  path: string;
  /** The tile on /admin and the list's heading. */
  title: string;
  description: string;
  empty: string;
  /** §8: 'Erro ao buscar …'. */
  fetchError: string;
  /** The CSV file's name, without extension. */
  file: string;
  /** What 'Buscar' looks in, as its placeholder says. */
  searchHint?: string;
  filters?: readonly ListFilter[];
}

export const ADMIN_LISTS = {
  freeMapSubmissions: {
    path: ADMIN_ROUTES.freeMapSubmissions,
    title: "Pedidos do Mapa da Alma",
    description: "Solicitações do mapa gratuito",
    empty: "Nenhuma solicitação ainda",
    fetchError: "Erro ao buscar solicitações",
    file: "pedidos-mapa-da-alma",
  },
  leads: {
    path: ADMIN_ROUTES.leads,
    title: "Leads",
    description: "Contatos e mini leituras",
    empty: "Nenhum lead ainda",
    fetchError: "Erro ao buscar leads",
    file: "leads",
  },
  healingSubmissions: {
    path: ADMIN_ROUTES.healingSubmissions,
    title: "Inscrições de Cura",
    description: "Envio de energia de cura",
    empty: "Nenhuma inscrição ainda",
    fetchError: "Erro ao buscar inscrições",
    file: "inscricoes-cura",
  },
  clients: {
    path: ADMIN_ROUTES.clients,
    title: "Clientes",
    description: "Pessoas cadastradas",
    empty: "Nenhum cliente ainda",
    fetchError: "Erro ao buscar clientes",
    file: "clientes",
    filters: [applicants],
  },
  products: {
    path: ADMIN_ROUTES.products,
    title: "Produtos",
    description: "Aprovar ou rejeitar produtos",
    empty: "Nenhum produto ainda",
    fetchError: "Erro ao buscar produtos",
    file: "produtos",
    searchHint: "Título ou autor",
  },
  orders: {
    path: ADMIN_ROUTES.orders,
    title: "Pedidos",
    description: "Confirmar pagamentos e creditar pontos",
    empty: "Nenhum pedido ainda",
    fetchError: "Erro ao buscar pedidos",
    file: "pedidos",
    searchHint: "Pedido, vendedor, comprador ou e-mail",
    filters: [pendingOrders],
  },
  clubSubscriptions: {
    path: ADMIN_ROUTES.clubSubscriptions,
    title: "Inscrições do Clube",
    description: "Clube de Terapeutas",
    empty: "Nenhuma inscrição encontrada até o momento.",
    fetchError: adminTexts.loadFailed,
    file: "inscricoes-clube",
  },
  manageAdmins: {
    path: ADMIN_ROUTES.manageAdmins,
    title: "Administradores",
    description: "Gerenciar contas de administração",
    empty: "Nenhum administrador ainda",
    fetchError: "Erro ao buscar administradores",
    file: "administradores",
  },
} as const satisfies Record<string, AdminList>;

export type AdminListKey = keyof typeof ADMIN_LISTS;
export const ADMIN_LIST_KEYS = Object.keys(ADMIN_LISTS) as AdminListKey[];

export function isAdminListKey(value: string): value is AdminListKey {
  return (ADMIN_LIST_KEYS as string[]).includes(value);
}

/** Every filter any list declares. */
export const LIST_FILTERS = [applicants, pendingOrders] as const;
export type ListFilterId = (typeof LIST_FILTERS)[number]["id"];
/** Which filters are on; a list reads only its own. */
export type ListFilters = Partial<Record<ListFilterId, boolean>>;

/** The filters a list offers. */
export function filtersOf(list: AdminListKey): readonly ListFilter<ListFilterId>[] {
  const declared: AdminList = ADMIN_LISTS[list];
  return (declared.filters ?? []) as readonly ListFilter<ListFilterId>[];
}

/** The clients list's filter parameter ('?candidatos=1'). */
export const APPLICANTS_PARAM = applicants.param;
/** The orders list's filter parameter ('?pendentes=1'). */
export const PENDING_ORDERS_PARAM = pendingOrders.param;
