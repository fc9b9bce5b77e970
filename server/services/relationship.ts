import { analyzeRelationship, type BirthChartResult, birthToChart } from "#domain/hd/index.ts";
import { BIRTH_ERROR_FIELDS, PERSON_LABELS, type PersonKey, relationshipToasts } from "#domain/relationship/messages.ts";
import { birthInputOf, type RelationshipReport, type RelationshipRequest } from "#domain/relationship/schema.ts";
import type { Result } from "#domain/result.ts";

import { rateLimited } from "../rate-limit.ts";
import type { RequestContext } from "./context.ts";

const PEOPLE = Object.keys(PERSON_LABELS) as PersonKey[];

/**
 * The relationship analysis: validate both people with the form's schema,
 * place each birth (city + UF → time zone), compute both charts and compare them.
 */
export async function analyzeRelationshipRequest(ctx: RequestContext, input: RelationshipRequest): Promise<Result<{ report: RelationshipReport }>> {
  // Counted after validation, as the account forms do: a typo fixed in the form costs nothing.
  const limited = await rateLimited(ctx, "relationship");
  if (limited) return limited;

  const births = {} as Record<PersonKey, BirthChartResult>;
  const fieldErrors: Record<string, string> = {};
  for (const key of PEOPLE) {
    births[key] = birthToChart(birthInputOf(input[key]));
    const birth = births[key];
    if (!birth.ok) {
      const { field, message } = BIRTH_ERROR_FIELDS[birth.error.code];
      fieldErrors[`${key}.${field}`] = message;
    }
  }
  const [b1, b2] = [births.person1, births.person2];
  if (!b1.ok || !b2.ok) {
    // The spec's toast carries the lookup's own sentence, without the card prefix.
    return { ok: false, status: 422, fieldErrors, toast: relationshipToasts.failed(Object.values(fieldErrors)[0]) };
  }
  const analysis = analyzeRelationship({ name: input.person1.name, chart: b1.chart }, { name: input.person2.name, chart: b2.chart });
  return {
    ok: true,
    report: {
      analysis,
      births: {
        person1: { place: b1.place, utcOffset: b1.utcOffset },
        person2: { place: b2.place, utcOffset: b2.utcOffset },
      },
    },
  };
}
