import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { removeAdmin } from "#app/lib/services.server.ts";
import { removeAdminSchema } from "#domain/admin-actions.ts";
import { toasts } from "#domain/messages.ts";

/** POST { userId }: 'Sim, remover' on /admin/manage-admins. */
const endpoint = jsonEndpoint({ role: "admin", schema: removeAdminSchema, invalid: toasts.adminRemoveFailed, handle: removeAdmin });
export const action = endpoint.action;
export const loader = endpoint.loader;
