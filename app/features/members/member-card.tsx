import { clsx } from "clsx";
import { type ReactNode, useId } from "react";

/**
 * One card of the client area or the dashboard: a section named by its h2. The pages are lists
 * of these, so a new card (another feature's) is one more line.
 */
export function MemberCard({ title, children, className, actions }: { title: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx("rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** An empty list, said in words. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-brand-200 p-4 text-center text-slate-700">{children}</p>;
}
