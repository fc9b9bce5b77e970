/**
 * Every in-site path, declared once (ARCHITECTURE.md "One place for each fact"). app/routes.ts
 * is built from these constants, menus and e-mails link with them, and `accessOf` says who may
 * open each one, which the route-enumerating authorization test reads.
 */
import { MOVEMENT_PATH } from "./site.ts";

/** Whole areas under one prefix: robots.txt asks crawlers to skip them (app/lib/seo.ts). */
export const ACCOUNT_PREFIX = "/conta";
export const DEV_PREFIX = "/dev";
/** Where stored photos are served, one content-addressed file each (domain/images.ts). */
export const IMAGE_PREFIX = "/imagens";

/** Pages (spec §2 route table) and the site's own utility pages. */
export const ROUTES = {
  home: "/",
  institute: "/instituto",
  movement: MOVEMENT_PATH,
  headquarters: "/sede-fisica",
  readings: "/readings",
  soulCompass: "/soul-compass",
  fullSoulMap: "/leituras/mapa-da-alma",
  divineTime: "/leituras/tempo-divino",
  freeSoulMap: "/soul-map",
  relationship: "/relationship",
  healingEnergy: "/nucleos/envio-de-energia",
  club: "/clube-terapeutas",
  clubSignUp: "/clube-terapeutas/inscricao",
  clubTerms: "/clube-terapeutas/termos",
  clubJourney: "/clube-terapeutas/jornada",
  services: "/services",
  courses: "/courses",
  events: "/events",
  products: "/products",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /** Every published event and nucleus as one calendar to subscribe to (RFC 5545). */
  agendaFeed: "/agenda.ics",
  /** One event's or nucleus' calendar file ('Adicionar à agenda'). */
  agendaItem: "/agenda/:id",
  /** 'Google Agenda': a redirect to Google's prefilled event, so pages carry a short link. */
  agendaGoogle: "/agenda/:id/google",
  /** Where the password-reset e-mail's link lands (Better Auth appends ?token=…). */
  resetPassword: "/redefinir-senha",
  clientArea: "/client-area",
  /** The Pix payment page of one of the person's orders (docs/decisions/059). */
  payment: "/client-area/pagamento/:pedido",
  therapist: "/therapist",
  adminLogin: "/admin/login",
  admin: "/admin",
  devOutbox: `${DEV_PREFIX}/outbox`,
} as const;

/** The admin panel's lists (spec §2 "Admin screens"). */
export const ADMIN_ROUTES = {
  freeMapSubmissions: "/admin/free-map-submissions",
  leads: "/admin/leads",
  healingSubmissions: "/admin/healing-submissions",
  clients: "/admin/clients",
  products: "/admin/products",
  clubSubscriptions: "/admin/therapist-club-submissions",
  manageAdmins: "/admin/manage-admins",
  /** The founder's photo, the headquarters gallery and the link preview, until the catalogue's settings editor (docs/decisions/055). */
  siteImages: "/admin/imagens",
  /** Staff mark orders 'Concluído' or 'Cancelado' (docs/decisions/043). */
  orders: "/admin/orders",
  /** 'Conteúdo do site' (docs/decisions/057): the lists, the editor and the site settings. */
  content: "/admin/conteudo",
  contentSettings: "/admin/conteudo/configuracoes",
  /** The home's, the institute's and the founder's texts. */
  contentTexts: "/admin/conteudo/textos",
  /** The club's prices (with their valid-until dates) and its journey. */
  contentClub: "/admin/conteudo/clube",
  /** `:lista` is a key of CONTENT_LISTS (domain/content/editor-lists.ts). */
  contentList: "/admin/conteudo/:lista",
  /** `:id` is an item's id, or 'novo'. */
  contentEdit: "/admin/conteudo/:lista/:id",
  /** A list's CSV download (`:list` is a key of ADMIN_LISTS, domain/admin.ts). */
  exportCsv: "/admin/exportar/:list",
} as const;

/** What admins change from the lists: resource routes that take JSON posts. */
export const ADMIN_ACTIONS = {
  reviewProduct: "/admin/products/revisar",
  setRole: "/admin/clients/papel",
  createAdmin: "/admin/manage-admins/criar",
  removeAdmin: "/admin/manage-admins/remover",
  orderStatus: "/admin/orders/status",
  /** 'Conferir pagamentos': reads every open Pix charge back from the provider (docs/decisions/059). */
  reconcilePayments: "/admin/orders/conferir-pagamentos",
  /** 'Liberar Mapa Integral' (and its correction); GET ?pessoa= reads the stored birth data. */
  grantIntegralMap: "/admin/clients/mapa-integral",
  revokeIntegralMap: "/admin/clients/mapa-integral/revogar",
  /** A site image slot back to today's drawing (JSON { slot }). */
  removeSiteImage: "/admin/imagens/remover",
  /** A catalogue item's photo back to its drawing (JSON { itemId }). */
  removeCatalogueImage: "/admin/conteudo/foto/remover",
  /** A nucleus or event, created or saved from its version (JSON, domain/content/editor.ts). */
  saveEvent: "/admin/conteudo/salvar-evento",
  /** A course, a social session, a home highlight, a home stat: the same, one form each. */
  saveCourse: "/admin/conteudo/salvar-curso",
  saveSocialSession: "/admin/conteudo/salvar-sessao-social",
  saveHighlight: "/admin/conteudo/salvar-destaque",
  saveStat: "/admin/conteudo/salvar-numero",
  /** Duplicate, archive, move up or down (JSON { id, version, action }). */
  contentItemAction: "/admin/conteudo/acao",
  saveSettings: "/admin/conteudo/configuracoes/salvar",
  /** The texts' forms (JSON, domain/content/editor-texts.ts), each from its version. */
  saveHomeTexts: "/admin/conteudo/textos/salvar-inicio",
  saveInstituteTexts: "/admin/conteudo/textos/salvar-instituto",
  saveClubTexts: "/admin/conteudo/clube/salvar",
} as const;

/** Which person the integral map dialog reads (GET ADMIN_ACTIONS.grantIntegralMap). */
export const INTEGRAL_MAP_PERSON_PARAM = "pessoa";

/** Account actions: resource routes that take JSON posts (docs/decisions/032). */
export const ACCOUNT_ACTIONS = {
  signIn: `${ACCOUNT_PREFIX}/entrar`,
  signOut: `${ACCOUNT_PREFIX}/sair`,
  signUp: `${ACCOUNT_PREFIX}/cadastro`,
  quickSignUp: `${ACCOUNT_PREFIX}/cadastro-rapido`,
  forgotPassword: `${ACCOUNT_PREFIX}/recuperar-senha`,
  adminSignIn: `${ACCOUNT_PREFIX}/admin-entrar`,
  newPassword: `${ACCOUNT_PREFIX}/nova-senha`,
  /** 'Reenviar e-mail de confirmação' on the gates of /soul-compass and /soul-map. */
  resendConfirmation: `${ACCOUNT_PREFIX}/reenviar-confirmacao`,
} as const;

/**
 * The members' JSON endpoints, inside the areas they belong to (so the area's role check and the
 * authorization walk cover them). GET answers the person's own data; POST changes it:
 * profile (read / edit), orders (list / record one), personal data (download / erase the account),
 * the therapist's products (list / submit one).
 */
export const MEMBER_ENDPOINTS = {
  profile: "/client-area/perfil",
  orders: "/client-area/pedidos",
  personalData: "/client-area/meus-dados",
  therapistProducts: "/therapist/produtos",
  /** The bell (docs/decisions/060): GET lists the person's own notifications, POST marks them read. */
  notifications: "/client-area/notificacoes",
  /** The Soul Compass access bought by Pix: the person's own birth data (docs/decisions/059). */
  compassBirth: "/client-area/bussola/nascimento",
} as const;

/**
 * Photo uploads (decision 055): multipart/form-data, not JSON, so they are not among the JSON endpoints
 * above (whose suites post JSON bodies). Each answers the site's Result JSON, inside the area it
 * belongs to: staff's site images, a therapist's product photo.
 */
export const IMAGE_UPLOADS = {
  siteImage: "/admin/imagens/enviar",
  productImage: "/therapist/imagens",
  /** A catalogue item's photo (fields { itemId }); GET ?item=<id> reads the photo it has now. */
  catalogueItem: "/admin/conteudo/foto",
} as const;

/** Which item the editor's 'Foto' section reads (GET IMAGE_UPLOADS.catalogueItem). */
export const CATALOGUE_PHOTO_PARAM = "item";

/** Where the public forms post their JSON. */
export const FORM_ENDPOINTS = {
  healing: "/formularios/envio-de-energia",
  club: "/formularios/clube-terapeutas",
  soulMap: "/formularios/soul-map",
} as const;

/** Endpoints Hono serves beside the pages (server/app.ts). */
export const API = {
  /** The load balancer's probe: the database answers (no page, no log line). */
  health: "/healthz",
  auth: "/api/auth",
  googleSignIn: "/api/auth/sign-in/social",
  places: "/api/places",
  relationship: "/api/relationship",
  /** The Soul Compass's streamed replies (server/http/soul-compass.ts). */
  soulCompassChat: "/api/soul-compass/chat",
  /** Prometheus metrics, for a scraper with METRICS_TOKEN (docs/decisions/058). */
  metrics: "/metrics",
  /** Mercado Pago's payment notifications (server/http/payments.ts): public, signature-gated. */
  mercadoPagoWebhook: "/api/pagamentos/mercadopago",
} as const;

/** The payment page of an order. */
export const paymentPagePath = (orderId: string) => ROUTES.payment.replace(":pedido", orderId);

/** Query parameters the site reads from its own address (app/root.tsx UrlSignals). */
export const URL_PARAMS = {
  /** Opens the sign-in modal. */
  signIn: "entrar",
  /** Where to go after signing in. */
  back: "voltar",
  /** The e-mail confirmation link came back. */
  confirmed: "confirmado",
  /** A failed Google sign-in. */
  error: "erro",
} as const;

/** Where a failed Google sign-in comes back to (the home page shows the spec's toast). */
export const GOOGLE_FAILED_URL = `${ROUTES.home}?${URL_PARAMS.error}=google`;

/** Where the confirmation e-mail's link leads after Better Auth verified it: `page`, which then says so. */
export const confirmedUrl = (page: string) => `${page}?${URL_PARAMS.confirmed}=1`;
export const CONFIRMED_URL = confirmedUrl(ROUTES.home);

/** The site's pages: the only places a link, a sign-in or Better Auth may send a person back to. */
const PAGES = [...Object.values(ROUTES), ...Object.values(ADMIN_ROUTES)].map((page) => page.split("/"));

/** A declared page's path; a `:param` segment matches one non-empty segment. */
function isPage(pathname: string): boolean {
  const segments = pathname.split("/");
  return PAGES.some((page) => page.length === segments.length && page.every((s, i) => s === segments[i] || (s.startsWith(":") && segments[i] !== "")));
}

/** Stands in for the site's origin where only a path is judged: the browser resolves it against the real one. */
const ANY_SITE = "https://site.invalid";

/**
 * Where `target` leads — the path of one of the site's pages, with its query and fragment — or null.
 * It is resolved as a browser resolves it (WHATWG URL: dot segments, percent-encoded ones too, and
 * backslashes read as slashes) against `origin`, and must stay on that origin and land on a declared
 * page: "/..//evil.example" resolves to the path "//evil.example", which is none. Control characters
 * are refused outright (a browser silently drops tabs and newlines, "/\t/evil.example").
 */
export function sitePagePath(target: string | null | undefined, origin: string = ANY_SITE): string | null {
  // eslint-disable-next-line no-control-regex
  if (!target || /[\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  return url.origin === new URL(origin).origin && isPage(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A page of the site to go back to (sitePagePath), or `fallback`. */
export function safeRedirect(value: string | null | undefined, fallback: string = ROUTES.home): string {
  return sitePagePath(value) ?? fallback;
}

/** The home page with the sign-in modal open, coming back to `back` afterwards. */
export function signInUrl(back?: string): string {
  const params = new URLSearchParams({ [URL_PARAMS.signIn]: "1" });
  if (back) params.set(URL_PARAMS.back, back);
  return `${ROUTES.home}?${params}`;
}

/** The admin login, coming back to `back` afterwards. */
export function adminLoginUrl(back: string): string {
  return `${ROUTES.adminLogin}?${new URLSearchParams({ [URL_PARAMS.back]: back })}`;
}

/** What an admin page answers a signed-in non-admin; the admin layout's boundary shows 'Acesso Restrito'. */
export const RESTRICTED_STATUS = 403;

export const isAdminPath = (pathname: string) => pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);

/** Pages behind the admin guard (its own login page is not). */
export const isGuardedAdminPath = (pathname: string) => isAdminPath(pathname) && pathname !== ROUTES.adminLogin;

/**
 * Who may open a route: anyone, any signed-in person, therapists, admins — or "dev", the development
 * mail outbox, which exists only with the dev mail transport outside production.
 */
export type Access = "public" | "signed-in" | "therapist" | "admin" | "dev";

/**
 * Every route, keyed by its path as declared — React Router's (app/routes.ts) and Hono's
 * (server/app.ts), `:param` and `*` as written — with who may open it. Nothing is private or public
 * by where its path happens to start: tests/integration/authorization.test.ts fails for a route
 * missing here (or a line here without its route) and walks each one as the people it must turn away.
 * A new route is one line.
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  // Public pages (spec §2) and the site's utility pages.
  [ROUTES.home]: "public",
  [ROUTES.institute]: "public",
  [ROUTES.movement]: "public",
  [ROUTES.headquarters]: "public",
  [ROUTES.readings]: "public",
  // Gated by state (spec §2): anyone opens it; the conversation it reads is the signed-in person's own.
  [ROUTES.soulCompass]: "public",
  [ROUTES.fullSoulMap]: "public",
  [ROUTES.divineTime]: "public",
  [ROUTES.freeSoulMap]: "public",
  [ROUTES.relationship]: "public",
  [ROUTES.healingEnergy]: "public",
  [ROUTES.club]: "public",
  [ROUTES.clubSignUp]: "public",
  [ROUTES.clubTerms]: "public",
  [ROUTES.clubJourney]: "public",
  [ROUTES.services]: "public",
  [ROUTES.courses]: "public",
  [ROUTES.events]: "public",
  [ROUTES.products]: "public",
  [ROUTES.sitemap]: "public",
  [ROUTES.robots]: "public",
  [ROUTES.agendaFeed]: "public",
  [ROUTES.agendaItem]: "public",
  [ROUTES.agendaGoogle]: "public",
  [ROUTES.resetPassword]: "public",
  [ROUTES.adminLogin]: "public",
  "/*": "public",
  // Account actions and public forms (JSON posts).
  [ACCOUNT_ACTIONS.signIn]: "public",
  [ACCOUNT_ACTIONS.signOut]: "public",
  [ACCOUNT_ACTIONS.signUp]: "public",
  [ACCOUNT_ACTIONS.quickSignUp]: "public",
  [ACCOUNT_ACTIONS.forgotPassword]: "public",
  [ACCOUNT_ACTIONS.adminSignIn]: "public",
  [ACCOUNT_ACTIONS.newPassword]: "public",
  // Answers 401 without a session: it serves the gates of two public pages.
  [ACCOUNT_ACTIONS.resendConfirmation]: "public",
  [FORM_ENDPOINTS.healing]: "public",
  [FORM_ENDPOINTS.club]: "public",
  [FORM_ENDPOINTS.soulMap]: "public",
  // Members.
  [ROUTES.clientArea]: "signed-in",
  [ROUTES.payment]: "signed-in",
  [MEMBER_ENDPOINTS.orders]: "signed-in",
  [MEMBER_ENDPOINTS.personalData]: "signed-in",
  [MEMBER_ENDPOINTS.profile]: "signed-in",
  [MEMBER_ENDPOINTS.notifications]: "signed-in",
  [MEMBER_ENDPOINTS.compassBirth]: "signed-in",
  [ROUTES.therapist]: "therapist",
  [MEMBER_ENDPOINTS.therapistProducts]: "therapist",
  [IMAGE_UPLOADS.productImage]: "therapist",
  // The admin panel: its pages, exports and actions, and any other path under it.
  [ROUTES.admin]: "admin",
  [ADMIN_ROUTES.freeMapSubmissions]: "admin",
  [ADMIN_ROUTES.leads]: "admin",
  [ADMIN_ROUTES.healingSubmissions]: "admin",
  [ADMIN_ROUTES.clients]: "admin",
  [ADMIN_ROUTES.products]: "admin",
  [ADMIN_ROUTES.orders]: "admin",
  [ADMIN_ROUTES.clubSubscriptions]: "admin",
  [ADMIN_ROUTES.manageAdmins]: "admin",
  [ADMIN_ROUTES.exportCsv]: "admin",
  [ADMIN_ROUTES.siteImages]: "admin",
  [ADMIN_ROUTES.content]: "admin",
  [ADMIN_ROUTES.contentSettings]: "admin",
  [ADMIN_ROUTES.contentList]: "admin",
  [ADMIN_ROUTES.contentEdit]: "admin",
  [ADMIN_ACTIONS.saveEvent]: "admin",
  [ADMIN_ACTIONS.saveCourse]: "admin",
  [ADMIN_ACTIONS.saveSocialSession]: "admin",
  [ADMIN_ACTIONS.saveHighlight]: "admin",
  [ADMIN_ACTIONS.saveStat]: "admin",
  [ADMIN_ACTIONS.contentItemAction]: "admin",
  [ADMIN_ACTIONS.saveSettings]: "admin",
  [ADMIN_ROUTES.contentTexts]: "admin",
  [ADMIN_ROUTES.contentClub]: "admin",
  [ADMIN_ACTIONS.saveHomeTexts]: "admin",
  [ADMIN_ACTIONS.saveInstituteTexts]: "admin",
  [ADMIN_ACTIONS.saveClubTexts]: "admin",
  [IMAGE_UPLOADS.siteImage]: "admin",
  [ADMIN_ACTIONS.removeSiteImage]: "admin",
  [IMAGE_UPLOADS.catalogueItem]: "admin",
  [ADMIN_ACTIONS.removeCatalogueImage]: "admin",
  [ADMIN_ACTIONS.reviewProduct]: "admin",
  [ADMIN_ACTIONS.setRole]: "admin",
  [ADMIN_ACTIONS.createAdmin]: "admin",
  [ADMIN_ACTIONS.removeAdmin]: "admin",
  [ADMIN_ACTIONS.orderStatus]: "admin",
  [ADMIN_ACTIONS.reconcilePayments]: "admin",
  [ADMIN_ACTIONS.grantIntegralMap]: "admin",
  [ADMIN_ACTIONS.revokeIntegralMap]: "admin",
  [`${ROUTES.admin}/*`]: "admin",
  [ROUTES.devOutbox]: "dev",
  // Hono, beside the pages.
  "/healthz": "public",
  [`${API.auth}/*`]: "public",
  [API.places]: "public",
  [API.relationship]: "public",
  // Mercado Pago's notifications: no session, but nothing changes without a valid signature (docs/decisions/059).
  [API.mercadoPagoWebhook]: "public",
  // The Soul Compass's replies: session, confirmed e-mail and integral map checked on every request.
  [API.soulCompassChat]: "signed-in",
  // No session: a scraper's bearer token (METRICS_TOKEN), 404 without one; counts only, no personal data.
  [API.metrics]: "public",
  "/assets/*": "public",
  "/art/*": "public",
  // Stored photos: content-addressed, public like the pages that show them.
  [`${IMAGE_PREFIX}/:file`]: "public",
};
