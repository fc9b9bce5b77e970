import type { ContentStatus } from "./catalogue.ts";

/** The editor's lists under /admin/conteudo/:lista, and what each holds. */
export const CONTENT_LISTS = {
  nucleos: { kind: "nucleus", title: "Núcleos", one: "núcleo", newLabel: "Novo núcleo" },
  eventos: { kind: "event", title: "Eventos", one: "evento", newLabel: "Novo evento" },
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
  intro: "Núcleos, eventos e as configurações do site (nomes, contatos, endereço da sede). O que você publica aparece no site na hora.",
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
