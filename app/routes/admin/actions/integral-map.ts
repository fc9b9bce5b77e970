import { data } from "react-router";
import { postOnly, readJsonBody, reply } from "#app/lib/action.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { INTEGRAL_MAP_PERSON_PARAM } from "#domain/paths.ts";
import { grantIntegralMap, integralMapBirth } from "#server/services/integral-maps.ts";
import type { Route } from "./+types/integral-map";

/** POST { userId, birthDate, birthTime, city, state }: 'Liberar Mapa Integral' or its correction. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, context, "admin");
  const input = await readJsonBody(request);
  if ("error" in input) return input.error;
  return reply(await grantIntegralMap(context.app, viewer, input.body));
}

/** GET ?pessoa=<id>: the stored birth data, to prefill the dialog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, "admin");
  const person = new URL(request.url).searchParams.get(INTEGRAL_MAP_PERSON_PARAM);
  if (!person) return postOnly();
  const result = await integralMapBirth(context.app, viewer, person);
  return data(result, { status: result.ok ? 200 : result.status, headers: { "Cache-Control": "no-store" } });
}
