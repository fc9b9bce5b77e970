import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

// Every page has dialogs (auth modal, welcome pop-up) but none opens with the page: Radix's dialog
// loads on the first opening instead of with the first-load JavaScript.
const RadixDialog = lazy(() => import("./dialog-content.tsx"));

function Loading({ className }: { className?: string }) {
  return (
    <p role="status" className={className}>
      Carregando...
    </p>
  );
}

/** A modal dialog with a title (and a description, or the title again for screen readers). */
export function Dialog(props: DialogProps) {
  // Kept mounted after the first opening, so closing runs Radix's exit (focus goes back).
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense
      fallback={props.open ? <Loading className="fixed inset-0 z-50 grid place-items-center bg-brand-900/60 text-lg font-semibold text-white" /> : null}
    >
      <RadixDialog {...props} />
    </Suspense>
  );
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]",
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(",");

/**
 * Dialog content loaded on first open (React.lazy): says 'Carregando...' meanwhile. Radix moved the
 * focus when the dialog opened, before the content existed, so it landed on the close button;
 * once the content is in, the focus goes to its first control, as it does on later openings.
 */
export function LazyDialogBody({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading className="py-8 text-center text-slate-700" />}>
      <FocusFirstControl>{children}</FocusFirstControl>
    </Suspense>
  );
}

function FocusFirstControl({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Next frame: Radix widgets inside (tabs' roving focus) settle their tabindex after mounting.
    const frame = requestAnimationFrame(() => {
      const dialog = box.current?.closest("[role=dialog]");
      const focused = document.activeElement;
      // Focus already in the content (a later opening, where Radix focused it) or moved away by the person.
      if (!box.current || !dialog?.contains(focused) || box.current.contains(focused)) return;
      box.current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return <div ref={box}>{children}</div>;
}
