import playfairFont from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigate, useSearchParams } from "react-router";

import { AdminChecking, useCheckingAdmin } from "#app/components/layout/admin-checking.tsx";
import { AuthModalProvider, useAuthModal } from "#app/components/layout/auth-modal.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { Toasts } from "#app/components/layout/toasts.tsx";
import { WelcomePopup } from "#app/components/layout/welcome-popup.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { OrganizationJsonLd } from "#app/features/public/json-ld.tsx";
import { countUnreadNotifications, loadViewer, readCatalogue } from "#app/lib/services.server.ts";
import { showToast } from "#app/lib/toast.ts";
import { useViewer } from "#app/lib/viewer.ts";
import { previewOf } from "#domain/images.ts";
import { errorPageTexts, toasts } from "#domain/messages.ts";
import { isAdminPath, ROUTES, safeRedirect, URL_PARAMS } from "#domain/paths.ts";

import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interFont from "./fonts/inter-pt-400-700.woff2?url";

const PUBLIC_PAGE_CACHE_SECONDS = 30;

// `precedence` makes React place the stylesheet ahead of the script preloads it hoists into
// <head>, so the browser fetches the one render-blocking file first (first paint on slow networks).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  ...[interFont, playfairFont].map((href) => ({
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href,
    crossOrigin: "anonymous" as const,
    fetchPriority: "low" as const,
  })),
];

export async function loader({ context }: Route.LoaderArgs) {
  const { app } = context;
  // The bell's badge is the one query that waits for the viewer: a count, nothing when nobody is signed in.
  const signedIn = loadViewer(context).then(async (viewer) => ({ viewer, unread: await countUnreadNotifications(context, viewer) }));
  const [{ viewer, unread }, catalogue] = await Promise.all([signedIn, readCatalogue(context)]);
  const socialPreview = catalogue.siteImages["social-preview"];
  return data(
    {
      viewer,
      // The bell's badge (docs/decisions/060): read again on every navigation, never polled.
      unreadNotifications: unread,
      settings: catalogue.texts.settings,
      googleEnabled: app.config.googleEnabled,
      // 'Comprar' charges by Pix on the site instead of opening the item's payment link (docs/decisions/059).
      pixPayments: app.payments.client !== null,
      year: new Date().getFullYear(),
      showDevOutbox: !app.config.isProduction,
      // The public origin for canonical URLs, Open Graph and JSON-LD (app/lib/seo.ts).
      appUrl: app.config.APP_URL,
      // The link preview of pages without a picture of their own (app/lib/seo.ts), once staff chose one.
      socialPreview: socialPreview ? previewOf(socialPreview) : null,
    },
    // Pages are the same for every anonymous visitor: shared caches (server/page-cache.ts) may keep
    // them briefly. A route whose page reads changing data for anonymous visitors overrides this.
    {
      headers: {
        "Cache-Control": viewer ? "private, no-store" : `public, max-age=0, s-maxage=${PUBLIC_PAGE_CACHE_SECONDS}`,
        Vary: "Cookie",
      },
    },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/art/logo.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // Admin pages hide the public header and footer (spec §2).
  const bare = isAdminPath(location.pathname);
  // Coming from the public site the admin guard is not mounted yet: say what is happening here.
  const enteringAdmin = useCheckingAdmin() && !bare;
  return (
    <AuthModalProvider>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      {bare ? null : <Header />}
      <main id="conteudo">{enteringAdmin ? <AdminChecking /> : <Outlet />}</main>
      {bare ? null : <Footer />}
      <WelcomePopup />
      <UrlSignals />
      <Toasts />
      <OrganizationJsonLd origin={loaderData.appUrl} settings={loaderData.settings} />
    </AuthModalProvider>
  );
}

/**
 * Messages carried in the address: a guard's "sign in first" (?entrar=1&voltar=…),
 * the e-mail confirmation link's outcome, and a failed Google sign-in.
 */
function UrlSignals() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { open } = useAuthModal();
  const viewer = useViewer();
  useEffect(() => {
    const signIn = params.has(URL_PARAMS.signIn);
    const confirming = params.get(URL_PARAMS.confirmed) === "1";
    const googleFailed = params.get(URL_PARAMS.error) === "google";
    // Only these start a signal; `voltar` alone (e.g. on /admin/login) belongs to its page.
    if (!signIn && !confirming && !googleFailed) return;
    if (googleFailed) showToast(toasts.googleFailed);
    // Better Auth sends a failed confirmation back with its own `error` parameter. Someone already
    // signed in (the welcome pop-up signs in) just carries on, on the page the link named.
    const signedIn = Boolean(viewer);
    if (confirming) showToast(params.has("error") ? toasts.confirmationLinkInvalid : signedIn ? toasts.accountConfirmed : toasts.emailConfirmedSignIn);
    if (signIn || (confirming && !signedIn)) {
      const back = params.get(URL_PARAMS.back);
      open({ redirectTo: back ? safeRedirect(back) : undefined });
    }
    const next = new URLSearchParams(params);
    for (const s of [...Object.values(URL_PARAMS), "error"]) next.delete(s);
    void navigate({ search: next.toString() }, { replace: true, preventScrollReset: true });
  }, [params, navigate, open, viewer]);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, description } =
    status === 404
      ? { title: errorPageTexts.notFoundTitle, description: errorPageTexts.notFoundBody }
      : status === 405
        ? toasts.methodNotAllowed
        : { title: errorPageTexts.failedTitle, description: errorPageTexts.failedBody };
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-3 text-slate-700">{description}</p>
      <a href={ROUTES.home} className={buttonVariants({ className: "mt-8" })}>
        {errorPageTexts.backHome}
      </a>
    </div>
  );
}
