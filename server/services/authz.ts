import type { Viewer } from "#domain/account/viewer.ts";
import { guardTexts } from "#domain/messages.ts";
import { RESTRICTED_STATUS } from "#domain/paths.ts";
import type { Failure } from "#domain/result.ts";
import type { Role } from "#domain/roles.ts";

/**
 * The second check: a service that reads or writes private data asks again who is asking, so a
 * route that forgot requireRole() still hands out nothing. Null while allowed, else a 403.
 */
export function refuseUnless(viewer: Viewer | null, ...roles: Role[]): Failure | null {
  if (viewer && roles.includes(viewer.role)) return null;
  return { ok: false, status: RESTRICTED_STATUS, toast: { title: guardTexts.restrictedTitle, description: guardTexts.restrictedBody, destructive: true } };
}
