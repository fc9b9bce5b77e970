import { type ComponentType, createElement, type ReactElement, Suspense } from "react";
import {
  createStaticRouter,
  type DataRouteObject,
  type EntryContext,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
} from "react-router";

import { scriptJson } from "#app/lib/seo.ts";

// React Router's <ServerRouter>, with the routes of this request only (issue 23,
// docs/decisions/066). Its own builds a route object for every route of the app on every
// render, twice (the server routes, then the router's data routes): ~90 routes, ~6 % of a
// page's CPU, for a page that draws three. What the page draws comes from the matches and the
// data, so a tree of the matched routes renders the same HTML; what asks about other routes (the
// route discovery manifest the page carries) reads the full manifest and the precomputed branches,
// which are passed on whole. The loader data, read whole before rendering (entry.server.tsx), is
// written as React Router's <StreamTransfer> writes its last chunk.

type Module = NonNullable<EntryContext["routeModules"][string]>;
type ManifestRoute = NonNullable<EntryContext["manifest"]["routes"][string]>;

export function PageRouter({ context, nonce, handoff }: { context: EntryContext; nonce: string | undefined; handoff: string | null }) {
  const { manifest, routeModules } = context;
  // As <ServerRouter> does: data a route's clientLoader reloads at hydration is not sent.
  const loaderData = { ...context.staticHandlerContext.loaderData };
  for (const { route } of context.staticHandlerContext.matches) {
    const module = routeModules[route.id];
    const entry = manifest.routes[route.id];
    if (
      module &&
      entry &&
      shouldHydrateRouteLoader(route.id, module.clientLoader, entry.hasLoader, context.isSpaMode) &&
      (module.HydrateFallback || !entry.hasLoader)
    ) {
      delete loaderData[route.id];
    }
  }
  const handler = { ...context.staticHandlerContext, loaderData };
  const router = createStaticRouter(matchedRoutes(context), handler, { branches: homeFirst(context.branches) });
  const framework = {
    manifest,
    routeModules,
    criticalCss: context.criticalCss,
    serverHandoffString: context.serverHandoffString,
    future: context.future,
    ssr: context.ssr,
    isSpaMode: context.isSpaMode,
    routeDiscovery: context.routeDiscovery,
    nonce,
    serializeError: context.serializeError,
    renderMeta: context.renderMeta,
  };
  return (
    <>
      <FrameworkContext.Provider value={framework}>
        <RemixErrorBoundary location={router.state.location}>
          <StaticRouterProvider router={router} context={handler} hydrate={false} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {handoff === null ? null : (
        <Suspense>
          <Handoff context={context} data={handoff} nonce={nonce} />
        </Suspense>
      )}
    </>
  );
}

/** The page's loader data for the browser's router, once <Scripts> has set up the stream it reads. */
function Handoff({ context, data, nonce }: { context: EntryContext; data: string; nonce: string | undefined }) {
  if (!context.renderMeta?.didRenderScripts) return null;
  const script = (html: string) => <script nonce={nonce} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <>
      {data ? script(`window.__reactRouterContext.streamController.enqueue(${scriptJson(data)});`) : null}
      {script("window.__reactRouterContext.streamController.close();")}
    </>
  );
}

type Branches = EntryContext["branches"];
const reordered = new WeakMap<Branches, Branches>();

/**
 * The branches with the home's first. <Scripts> matches "/" against them on every page (the route
 * discovery manifest carries the routes of each parent path of the page), and React Router ranks
 * an index route at the root below every route with a segment: ~90 failed tries per page, ~4 % of
 * its CPU. That branch (path "/", an index route) matches only "/", where it is the best-ranked
 * match anyway, so no path matches differently.
 */
function homeFirst(branches: Branches): Branches {
  let kept = reordered.get(branches);
  if (!kept) {
    const isHome = (branch: Branches[number]) => branch.path === "/" && branch.routesMeta.at(-1)?.route.index === true;
    kept = [...branches.filter(isHome), ...branches.filter((branch) => !isHome(branch))];
    reordered.set(branches, kept);
  }
  return kept;
}

/** The chain of routes this request matched (root first), shaped as <ServerRouter> shapes them. */
function matchedRoutes(context: EntryContext): DataRouteObject[] {
  let children: DataRouteObject[] = [];
  for (const { route } of [...context.staticHandlerContext.matches].reverse()) {
    const entry = context.manifest.routes[route.id];
    const module = context.routeModules[route.id];
    if (!entry || !module) throw new Error(`rota ${route.id} ausente do manifesto`);
    children = [{ ...serverRoute(entry, module), ...(children.length ? { children } : {}) } as DataRouteObject];
  }
  return children;
}

function serverRoute(entry: ManifestRoute, module: Module) {
  const Component = module.default as ComponentType | undefined;
  const ErrorBoundary = module.ErrorBoundary as ComponentType | undefined;
  const HydrateFallback = module.HydrateFallback as ComponentType | undefined;
  const common = {
    caseSensitive: entry.caseSensitive,
    id: entry.id,
    index: entry.index,
    path: entry.path,
    handle: module.handle,
    // Never called in a static render: tells the router the route has data.
    loader: entry.hasLoader || entry.hasClientLoader ? () => null : undefined,
  };
  // The root's Layout wraps what it draws. (React Router gives a root without a HydrateFallback a
  // "Loading..." one; it is drawn on the server only for a route whose clientLoader hydrates and
  // that has no fallback of its own, and no route here has such a clientLoader.)
  const Layout = entry.id === "root" ? (module.Layout as ComponentType<{ children: ReactElement }> | undefined) : undefined;
  if (!Layout) return { ...common, Component, ErrorBoundary, HydrateFallback };
  const inLayout = (Inner: ComponentType | undefined) => (Inner ? createElement(Layout, null, createElement(Inner)) : undefined);
  return {
    ...common,
    element: inLayout(Component),
    errorElement: inLayout(ErrorBoundary),
    hydrateFallbackElement: inLayout(HydrateFallback),
  };
}
