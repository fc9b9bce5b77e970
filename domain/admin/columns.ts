/**
 * The columns of each admin list (spec §2, §7). A column has a stable id (a page draws some cells
 * itself, keyed by it: a status badge, the social links); its header is what the table and the CSV
 * say, and its text what both show, unless `csv` says otherwise (dates as dd/mm/aaaa hh:mm there).
 */
import { formatBirthDateUtc, formatDateTime, formatDateTimeShort, formatPrice } from "../format.ts";
import { showInvisible } from "../names.ts";
import { ANONYMISED_PERSON, ORDER_STATUS_LABELS } from "../orders.ts";
import { ROLE_LABELS } from "../roles.ts";
import { PRODUCT_STATUS_LABELS } from "../shop.ts";
import type { AdminListKey } from "./lists.ts";
import type { AdminListRows } from "./rows.ts";
import { socialMediaEntries } from "./social-links.ts";
import { NO_READING, NOT_INFORMED } from "./texts.ts";

export interface Column<Row, Id extends string = string> {
  id: Id;
  header: string;
  text: (row: Row) => string;
  /** The CSV's text when it differs from the table's (dates as dd/mm/aaaa hh:mm). */
  csv?: (row: Row) => string;
}

const orNotInformed = (value: string | null | undefined) => (value && value.trim() ? value : NOT_INFORMED);

/** A moment: long pt-BR date and time on screen, dd/mm/aaaa hh:mm in the CSV (spreadsheets parse it). */
function moment<Row, Id extends string>(id: Id, header: string, get: (row: Row) => Date): Column<Row, Id> {
  return { id, header, text: (row) => formatDateTime(get(row)), csv: (row) => formatDateTimeShort(get(row)) };
}

/** A list's columns with their ids kept as literal types, so a page's custom cells are checked against them. */
const columns =
  <K extends AdminListKey>() =>
  <const C extends readonly Column<AdminListRows[K]>[]>(list: C) =>
    list;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const ADMIN_COLUMNS = {
  freeMapSubmissions: columns<"freeMapSubmissions">()([
    { id: "name", header: "Nome", text: (r) => showInvisible(r.name) },
    { id: "birthDate", header: "Data de nascimento", text: (r) => formatBirthDateUtc(r.birthDate) },
    { id: "birthTime", header: "Horário", text: (r) => r.birthTime },
    { id: "birthCity", header: "Cidade", text: (r) => r.birthCity },
    { id: "email", header: "E-mail", text: (r) => r.email },
    { id: "whatsapp", header: "WhatsApp", text: (r) => orNotInformed(r.whatsapp) },
    moment("submittedAt", "Enviado em", (r) => r.submittedAt),
  ]),
  leads: columns<"leads">()([
    { id: "name", header: "Nome", text: (r) => showInvisible(r.name) },
    { id: "email", header: "E-mail", text: (r) => r.email },
    { id: "whatsapp", header: "WhatsApp", text: (r) => orNotInformed(r.whatsapp) },
    { id: "reading", header: "Leitura", text: (r) => r.reading?.trim() || NO_READING },
    moment("createdAt", "Recebido em", (r) => r.createdAt),
  ]),
  healingSubmissions: columns<"healingSubmissions">()([
    { id: "name", header: "Nome", text: (r) => showInvisible(r.name) },
    { id: "email", header: "E-mail", text: (r) => r.email },
    { id: "whatsapp", header: "WhatsApp", text: (r) => orNotInformed(r.whatsapp) },
    moment("createdAt", "Data", (r) => r.createdAt),
  ]),
  clients: columns<"clients">()([
    { id: "name", header: "Nome", text: (r) => showInvisible(r.fullName) },
    { id: "email", header: "E-mail", text: (r) => r.email },
    { id: "points", header: "Pontos", text: (r) => String(r.points) },
    { id: "role", header: "Papel", text: (r) => ROLE_LABELS[r.role] },
    { id: "therapistApplicant", header: "Quer ser terapeuta", text: (r) => (r.isTherapistApplicant ? "Sim" : "Não") },
    { id: "integralMap", header: "Mapa Integral", text: (r) => (r.hasIntegralMap ? "Liberado" : "Não") },
    moment("createdAt", "Cadastro", (r) => r.createdAt),
  ]),
  products: columns<"products">()([
    { id: "title", header: "Título", text: (r) => r.title },
    { id: "author", header: "Autor", text: (r) => r.author },
    { id: "category", header: "Categoria", text: (r) => r.category },
    { id: "price", header: "Preço", text: (r) => formatPrice(r.priceCents) },
    { id: "points", header: "Pontos", text: (r) => String(r.points) },
    { id: "status", header: "Status", text: (r) => PRODUCT_STATUS_LABELS[r.status] },
    moment("createdAt", "Enviado em", (r) => r.createdAt),
  ]),
  orders: columns<"orders">()([
    { id: "title", header: "Pedido", text: (r) => r.title },
    { id: "buyer", header: "Comprador", text: (r) => (r.buyerName === null ? ANONYMISED_PERSON : showInvisible(r.buyerName)) },
    { id: "buyerEmail", header: "E-mail", text: (r) => r.buyerEmail ?? NOT_INFORMED },
    { id: "seller", header: "Vendedor", text: (r) => showInvisible(r.sellerName) },
    { id: "price", header: "Valor", text: (r) => formatPrice(r.priceCents) },
    { id: "points", header: "Pontos", text: (r) => String(r.points) },
    { id: "status", header: "Status", text: (r) => ORDER_STATUS_LABELS[r.status] },
    moment("createdAt", "Data", (r) => r.createdAt),
  ]),
  clubSubscriptions: columns<"clubSubscriptions">()([
    { id: "name", header: "Nome", text: (r) => showInvisible(r.name) },
    { id: "email", header: "E-mail", text: (r) => r.email },
    { id: "whatsapp", header: "WhatsApp", text: (r) => r.whatsapp },
    { id: "cpf", header: "CPF", text: (r) => r.cpf },
    { id: "address", header: "Endereço", text: (r) => r.address },
    // The form stores the day as ISO (1985-03-07); older rows kept what was typed (07/03/1985).
    { id: "birthDate", header: "Data de nascimento", text: (r) => (ISO_DAY.test(r.birthDate) ? formatBirthDateUtc(r.birthDate) : r.birthDate) },
    { id: "serviceLocation", header: "Local de atendimento", text: (r) => orNotInformed(r.serviceLocation) },
    {
      id: "socialMedia",
      header: "Redes sociais",
      text: (r) =>
        socialMediaEntries(r.socialMedia)
          .map((s) => `${s.label}: ${s.value}`)
          .join("; ") || NOT_INFORMED,
    },
    moment("createdAt", "Inscrição em", (r) => r.createdAt),
  ]),
  manageAdmins: columns<"manageAdmins">()([
    { id: "name", header: "Nome", text: (r) => showInvisible(r.fullName) },
    { id: "email", header: "E-mail", text: (r) => r.email },
    moment("createdAt", "Desde", (r) => r.createdAt),
  ]),
} satisfies { [K in AdminListKey]: readonly Column<AdminListRows[K]>[] };

/** The ids of a list's columns. */
export type ColumnId<K extends AdminListKey> = (typeof ADMIN_COLUMNS)[K][number]["id"];
