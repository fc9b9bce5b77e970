import type { ToastMessage } from "#domain/messages.ts";

export type ActionResult<T = object> = ({ ok: true } & T) | { ok: false; status: number; toast?: ToastMessage; fieldErrors?: Record<string, string> };

/** Posts JSON to one of our actions; a network failure reads as a failed result, never a throw. */
export async function postJson<T = object>(url: string, body: unknown): Promise<ActionResult<T>> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });
    const data = (await res.json().catch(() => null)) as ActionResult<T> | null;
    return data ?? { ok: false, status: res.status };
  } catch {
    return { ok: false, status: 0 };
  }
}
