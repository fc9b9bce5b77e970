import type { Result } from "#domain/result.ts";

/** Posts JSON to one of our actions; a network failure reads as a failed result, never a throw. */
export async function postJson<T extends object = object>(url: string, body: unknown): Promise<Result<T>> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });
    const data = (await res.json().catch(() => null)) as Result<T> | null;
    return data ?? { ok: false, status: res.status };
  } catch {
    return { ok: false, status: 0 };
  }
}
