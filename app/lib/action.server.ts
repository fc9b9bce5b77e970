import { data } from "react-router";
import { toasts } from "#domain/messages.ts";
import type { Failure, Result } from "#domain/result.ts";
import { isJsonMediaType } from "#server/http/media-type.ts";

const malformed: Failure = { ok: false, status: 400, toast: toasts.malformedRequest };
const methodNotAllowed: Failure = { ok: false, status: 405, toast: toasts.methodNotAllowed };

/**
 * Reads a JSON body: only a POST whose Content-Type is exactly application/json (parsed, any
 * case, parameters allowed). Anything else (wrong type, broken JSON, not an object) is a 4xx, never a 500.
 */
export async function readJsonBody(request: Request): Promise<{ body: Record<string, unknown> } | { error: ReturnType<typeof reply> }> {
  if (request.method !== "POST") return { error: reply(methodNotAllowed, new Headers({ Allow: "POST" })) };
  if (!isJsonMediaType(request.headers.get("content-type"))) return { error: reply({ ok: false, status: 415, toast: toasts.unsupportedMediaType }) };
  try {
    const body: unknown = await request.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) return { error: reply(malformed) };
    return { body: body as Record<string, unknown> };
  } catch {
    return { error: reply(malformed) };
  }
}

/** Answers an action's result as JSON, with its status, any cookies to set and a 429's Retry-After. */
export function reply(result: Result, headers?: Headers) {
  if (result.ok || result.retryAfter === undefined) return data(result, { status: result.ok ? 200 : result.status, headers });
  const { retryAfter, ...failure } = result;
  const withRetry = new Headers(headers);
  withRetry.set("Retry-After", String(retryAfter));
  return data(failure, { status: failure.status, headers: withRetry });
}

/**
 * Action-only routes answer a GET with the pages' 405 ('Ação não permitida') in the Failure shape,
 * instead of React Router's "no loader" error (private ones check the role first).
 */
export function postOnly(): never {
  throw Response.json(methodNotAllowed, { status: 405, headers: { Allow: "POST" } });
}
