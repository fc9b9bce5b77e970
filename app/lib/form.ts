/**
 * The one form hook (docs/decisions/053): every form that posts JSON to an endpoint — the public
 * forms, the auth modal, the welcome pop-up, the admin login and add-admin form, the product form, the
 * profile, the account deletion, the new password, the integral map dialog — keeps its values here,
 * binds its fields (with masks), validates with the same schema the server runs, is `busy` while it
 * posts, shows the server's field errors and its toast, and hands a success to the form.
 * Built on React state alone (no form library): the light form pages' first load stays within budget.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

import type { ToastMessage } from "#domain/messages.ts";
import { type Failure, fieldErrorsOf, type Result } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";

import { useIdleLoad } from "./idle-load.ts";
import { postJson } from "./post.ts";
import { showToast } from "./toast.ts";

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type Schema = z.ZodMiniType;

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
    (schema: Schema, source: Record<string, unknown> = values) => {
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

/** A v4 UUID from getRandomValues, which (unlike randomUUID) browsers also offer on plain-http pages. */
export function newSubmissionId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface JsonFormOptions<T extends Record<string, string | boolean>, R extends object> {
  initial: T;
  /** Where the form posts (domain/paths.ts). */
  endpoint: string;
  /**
   * The schema the server parses with, or a module-level loader of it: a dynamic import fetched when the
   * page is idle (app/lib/idle-load.ts), so a light page paints without its rules; a submit awaits it.
   */
  schema: Schema | (() => Promise<Schema>);
  /** What is validated and posted when it is not the values as typed (a token, the person's id). */
  payload?: (values: T) => Record<string, unknown>;
  /**
   * Public forms (docs/decisions/020): a submission id drawn once per mounted form goes with every
   * attempt, so the server stores a repeat once; after a refusal the first wrong field takes the focus.
   */
  idempotent?: boolean;
  /** A rule the schema cannot hold, checked after it (a password typed twice): the field errors, or null. */
  check?: (values: T) => Record<string, string> | null;
  /** The toast when the browser's copy of the schema refuses the input; none (the fields say it) when absent. */
  invalidToast?: (error: z.core.$ZodError) => ToastMessage;
  /** The toast when the server answers without one (offline, an unexpected status); only the server's when absent. */
  failureToast?: ToastMessage;
  /** Whenever field errors are shown, from the browser's check or the server's answer. */
  onRefused?: (errors: Record<string, string>) => void;
  /** The input passed the browser's checks and is about to be posted. */
  onSending?: () => void;
  onSuccess: (result: { ok: true } & R) => void | Promise<void>;
  /** A refusal from the server, once its field errors and its toast are shown. */
  onFailure?: (result: Failure) => void | Promise<void>;
  /** After every answer, success or not (an admin list reloads: someone else may have changed the row). */
  onSettled?: () => void | Promise<void>;
}

const nothingToLoad = () => Promise.resolve(null);

export function useJsonForm<T extends Record<string, string | boolean>, R extends object = object>(options: JsonFormOptions<T, R>) {
  const form = useFormState(options.initial);
  const lazySchema = typeof options.schema === "function" ? options.schema : null;
  const rules = useIdleLoad<Schema | null>(lazySchema ?? nothingToLoad);
  const [submissionId] = useState(newSubmissionId);
  const [busy, setBusy] = useState(false);
  // The state update disables the button on the next render; the ref also stops a second event before it.
  const inFlight = useRef(false);
  // After a refusal, the first wrong field (in page order) takes the focus once the errors are on screen.
  const formElement = useRef<HTMLFormElement | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function refuse(errors: Record<string, string>) {
    form.setErrors(errors);
    options.onRefused?.(errors);
    if (options.idempotent) setRefusals((n) => n + 1);
  }

  async function submit(e?: FormEvent<HTMLFormElement>) {
    e?.preventDefault();
    if (inFlight.current) return;
    if (e) formElement.current = e.currentTarget;
    inFlight.current = true;
    try {
      const schema = lazySchema ? await rules().catch(() => null) : (options.schema as Schema);
      if (!schema) {
        if (options.failureToast) showToast(options.failureToast);
        return;
      }
      const input = { ...(options.payload ? options.payload(form.values) : form.values), ...(options.idempotent ? { submissionId } : {}) };
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        refuse(fieldErrorsOf(parsed.error));
        if (options.invalidToast) showToast(options.invalidToast(parsed.error));
        return;
      }
      const extra = options.check?.(form.values);
      if (extra) {
        refuse(extra);
        return;
      }
      options.onSending?.();
      setBusy(true);
      const result: Result<R> = await postJson<R>(options.endpoint, input);
      if (result.ok) await options.onSuccess(result);
      else {
        if (result.fieldErrors) refuse(result.fieldErrors);
        const toast = result.toast ?? options.failureToast;
        if (toast) showToast(toast);
        await options.onFailure?.(result);
      }
      await options.onSettled?.();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { ...form, busy, submit };
}
