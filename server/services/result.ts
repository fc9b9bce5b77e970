import type { ToastMessage } from "#domain/messages.ts";
import type { z } from "zod";

/** What every action answers: success with data, or a failure a person can read. */
export type Failure = { ok: false; status: number; toast?: ToastMessage; fieldErrors?: Record<string, string> };

export type Result<T extends object = Record<string, unknown>> =
  | ({ ok: true } & T)
  | Failure;

export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

export const invalid = (error: z.ZodError, toast?: ToastMessage): Failure => ({
  ok: false,
  status: 400,
  fieldErrors: fieldErrorsOf(error),
  toast: toast ?? { title: "Dados inválidos", description: Object.values(fieldErrorsOf(error))[0], destructive: true },
});
