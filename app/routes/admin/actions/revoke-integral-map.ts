import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { revokeIntegralMap } from "#app/lib/services.server.ts";
import { integralMapToasts, revokeIntegralMapSchema } from "#domain/compass/integral-map.ts";

/** POST { userId }: 'Revogar mapa' on /admin/clients. */
const endpoint = jsonEndpoint({ role: "admin", schema: revokeIntegralMapSchema, invalid: integralMapToasts.failed, handle: revokeIntegralMap });
export const action = endpoint.action;
export const loader = endpoint.loader;
