import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { createAdmin } from "#app/lib/services.server.ts";
import { createAdminSchema } from "#domain/admin-actions.ts";
import { toasts } from "#domain/messages.ts";

/** POST { fullName, email, password }: the add-admin form of /admin/manage-admins. */
const endpoint = jsonEndpoint({ role: "admin", schema: createAdminSchema, invalid: toasts.adminCreateFailed, handle: createAdmin });
export const action = endpoint.action;
export const loader = endpoint.loader;
