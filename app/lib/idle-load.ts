import { useCallback, useEffect, useRef } from "react";

/**
 * A module the page needs only once the person acts (a form's validation rules): fetched when the
 * browser is idle after the page is up, so it never competes with the first paint on a slow link,
 * and awaited by whoever needs it first. `load` must be stable (a module-level function).
 */
export function useIdleLoad<T>(load: () => Promise<T>): () => Promise<T> {
  const pending = useRef<Promise<T> | null>(null);
  const get = useCallback(() => {
    pending.current ??= load().catch((err: unknown) => {
      pending.current = null; // offline for a moment: the next call tries again
      throw err;
    });
    return pending.current;
  }, [load]);
  useEffect(() => {
    const start = () => void get().catch(() => undefined);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 200);
    return () => clearTimeout(handle);
  }, [get]);
  return get;
}
