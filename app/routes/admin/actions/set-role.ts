import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { setClientRole } from "#app/lib/services.server.ts";
import { roleChangeSchema } from "#domain/admin-actions.ts";
import { toasts } from "#domain/messages.ts";

/** POST { userId, role: "cliente" | "therapist" }: the role change on /admin/clients. */
const endpoint = jsonEndpoint({ role: "admin", schema: roleChangeSchema, invalid: toasts.roleChangeFailed, handle: setClientRole });
export const action = endpoint.action;
export const loader = endpoint.loader;
