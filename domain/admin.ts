/**
 * The admin panel's lists (spec §2 "Admin screens", §7 "Tables", §8 "Admin list fetch"): where each
 * lives, its tile, title, empty state, the toast of a failed read, and its columns. A column's text
 * is what the table shows and, unless it says otherwise, what the CSV export writes.
 */
import { formatBirthDateUtc, formatDateTime, formatDateTimeShort, formatPrice } from "./format.ts";
import { ANONYMISED_PERSON, ORDER_STATUS_LABELS, type OrderStatus } from "./orders.ts";
import { ADMIN_ROUTES } from "./paths.ts";
import { ROLE_LABELS, type Role } from "./roles.ts";
import { PRODUCT_STATUS_LABELS, type ProductCategory, type ProductStatus } from "./shop.ts";

export const ADMIN_PAGE_SIZE = 25;
/** A search shorter than this matches too much to be useful; longer than this is not a name or e-mail. */
export const ADMIN_SEARCH_MAX = 120;

export const NOT_INFORMED = "N/A";
export const NO_READING = "Nenhuma leitura gerada.";

export const adminTexts = {
  back: "Voltar",
  search: "Buscar",
  searchHint: "Nome ou e-mail",
  clearSearch: "Limpar busca",
  exportCsv: "Exportar CSV",
  loading: "Carregando...",
  previous: "Anterior",
  next: "Próxima",
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  total: (n: number) => `${n} ${n === 1 ? "registro" : "registros"}`,
  noResults: (q: string) => `Nada encontrado para "${q}".`,
  fresh: "Novo",
  freshCount: (n: number) => `${n} ${n === 1 ? "novo" : "novos"}`,
  recentActivity: "Atividade recente",
  noActivity: "Nenhuma ação registrada ainda.",
  clubLoadFailed: "Não foi possível carregar as inscrições. Tente novamente mais tarde.",
  /** §8's club toast title, also the /admin dashboard's when its counts cannot be read. */
  loadFailed: "Erro ao carregar dados",
  /** The description of every §8 read failure. */
  readFailed: "O banco de dados não respondeu. Tente novamente.",
  dashboardFailed: "Não foi possível carregar as contagens e a atividade recente. Tente novamente em instantes.",
} as const;

export interface Column<Row> {
  header: string;
  text: (row: Row) => string;
  /** The CSV's text when it differs from the table's (dates as dd/mm/aaaa hh:mm). */
  csv?: (row: Row) => string;
}

const orNotInformed = (value: string | null | undefined) => (value && value.trim() ? value : NOT_INFORMED);

/** A moment: long pt-BR date and time on screen, dd/mm/aaaa hh:mm in the CSV (spreadsheets parse it). */
function moment<Row>(header: string, get: (row: Row) => Date): Column<Row> {
  return { header, text: (row) => formatDateTime(get(row)), csv: (row) => formatDateTimeShort(get(row)) };
}

export interface SoulMapRequestRow {
  id: string;
  submittedAt: Date;
  name: string;
  birthDate: string;
  birthTime: string;
  birthCity: string;
  email: string;
  whatsapp: string | null;
}

export interface LeadRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  whatsapp: string | null;
  reading: string | null;
}

export interface HealingRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  whatsapp: string | null;
}

export interface ClientRow {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  points: number;
  role: Role;
  isTherapistApplicant: boolean;
  hasIntegralMap: boolean;
}

export interface ProductRow {
  id: string;
  createdAt: Date;
  title: string;
  author: string;
  category: ProductCategory;
  priceCents: number;
  points: number;
  status: ProductStatus;
}

export interface OrderRow {
  id: string;
  createdAt: Date;
  title: string;
  /** Null once the buyer's account is deleted. */
  buyerName: string | null;
  buyerEmail: string | null;
  sellerName: string;
  priceCents: number;
  points: number;
  status: OrderStatus;
}

export interface SocialMedia {
  instagram?: string;
  youtube?: string;
  facebook?: string;
  linkedin?: string;
  website?: string;
}

export const SOCIAL_MEDIA_LABELS: Record<keyof SocialMedia, string> = {
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  website: "Site",
};

export interface ClubRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  whatsapp: string;
  cpf: string;
  address: string;
  birthDate: string;
  serviceLocation: string | null;
  socialMedia: SocialMedia;
}

export interface AdminRow {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
}

/** The row type of each list. */
export interface AdminListRows {
  freeMapSubmissions: SoulMapRequestRow;
  leads: LeadRow;
  healingSubmissions: HealingRow;
  clients: ClientRow;
  products: ProductRow;
  orders: OrderRow;
  clubSubscriptions: ClubRow;
  manageAdmins: AdminRow;
}

/** The social networks someone gave, in a fixed order, as label and text. */
export function socialMediaEntries(social: SocialMedia): { key: keyof SocialMedia; label: string; value: string }[] {
  return (Object.keys(SOCIAL_MEDIA_LABELS) as (keyof SocialMedia)[])
    .filter((key) => social[key]?.trim())
    .map((key) => ({ key, label: SOCIAL_MEDIA_LABELS[key], value: (social[key] as string).trim() }));
}

/** Where a bare handle ('@maria.luz', 'maria-luz') of each network leads; a site has no handle. */
const PROFILE_URL: Record<Exclude<keyof SocialMedia, "website">, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}/`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
};

const HANDLE = /^@?([\p{L}\p{N}_.-]{1,100})$/u;
/** 'site.com.br', 'www.x.org/página', 'youtube.com/c/canal': a host with a dot and a TLD, then a path. */
const ADDRESS = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?:[/?#]\S*)?$/u;
/** A handle-shaped entry ending like this is a site ('maria.com.br'), not a handle ('terapeuta.luz'). */
const WEB_ENDING = /\.(?:com|net|org|br|info|site|online|blog)$/i;

/** An absolute http(s) address with a dotted host and no credentials, normalised; anything else null. */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (!url.hostname.includes(".") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A club sign-up's social network entry as a safe link: an http(s) address as it is, an address
 * typed without the scheme ('www.site.com.br', 'facebook.com/x') on https, a bare handle to its
 * network's profile. Never another scheme (javascript:, data:…): what cannot be read as one of
 * those stays text (null).
 */
export function socialMediaHref(key: keyof SocialMedia, value: string): string | null {
  const text = value.trim();
  if (!text || text.length > 500 || /[\s<>"'`\\]/.test(text)) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return webAddress(text);
  const handle = HANDLE.exec(text);
  const looksLikeSite = /^www\./i.test(text) || WEB_ENDING.test(text);
  if (handle && key !== "website" && (text.startsWith("@") || !looksLikeSite)) return webAddress(PROFILE_URL[key](encodeURIComponent(handle[1])));
  return ADDRESS.test(text) ? webAddress(`https://${text}`) : null;
}

/** Spec columns of each list (§2, §7). */
export const ADMIN_COLUMNS = {
  freeMapSubmissions: [
    { header: "Nome", text: (r) => r.name },
    { header: "Data de nascimento", text: (r) => formatBirthDateUtc(r.birthDate) },
    { header: "Horário", text: (r) => r.birthTime },
    { header: "Cidade", text: (r) => r.birthCity },
    { header: "E-mail", text: (r) => r.email },
    { header: "WhatsApp", text: (r) => orNotInformed(r.whatsapp) },
    moment("Enviado em", (r) => r.submittedAt),
  ] satisfies Column<SoulMapRequestRow>[],
  leads: [
    { header: "Nome", text: (r) => r.name },
    { header: "E-mail", text: (r) => r.email },
    { header: "WhatsApp", text: (r) => orNotInformed(r.whatsapp) },
    { header: "Leitura", text: (r) => r.reading?.trim() || NO_READING },
    moment("Recebido em", (r) => r.createdAt),
  ] satisfies Column<LeadRow>[],
  healingSubmissions: [
    { header: "Nome", text: (r) => r.name },
    { header: "E-mail", text: (r) => r.email },
    { header: "WhatsApp", text: (r) => orNotInformed(r.whatsapp) },
    moment("Data", (r) => r.createdAt),
  ] satisfies Column<HealingRow>[],
  clients: [
    { header: "Nome", text: (r) => r.fullName },
    { header: "E-mail", text: (r) => r.email },
    { header: "Pontos", text: (r) => String(r.points) },
    { header: "Papel", text: (r) => ROLE_LABELS[r.role] },
    { header: "Quer ser terapeuta", text: (r) => (r.isTherapistApplicant ? "Sim" : "Não") },
    { header: "Mapa Integral", text: (r) => (r.hasIntegralMap ? "Liberado" : "Não") },
    moment("Cadastro", (r) => r.createdAt),
  ] satisfies Column<ClientRow>[],
  products: [
    { header: "Título", text: (r) => r.title },
    { header: "Autor", text: (r) => r.author },
    { header: "Categoria", text: (r) => r.category },
    { header: "Preço", text: (r) => formatPrice(r.priceCents) },
    { header: "Pontos", text: (r) => String(r.points) },
    { header: "Status", text: (r) => PRODUCT_STATUS_LABELS[r.status] },
    moment("Enviado em", (r) => r.createdAt),
  ] satisfies Column<ProductRow>[],
  orders: [
    { header: "Pedido", text: (r) => r.title },
    { header: "Comprador", text: (r) => r.buyerName ?? ANONYMISED_PERSON },
    { header: "E-mail", text: (r) => r.buyerEmail ?? NOT_INFORMED },
    { header: "Vendedor", text: (r) => r.sellerName },
    { header: "Valor", text: (r) => formatPrice(r.priceCents) },
    { header: "Pontos", text: (r) => String(r.points) },
    { header: "Status", text: (r) => ORDER_STATUS_LABELS[r.status] },
    moment("Data", (r) => r.createdAt),
  ] satisfies Column<OrderRow>[],
  clubSubscriptions: [
    { header: "Nome", text: (r) => r.name },
    { header: "E-mail", text: (r) => r.email },
    { header: "WhatsApp", text: (r) => r.whatsapp },
    { header: "CPF", text: (r) => r.cpf },
    { header: "Endereço", text: (r) => r.address },
    { header: "Data de nascimento", text: (r) => r.birthDate },
    { header: "Local de atendimento", text: (r) => orNotInformed(r.serviceLocation) },
    {
      header: "Redes sociais",
      text: (r) =>
        socialMediaEntries(r.socialMedia)
          .map((s) => `${s.label}: ${s.value}`)
          .join("; ") || NOT_INFORMED,
    },
    moment("Inscrição em", (r) => r.createdAt),
  ] satisfies Column<ClubRow>[],
  manageAdmins: [
    { header: "Nome", text: (r) => r.fullName },
    { header: "E-mail", text: (r) => r.email },
    moment("Desde", (r) => r.createdAt),
  ] satisfies Column<AdminRow>[],
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
} as const satisfies Record<keyof typeof ADMIN_COLUMNS, AdminList>;

export type AdminListKey = keyof typeof ADMIN_LISTS;
export const ADMIN_LIST_KEYS = Object.keys(ADMIN_LISTS) as AdminListKey[];

export function isAdminListKey(value: string): value is AdminListKey {
  return (ADMIN_LIST_KEYS as string[]).includes(value);
}

/** Where a list's CSV is downloaded from, with the list's current search and filters (not its page). */
export function adminCsvPath(key: AdminListKey, params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete("pagina");
  const search = kept.toString();
  return `${ADMIN_ROUTES.exportCsv.replace(":list", key)}${search ? `?${search}` : ""}`;
}

/** The clients list filtered to people who asked to be therapists at sign-up. */
export const APPLICANTS_PARAM = "candidatos";
/** The orders list filtered to those still waiting for their payment ('Pendente'). */
export const PENDING_ORDERS_PARAM = "pendentes";

export interface ListQuery {
  /** The search as typed (trimmed); "" for none. */
  q: string;
  page: number;
}

/** `?q=` and `?pagina=` from a list's address; anything odd falls back to no search, first page. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const q = (params.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX);
  const page = Number(params.get("pagina"));
  return { q, page: Number.isInteger(page) && page > 1 ? Math.min(page, 1_000_000) : 1 };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
