import { data } from "react-router";
import type { Failure, Result } from "#server/services/result.ts";

const malformed: Failure = {
  ok: false,
  status: 400,
  toast: { title: "Requisição inválida", description: "Não foi possível ler os dados enviados.", destructive: true },
};

/** Reads a JSON body; anything else (wrong type, broken JSON, not an object) is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<{ body: Record<string, unknown> } | { error: ReturnType<typeof reply> }> {
  if (request.method !== "POST") return { error: reply({ ...malformed, status: 405 }) };
  if (!request.headers.get("content-type")?.includes("application/json")) return { error: reply({ ...malformed, status: 415 }) };
  try {
    const body: unknown = await request.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) return { error: reply(malformed) };
    return { body: body as Record<string, unknown> };
  } catch {
    return { error: reply(malformed) };
  }
}

/** Answers an action's result as JSON, with its status and any cookies to set. */
export function reply(result: Result, headers?: Headers) {
  return data(result, { status: result.ok ? 200 : result.status, headers });
}

/** Action-only routes answer a GET with 405 instead of React Router's "no loader" error. */
export function postOnly(): never {
  throw new Response("Use POST.", { status: 405, headers: { Allow: "POST" } });
}
