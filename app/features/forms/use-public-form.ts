import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "#domain/zod.ts";
import { useFormState } from "#app/lib/form.ts";
import { useIdleLoad } from "#app/lib/idle-load.ts";
import { postJson } from "#app/lib/post.ts";
import { fieldErrorsOf, type Result } from "#domain/result.ts";
import { showToast } from "#app/lib/toast.ts";
import type { ToastMessage } from "#domain/messages.ts";

/** A v4 UUID from getRandomValues, which (unlike randomUUID) browsers also offer on plain-http pages. */
export function newSubmissionId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

interface PublicFormOptions<T extends Record<string, string | boolean>, R extends object> {
  initial: T;
  /**
   * Loads the same schema the server parses with (it also expects the submission id). A dynamic
   * import, so the page paints without the validation code (app/lib/idle-load.ts); module-level.
   */
  loadSchema: () => Promise<z.ZodMiniType>;
  endpoint: string;
  /** The toast for input the schema rejects. */
  invalidToast: (error: z.core.$ZodError) => ToastMessage;
  /** The toast when the server answers without one (network down, unexpected status). */
  failureToast: ToastMessage;
  onSuccess: (result: { ok: true } & R) => void | Promise<void>;
}

/**
 * The public forms' life cycle: editing → sending → success or back to editing.
 * The submission id is drawn once per mounted form, so whatever repeats a submission
 * (a double click that slipped through, a retried request) is recognised by the server.
 */
export function usePublicForm<T extends Record<string, string | boolean>, R extends object = object>(options: PublicFormOptions<T, R>) {
  const form = useFormState(options.initial);
  const schema = useIdleLoad(options.loadSchema);
  const [submissionId] = useState(newSubmissionId);
  const [sending, setSending] = useState(false);
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
    setRefusals((n) => n + 1);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    formElement.current = e.currentTarget;
    inFlight.current = true;
    const rules = await schema().catch(() => null);
    if (!rules) {
      inFlight.current = false;
      showToast(options.failureToast);
      return;
    }
    const input = { ...form.values, submissionId };
    const parsed = rules.safeParse(input);
    if (!parsed.success) {
      inFlight.current = false;
      refuse(fieldErrorsOf(parsed.error));
      showToast(options.invalidToast(parsed.error));
      return;
    }
    setSending(true);
    const result: Result<R> = await postJson<R>(options.endpoint, input);
    if (!result.ok) {
      inFlight.current = false;
      setSending(false);
      if (result.fieldErrors) refuse(result.fieldErrors);
      showToast(result.toast ?? options.failureToast);
      return;
    }
    await options.onSuccess(result);
    inFlight.current = false;
    setSending(false);
  }

  return { ...form, sending, submit };
}
