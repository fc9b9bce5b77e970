import { useCallback, useState } from "react";
import { fieldErrorsOf } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

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

  /**
   * A text field's props: its value, its error, and typing that replaces the value (through `mask`,
   * e.g. the CPF's dots and dash) and clears the error.
   */
  const bind = <K extends TextKey<T>>(key: K, mask?: (typed: string) => string) => ({
    value: values[key] as string,
    error: errors[key as string],
    onChange: (e: { target: { value: string } }) => set(key, (mask ? mask(e.target.value) : e.target.value) as T[K]),
  });

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, set, bind, setErrors, validate, reset };
}
