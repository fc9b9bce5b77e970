import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef } from "react";

/** The white panel a public form (or what replaces it) sits on. */
export function FormCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16">
      <div className={clsx("-mt-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8", className)}>{children}</div>
    </div>
  );
}

/**
 * What replaces a form once it has done its job (success, thank-you, a gate). The heading takes
 * the focus when it appears, so a screen reader hears the outcome instead of silence.
 */
export function OutcomePanel({ title, children, focus = true }: { title: string; children: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="text-center">
      <h2 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {title}
      </h2>
      <div className="mt-4 space-y-6 text-lg leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}
