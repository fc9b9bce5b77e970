import { useCallback, useState } from "react";
import { fieldErrorsOf } from "#domain/result.ts";
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
    (schema: z.ZodMiniType, source: Record<string, unknown> = values) => {
      const result = schema.safeParse(source);
      if (result.success) return true;
      setErrors(fieldErrorsOf(result.error));
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
