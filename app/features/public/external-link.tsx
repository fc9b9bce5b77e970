import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/lib/toast.ts";
import type { ToastMessage } from "#domain/messages.ts";

export const NEW_TAB_HINT = "(abre em nova aba)";

type ExternalLinkButtonProps = VariantProps<typeof buttonVariants> & {
  children: ReactNode;
  className?: string;
} & (
    | { href: string; missing?: undefined }
    /** A link that may be absent needs the toast to show instead (spec §8 "Missing … link"). */
    | { href: string | null | undefined; missing: ToastMessage }
  );

/**
 * A button that opens an outside page (community group, payment, WhatsApp,
 * official course page) in a new tab, without handing that page a reference to ours.
 */
export function ExternalLinkButton({ href, missing, children, variant, size, className }: ExternalLinkButtonProps) {
  if (!href) {
    return (
      <Button variant={variant} size={size} className={className} onClick={() => missing && showToast(missing)}>
        {children}
      </Button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant, size, className })}>
      {children}
      <span className="sr-only"> {NEW_TAB_HINT}</span>
    </a>
  );
}

/** An inline text link to an outside page (contact, official page), new tab. */
export function ExternalTextLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"}>
      {children}
      <span className="sr-only"> {NEW_TAB_HINT}</span>
    </a>
  );
}
