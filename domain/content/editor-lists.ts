import { ADMIN_ACTIONS, ROUTES } from "../paths.ts";
import type { ContentStatus } from "./catalogue.ts";

/**
 * The editor's lists under /admin/conteudo/:lista, and what each holds: the kind, where its form
 * posts, the public page its preview opens, and whether staff order it by hand ('Subir' / 'Descer'
 * where the site shows the staff's order; nuclei, events and courses follow their dates).
 */
export const CONTENT_LISTS = {
  nucleos: {
    kind: "nucleus",
    title: "Núcleos",
    one: "núcleo",
    newLabel: "Novo núcleo",
    endpoint: ADMIN_ACTIONS.saveEvent,
    page: ROUTES.movement,
    reorder: false,
  },
  eventos: { kind: "event", title: "Eventos", one: "evento", newLabel: "Novo evento", endpoint: ADMIN_ACTIONS.saveEvent, page: ROUTES.events, reorder: false },
  cursos: { kind: "course", title: "Cursos", one: "curso", newLabel: "Novo curso", endpoint: ADMIN_ACTIONS.saveCourse, page: ROUTES.courses, reorder: false },
  "sessoes-sociais": {
    kind: "social_session",
    title: "Sessões sociais",
    one: "sessão social",
    newLabel: "Nova sessão social",
    endpoint: ADMIN_ACTIONS.saveSocialSession,
    page: ROUTES.services,
    reorder: true,
  },
  destaques: {
    kind: "home_highlight",
    title: "Destaques da página inicial",
    one: "destaque",
    newLabel: "Novo destaque",
    endpoint: ADMIN_ACTIONS.saveHighlight,
    page: ROUTES.home,
    reorder: true,
  },
  numeros: {
    kind: "home_stat",
    title: "Números da página inicial",
    one: "número",
    newLabel: "Novo número",
    endpoint: ADMIN_ACTIONS.saveStat,
    page: ROUTES.home,
    reorder: true,
  },
} as const;
export type ContentListKey = keyof typeof CONTENT_LISTS;
export const isContentList = (value: string | undefined): value is ContentListKey => value !== undefined && Object.hasOwn(CONTENT_LISTS, value);

export const STATUS_LABELS: Record<ContentStatus, string> = { draft: "Rascunho", published: "Publicado", archived: "Arquivado" };

/** The list's order: the site's (staff's) order, the next meeting first, or the newest edit first. */
export const CONTENT_ORDERS = { site: "Ordem do site", proximos: "Próximos primeiro", recentes: "Editados recentemente" } as const;
export type ContentOrder = keyof typeof CONTENT_ORDERS;

/** What the list's query string names. */
export const CONTENT_PARAMS = { search: "busca", status: "situacao", order: "ordem" } as const;

/** The path to a public page's staff-only preview of an item (the real page, with the draft shown). */
export const PREVIEW_PARAM = "previa";

export const contentTexts = {
  title: "Conteúdo do site",
  intro:
    "Núcleos, eventos, cursos, sessões sociais, os destaques e números da página inicial, os textos do início, do instituto e do clube, as fotos e as configurações do site (nomes, contatos, endereço da sede). O que você publica aparece no site na hora.",
  settingsTitle: "Configurações do site",
  settingsIntro: "Nomes, contatos, redes sociais e o endereço da sede, como aparecem no rodapé, em /sede-fisica e nas páginas.",
  timeZoneNote: "Datas e horários no horário de Brasília (São Paulo).",
  saved: { title: "Alterações salvas", description: "O site já mostra a nova versão." },
  save: "Salvar",
  saving: "Salvando...",
  edit: "Editar",
  preview: "Prévia",
  duplicate: "Duplicar",
  archive: "Arquivar",
  up: "Subir",
  down: "Descer",
  done: { duplicate: "Cópia criada como rascunho.", archive: "Item arquivado: saiu do site.", up: "Ordem alterada.", down: "Ordem alterada." },
  empty: "Nenhum item encontrado.",
  search: "Buscar pelo título",
  filter: "Filtrar",
  allStatuses: "Todas as situações",
  version: (n: number) => `versão ${n}`,
} as const;
