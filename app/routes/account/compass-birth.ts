import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveOwnBirthData } from "#app/lib/services.server.ts";
import { ownBirthSchema, ownBirthToasts } from "#domain/compass/own-birth.ts";

/**
 * POST { birthDate, birthTime, city, state, clock? }: the person's own birth data after the Soul
 * Compass access was paid by Pix (docs/decisions/059); the chart is stored as their integral map.
 */
const endpoint = jsonEndpoint({ role: "signed-in", schema: ownBirthSchema, invalid: () => ownBirthToasts.failed(), handle: saveOwnBirthData });
export const action = endpoint.action;
export const loader = endpoint.loader;
