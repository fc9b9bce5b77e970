import { API } from "#domain/paths.ts";
import { fieldErrorToast, relationshipMessages, relationshipToasts } from "#domain/relationship/messages.ts";
import { relationshipRequestSchema } from "#domain/relationship/schema.ts";
import { fieldErrorsOf } from "#domain/result.ts";

import type { AppServices } from "../services/context.ts";
import { analyzeRelationshipRequest } from "../services/relationship.ts";
import { honoEndpoint } from "./endpoint.ts";

/** Two people's data is well under 1 kB; anything near this cap is not a form. */
export const RELATIONSHIP_BODY_LIMIT_BYTES = 8 * 1024;

/** POST /api/relationship {person1, person2} → the analysis, or a failure a person can read (never a 500 for bad input). */
export function relationshipApi(services: AppServices) {
  return honoEndpoint(services, API.relationship, {
    role: "public",
    schema: relationshipRequestSchema,
    invalid: (_message, error) => fieldErrorToast(fieldErrorsOf(error)),
    refusal: (status) => relationshipToasts.failed(relationshipMessages.requestFailed(status)),
    bodyLimit: RELATIONSHIP_BODY_LIMIT_BYTES,
    anyJson: true,
    handle: (ctx, _viewer, input) => analyzeRelationshipRequest(ctx, input),
  });
}
