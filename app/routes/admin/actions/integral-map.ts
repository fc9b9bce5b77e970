import { jsonEndpoint, jsonResult, postOnly } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { grantIntegralMap, integralMapBirth } from "#app/lib/services.server.ts";
import { integralMapSchema, integralMapToasts } from "#domain/compass/integral-map.ts";
import { INTEGRAL_MAP_PERSON_PARAM } from "#domain/paths.ts";

import type { Route } from "./+types/integral-map";

/** POST { userId, birthDate, birthTime, city, state }: 'Liberar Mapa Integral' or its correction. */
const endpoint = jsonEndpoint({ role: "admin", schema: integralMapSchema, invalid: integralMapToasts.failed, handle: grantIntegralMap });
export const action = endpoint.action;

/** GET ?pessoa=<id>: the stored birth data, to prefill the dialog. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  const person = url.searchParams.get(INTEGRAL_MAP_PERSON_PARAM);
  if (!person) return postOnly();
  return jsonResult(await integralMapBirth(context, viewer, person));
}
