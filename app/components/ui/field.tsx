import { clsx } from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A field's error, announced when it appears and tied to the field by `id` (its aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-700" role="alert">
      {error}
    </p>
  ) : null;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ label, error, hint, className, ...props }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "id"> & {
  label: ReactNode;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={clsx("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled native select (keyboard and screen readers for free), its error tied to it. */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...props
}: Omit<ComponentProps<"select">, "id"> & { label: ReactNode; error?: string; hint?: ReactNode; options: readonly string[]; placeholder: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
