import { type AppLoadContext, data, redirect } from "react-router";

import type { Viewer } from "#domain/account/viewer.ts";
import { adminLoginUrl, RESTRICTED_STATUS, ROUTES, signInUrl } from "#domain/paths.ts";
import { loadViewer } from "#server/services/accounts.ts";

/** Who a private route lets in: any signed-in person, therapists, or admins. */
export type Requirement = "signed-in" | "therapist" | "admin";

/** Where the person was going, to come back to: the page's address (React Router's `url`, never its ".data" request). */
const here = (url: URL) => url.pathname + url.search;

/**
 * The one authorization check of every private loader and action (React Router runs a layout's
 * loader beside its children's, so a layout guard protects nothing below it). Returns the viewer
 * or throws what the spec prescribes (§2 "Guards"):
 * - nobody signed in: the admin login (admin pages) or the home page's sign-in modal, carrying
 *   the page to come back to;
 * - signed in with another role: 403 'Acesso Restrito' on admin pages; /client-area for /therapist.
 */
// A refusal depends on who asks: no cache (shared or the browser's) may keep it for the next person.
const PERSONAL = { "Cache-Control": "no-store" };

export async function requireRole(url: URL, context: AppLoadContext, requirement: Requirement): Promise<Viewer> {
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(requirement === "admin" ? adminLoginUrl(here(url)) : signInUrl(here(url)), { headers: PERSONAL });
  if (requirement === "admin" && viewer.role !== "admin") throw data({ restricted: true }, { status: RESTRICTED_STATUS, headers: PERSONAL });
  if (requirement === "therapist" && viewer.role !== "therapist") throw redirect(ROUTES.clientArea, { headers: PERSONAL });
  return viewer;
}
