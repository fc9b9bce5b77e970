import { clsx } from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";

import { FieldError, inputClass } from "./field.tsx";

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & {
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A labelled textarea whose hint and error are tied to it (aria-describedby), like Field. */
export function TextAreaField({ label, error, hint, className, rows = 5, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea id={id} rows={rows} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
