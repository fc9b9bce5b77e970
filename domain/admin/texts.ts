/** What the admin lists say around their rows (spec §2 "Admin screens", §7 "Tables", §8 "Admin list fetch"). */

export const ADMIN_PAGE_SIZE = 25;
/** A search shorter than this matches too much to be useful; longer than this is not a name or e-mail. */
export const ADMIN_SEARCH_MAX = 120;

export const NOT_INFORMED = "N/A";
export const NO_READING = "Nenhuma leitura gerada.";

export const adminTexts = {
  /** The panel's list of paid 'Transformação Completa' orders (docs/decisions/059). */
  sessionsHeading: (sessions: number) => `Agendar ${sessions} sessões: Transformação Completa paga por Pix`,
  sessionsNote: "Entre em contato com cada pessoa para combinar as datas. O aviso também foi enviado por e-mail.",
  paidAt: (when: string) => `Pago em ${when}`,
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
