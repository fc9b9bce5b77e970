import { useState } from "react";
import { useRevalidator } from "react-router";

import { postJson } from "#app/lib/post.ts";
import type { Result } from "#domain/result.ts";

/**
 * Posts an admin action (JSON) to its endpoint, hands the answer to `onResult`, and reloads the
 * list whatever the outcome (a refusal may mean someone else changed the row: the list shows it).
 */
export function useAdminAction<T extends object = object>(endpoint: string, onResult: (result: Result<T>) => void) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  return {
    busy: pending !== null,
    /** The payload in flight (to show which row is busy). */
    pending,
    async submit(payload: Record<string, string>) {
      setPending(payload);
      const result = await postJson<T>(endpoint, payload);
      onResult(result);
      await revalidator.revalidate();
      setPending(null);
    },
  };
}
