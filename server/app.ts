import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import type { Logger } from "pino";
import type { AppLoadContext } from "react-router";

import { GOOGLE_CALENDAR_RENDER } from "#domain/content/catalogue.ts";
import { authErrorToast, toasts } from "#domain/messages.ts";
import { API, IMAGE_PREFIX } from "#domain/paths.ts";
import type { Failure } from "#domain/result.ts";

import { createAuth, externalRedirects, PUBLIC_AUTH_PATHS } from "./auth.ts";
import { createCatalogueCache, seedCatalogue } from "./catalogue/store.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { profiles } from "./db/schema.ts";
import { clientIp } from "./http/client-ip.ts";
import { compression } from "./http/compression.ts";
import { isJsonMediaType } from "./http/media-type.ts";
import { paymentsApi } from "./http/payments.ts";
import { placesApi } from "./http/places.ts";
import { hasForeignCallback, siteRedirectsOnly } from "./http/redirects.ts";
import { relationshipApi } from "./http/relationship.ts";
import { sameOriginOnly } from "./http/same-origin.ts";
import { soulCompassApi } from "./http/soul-compass.ts";
import { bodyLimits, imageFilesApi } from "./images/http.ts";
import { createImageServices, sweepUnusedImages } from "./images/service.ts";
import { createHousekeeping } from "./jobs/housekeeping.ts";
import { createOutboxWorker, devTransport, logTransport, type MailTransport, smtpTransport } from "./mail/outbox.ts";
import { answeredStatus, CLIENT_CLOSED, metricsAnswer, requestMetrics } from "./metrics.ts";
import { createPageCache, hasSessionCookie, SCRIPT_HASHES_HEADER, withScriptHashes } from "./page-cache.ts";
import { createBackgroundWork } from "./payments/background.ts";
import { mercadoPagoClient } from "./payments/mercadopago.ts";
import { ensureAdmin, generatePassword, loadViewerState } from "./services/accounts.ts";
import type { AppServices, RequestContext } from "./services/context.ts";
import { reconcileCharges } from "./services/payments.ts";
import { createViewerPageCache, VIEWER_CACHE_HEADER, type ViewerPageKey } from "./viewer-page-cache.ts";

export const BODY_LIMIT_BYTES = 256 * 1024;

/** Opens the database, applies migrations, makes sure an admin exists; starts nothing yet. */
export async function createServices(config: Config, logger: Logger, options: { ensureAdmins?: boolean } = {}): Promise<AppServices> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (err) => logger.warn({ err }, "uma conexão ociosa com o PostgreSQL caiu; o pool abre outra quando precisar"),
  });
  // One instance at a time migrates and seeds: the others find both done.
  await database.startUpExclusively(async () => {
    await database.migrate();
    await seedCatalogue(database);
  });
  const transport = mailTransport(config, logger);
  const auth = createAuth(config, database, () => outbox, logger);
  const outbox = createOutboxWorker(database, transport, logger);
  const images = createImageServices(config);
  const payments = { client: config.PAYMENT_PROVIDER === "mercadopago" ? mercadoPagoClient(config) : null, background: createBackgroundWork(logger) };
  const housekeeping = createHousekeeping(
    database,
    config,
    logger,
    undefined,
    () => sweepUnusedImages({ database, images }),
    () => reconcileCharges(services),
  );
  const services: AppServices = {
    config,
    database,
    auth,
    outbox,
    housekeeping,
    images,
    catalogue: createCatalogueCache(database),
    payments,
    logger,
    clock: () => new Date(),
  };
  logger.info(
    {
      database: database.label,
      mail: MAIL_LABELS[transport.name](config),
      ai: config.AI_PROVIDER,
      images: images.storage.label,
      payments: config.PAYMENT_PROVIDER,
    },
    "serviços prontos",
  );
  if (options.ensureAdmins ?? true) await database.startUpExclusively(() => ensureFirstAdmin(services));
  return services;
}

function mailTransport(config: Config, logger: Logger): MailTransport {
  if (config.MAIL_TRANSPORT === "smtp") return smtpTransport(config.SMTP_URL as string, config.MAIL_FROM);
  return config.MAIL_TRANSPORT === "log" ? logTransport(logger) : devTransport(logger);
}

const MAIL_LABELS: Record<MailTransport["name"], (config: Config) => string> = {
  smtp: (config) => `SMTP (${new URL(config.SMTP_URL as string).host})`,
  dev: () => "caixa de saída de desenvolvimento",
  log: () => "nenhum envio (MAIL_TRANSPORT=log)",
};

async function ensureFirstAdmin({ config, database, logger, ...rest }: AppServices) {
  const services = { config, database, logger, ...rest };
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(services, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, { unconfirmed: "take over" });
    if (outcome === "taken over") {
      logger.warn(
        { outcome },
        "ADMIN_EMAIL era de uma conta com e-mail não confirmado: a conta passou a ser a do administrador (senha de ADMIN_PASSWORD, outros acessos e sessões removidos, e-mail confirmado)",
      );
    } else logger.info({ outcome }, "administrador garantido (ADMIN_EMAIL)");
    return;
  }
  const [anyAdmin] = await database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin")).limit(1);
  if (anyAdmin) return;
  const email = "admin@essencia.local";
  const password = generatePassword();
  await ensureAdmin(services, email, password, { unconfirmed: "take over" });
  const file = path.join(config.DATA_DIR, "admin-credentials.txt");
  writeFileSync(file, `e-mail: ${email}\nsenha: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  logger.warn({ file }, "primeiro início: administrador criado com senha aleatória; veja o arquivo (somente o dono pode ler)");
}

const FILE_PREFIXES = ["/assets/", "/art/", `${IMAGE_PREFIX}/`, "/favicon"];
const isFileRequest = (path: string) => FILE_PREFIXES.some((prefix) => path.startsWith(prefix));

export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export function createHttpApp(services: AppServices, options: { pageHandler: PageHandler; clientDir?: string; dev?: boolean }) {
  const { auth, database, logger, config } = services;
  const app = new Hono<{ Variables: SecureHeadersVariables }>();

  // Outermost: every answer is counted, refusals and errors included.
  app.use(requestMetrics());

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (c.req.path === API.health) return;
    // Files (scripts, fonts, art, photos) would drown the page requests at info: they stay at debug.
    const level = isFileRequest(c.req.path) ? "debug" : "info";
    logger[level]({ method: c.req.method, path: c.req.path, status: answeredStatus(c), ms }, "request");
  });
  // Outside everything that answers, so no Location leaves unchecked (docs/decisions/051).
  app.use(siteRedirectsOnly(config.APP_URL, [...externalRedirects(config), GOOGLE_CALENDAR_RENDER], logger));

  // Runs after secureHeaders has written the CSP: a page from the shared cache is allowed by hashes.
  app.use(async (c, next) => {
    await next();
    // The route's permission to keep its page for the viewer is for this server alone.
    if (c.res.headers.has(VIEWER_CACHE_HEADER)) c.res.headers.delete(VIEWER_CACHE_HEADER);
    const hashes = c.res.headers.get(SCRIPT_HASHES_HEADER);
    if (hashes === null) return;
    c.res.headers.delete(SCRIPT_HASHES_HEADER);
    const csp = withScriptHashes(c.res.headers.get("content-security-policy"), hashes);
    if (csp) c.res.headers.set("content-security-policy", csp);
  });
  // Outermost but for the three above, so every answer carries the headers: /healthz, refusals, errors.
  app.use(secureHeaders(securityHeaders(config, options.dev)));
  // Whoever is signed in has their pages opened in a browsing context of their own; an anonymous
  // visitor's pages hold no one's data and are spared the cold renderer it costs (docs/decisions/068).
  app.use(async (c, next) => {
    await next();
    if (hasSessionCookie(c.req.raw)) c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  });

  app.get(API.health, async (c) => {
    const ok = await database.ping();
    return c.json({ status: ok ? "ok" : "unavailable", database: database.kind }, ok ? 200 : 503);
  });

  app.get(API.metrics, (c) => metricsAnswer(c, config.METRICS_TOKEN, database));

  // The provider's notifications carry no Origin: signature-gated instead (server/http/payments.ts).
  app.route("/", paymentsApi(services));
  app.use(sameOriginOnly(config.APP_URL));
  app.use(compression());
  app.use(
    bodyLimits(
      services,
      bodyLimit({
        maxSize: BODY_LIMIT_BYTES,
        // The unread rest of the body cannot be skipped: say the connection ends, then end it.
        onError: (c) => c.json({ ok: false, status: 413, toast: toasts.payloadTooLarge }, 413, { Connection: "close" }),
      }),
    ),
  );

  app.all(`${API.auth}/*`, async (c) => {
    if (!PUBLIC_AUTH_PATHS.some((re) => re.test(c.req.path))) return c.json(authNotFound, 404);
    if (c.req.method === "POST" && !isJsonMediaType(c.req.header("content-type"))) return c.json(unsupportedMediaType, 415);
    if (await hasForeignCallback(c.req.raw, config.APP_URL)) return c.json(foreignCallback, 400);
    return inPortuguese(await auth.handler(c.req.raw));
  });
  app.route("/", placesApi());
  app.route("/", relationshipApi(services));
  app.route("/", soulCompassApi(services));
  app.route("/", imageFilesApi(services));

  if (options.clientDir) {
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // Only the folders the build emits: page requests must not pay a file lookup each.
    // `precompressed`: the build writes x.br and x.gz beside each file (scripts/precompress.ts).
    const files = serveStatic({ root: path.relative(process.cwd(), options.clientDir) || ".", precompressed: true });
    app.use("/assets/*", files);
    app.use("/art/*", files);
  }

  const pages = options.dev ? undefined : createPageCache();
  const viewerPages = options.dev ? undefined : createViewerPageCache();
  // A staff edit shows at once on this instance (docs/decisions/057).
  if (pages) services.catalogue.onChange(() => pages.clear());
  app.all("*", async (c) => {
    const context: RequestContext = { app: services, clientIp: clientIp(c, config.TRUST_PROXY), headers: c.req.raw.headers };
    const render = (cspNonce: string | undefined) => options.pageHandler(c.req.raw, { ...context, cspNonce });
    const nonce = c.get("secureHeadersNonce");
    if (!pages || !viewerPages) return render(nonce);
    if (!hasSessionCookie(c.req.raw)) return pages.serve(c.req.raw, nonce, render);
    return viewerPages.serve(c.req.raw, nonce, await viewerPageKey(context, c.req.raw), render);
  });

  app.onError((err, c) => {
    // Work the client abandoned fails as it is cut short: nobody to answer, nothing to report.
    if (c.req.raw.signal.aborted) return new Response(null, { status: CLIENT_CLOSED });
    logger.error({ err, path: c.req.path }, "erro não tratado");
    return c.text("Erro interno. Tente novamente em instantes.", 500);
  });
  return app;
}

const snapshotSerials = new WeakMap<object, number>();
let snapshots = 0;

/**
 * Where a signed-in person's GET is kept (docs/decisions/063): their verified id and role, the URL,
 * and the data version read with their session plus the catalogue snapshot the page will draw. The
 * session is read here, before any loader, and the loaders reuse it (loadViewerState).
 */
async function viewerPageKey(context: RequestContext, request: Request): Promise<ViewerPageKey | null> {
  if (request.method !== "GET") return null;
  const [{ viewer, dataVersion }, catalogue] = await Promise.all([loadViewerState(context), context.app.catalogue.read()]);
  if (!viewer || dataVersion === null) return null;
  let serial = snapshotSerials.get(catalogue);
  if (serial === undefined) snapshotSerials.set(catalogue, (serial = ++snapshots));
  const url = new URL(request.url);
  return { viewer: `${viewer.id}:${viewer.role}`, url: url.pathname + url.search, version: `${dataVersion}:${serial}` };
}

/** Restrictive defaults, DENY framing (as the CSP's frame-ancestors 'none' says), HSTS with preload on https. */
function securityHeaders(config: Config, dev = false): Parameters<typeof secureHeaders>[0] {
  return {
    contentSecurityPolicy: dev
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: the upload form's preview of a photo not sent yet (URL.createObjectURL).
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["https://www.youtube-nocookie.com"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
    crossOriginEmbedderPolicy: false,
    // Set per request, above.
    crossOriginOpenerPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // Powerful features the site never uses; the anthem video's iframe keeps what its `allow` asks for.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
    strictTransportSecurity: config.APP_URL.startsWith("https://") ? "max-age=31536000; includeSubDomains; preload" : false,
  };
}

const authNotFound: Failure = { ok: false, status: 404, toast: toasts.notFound };
const unsupportedMediaType: Failure = { ok: false, status: 415, toast: toasts.unsupportedMediaType };
/** A link whose callback leaves the site's pages was tampered with: the person asks for a new one. */
const foreignCallback: Failure = { ok: false, status: 400, toast: toasts.linkInvalid };

/** Better Auth's errors are English JSON ({ code, message }); people read our Failure shape in Portuguese. */
async function inPortuguese(response: Response): Promise<Response> {
  if (response.status < 400 || !isJsonMediaType(response.headers.get("content-type"))) return response;
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === "string" ? body.code : undefined;
  const failure: Failure = { ok: false, status: response.status, toast: authErrorToast(code) };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(failure), { status: response.status, headers });
}
