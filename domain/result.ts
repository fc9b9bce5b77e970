import type { ToastMessage } from "./messages.ts";

// What every action and JSON endpoint answers, and what the browser reads back: one contract.

/**
 * A refusal a person can read: the status, a toast, and messages next to the fields.
 * `retryAfter` (seconds, with a 429) travels as the Retry-After header, not in the body.
 */
export type Failure = {
  ok: false;
  status: number;
  toast?: ToastMessage;
  fieldErrors?: Record<string, string>;
  retryAfter?: number;
  /** A 409's current state (the version someone else saved), so the editor can show it. */
  current?: { version: number };
};

export type Result<T extends object = Record<string, unknown>> = ({ ok: true } & T) | Failure;

/** Anything with zod's issue list (zod and zod/mini errors alike). */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * The first message of each field, keyed by its path as the form names it ("email",
 * "person1.day"); "_" for a problem with the whole input.
 */
export function fieldErrorsOf(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return out;
}

const INVALID_INPUT_TITLE = "Dados inválidos";

/** A 400 for input the schema refused; the toast defaults to the first field's message. */
export function invalid(error: IssueList, toast?: ToastMessage): Failure {
  const fieldErrors = fieldErrorsOf(error);
  return { ok: false, status: 400, fieldErrors, toast: toast ?? { title: INVALID_INPUT_TITLE, description: Object.values(fieldErrors)[0], destructive: true } };
}
