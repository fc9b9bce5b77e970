import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { loadViewer, type Viewer } from "#server/services/accounts.ts";

/** Login-only pages: anonymous visitors go home, carrying where they wanted to go. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await loadViewer(context.app, request.headers);
  if (viewer) return viewer;
  const url = new URL(request.url);
  throw redirect(`/?entrar=1&voltar=${encodeURIComponent(url.pathname + url.search)}`);
}
