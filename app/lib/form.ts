import { useCallback, useState } from "react";
import type { z } from "#domain/zod.ts";

/** Field values plus the first error of each field, validated by the same zod schema the server uses. */
export function useFormState<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key as string]) return e;
      const { [key as string]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const validate = useCallback(
    (schema: z.ZodType, source: Record<string, unknown> = values) => {
      const result = schema.safeParse(source);
      if (result.success) return true;
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return false;
    },
    [values],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, set, setErrors, validate, reset };
}
