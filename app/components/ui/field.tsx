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

interface FrameProps {
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
}

/**
 * The label, hint and error around one control, tied to it (id, aria-describedby, aria-invalid).
 * The hint gives way to the error, so a screen reader hears one of them.
 */
function FieldFrame({ label, error, hint, className, control }: FrameProps & { control: (aria: ControlAria) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = Boolean(hint) && !error;
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : showHint ? hintId : undefined })}
      {showHint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface ControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ label, error, hint, className, ...props }: FieldProps) {
  return <FieldFrame label={label} error={error} hint={hint} className={className} control={(aria) => <input className={inputClass} {...aria} {...props} />} />;
}

/** A labelled textarea, framed like Field. */
export function TextAreaField({ label, error, hint, className, rows = 5, ...props }: Omit<ComponentProps<"textarea">, "id"> & FrameProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(aria) => <textarea rows={rows} className={inputClass} {...aria} {...props} />}
    />
  );
}

/**
 * A labelled native select (keyboard and screen readers for free), framed like Field. Each option
 * is its own label or a [value, label] pair; `placeholder` adds an empty first choice.
 */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...props
}: Omit<ComponentProps<"select">, "id"> & FrameProps & { options: readonly (string | readonly [string, string])[]; placeholder?: string }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(aria) => (
        <select className={inputClass} {...aria} {...props}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => {
            const [value, text] = typeof option === "string" ? [option, option] : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    />
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
