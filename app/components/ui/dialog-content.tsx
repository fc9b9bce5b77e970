import { clsx } from "clsx";
import { Dialog as D } from "radix-ui";
import { useRef } from "react";

import X from "#app/components/icons/x.tsx";

import type { DialogProps } from "./dialog.tsx";

/** The Radix dialog behind `Dialog` (app/components/ui/dialog.tsx), loaded on first open. */
export default function RadixDialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  // Our dialogs open from state, not from a Radix trigger, so Radix has nowhere to send focus back:
  // remember what had focus when the dialog opened and return there when it closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-brand-900/60" />
        <D.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={clsx(
            "fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-7",
            className,
          )}
        >
          <D.Title className="pr-8 font-serif text-2xl text-brand-900">{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm text-slate-700">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          <div className="mt-4">{children}</div>
          <D.Close className="absolute right-3 top-3 rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label="Fechar">
            <X className="h-5 w-5" aria-hidden="true" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
