import type { z } from "#domain/zod.ts";

import { fieldErrorsOf } from "../result.ts";

/** The first message zod reports for each field, keyed like the form shows it ('_' for the whole object). */
export function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrorsOf(result.error);
}

export const SUBMISSION_ID = "0b7f6a52-8a0e-4c1e-9d33-4f2b8e1c5a77";
