import type { VariantProps } from "class-variance-authority";
import { type MouseEvent, type ReactNode,useRef } from "react";

import { buttonVariants } from "#app/components/ui/button.tsx";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { useViewer } from "#app/lib/viewer.ts";
import { type ToastMessage,toasts } from "#domain/messages.ts";
import type { PlaceOrderInput } from "#domain/order-requests.ts";
import { MEMBER_ENDPOINTS } from "#domain/paths.ts";

import { ExternalLinkButton, NEW_TAB_HINT } from "./external-link.tsx";

type BuyButtonProps = VariantProps<typeof buttonVariants> & {
  href: string | null | undefined;
  /** What the order is for. */
  item: PlaceOrderInput;
  /** The toast when there is no link to pay at (spec §8). */
  missing?: ToastMessage;
  children: ReactNode;
  className?: string;
};

/**
 * 'Comprar Agora' and a course's sign-up button. An anonymous visitor just gets the link. For a
 * signed-in person the order is recorded on the server first (docs/decisions/043); the new tab is
 * opened synchronously in the click — after an await the browser's pop-up blocker would stop it —
 * and sent to the payment link once the server answered.
 */
export function BuyButton({ href, item, missing, children, variant, size, className }: BuyButtonProps) {
  const style = { variant, size, className };
  const viewer = useViewer();
  const inFlight = useRef(false);
  if (!viewer || !href) {
    return missing ? (
      <ExternalLinkButton href={href} missing={missing} {...style}>
        {children}
      </ExternalLinkButton>
    ) : (
      <ExternalLinkButton href={href ?? ""} {...style}>
        {children}
      </ExternalLinkButton>
    );
  }

  async function buy(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new window, download…) are the browser's business: no order is recorded.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const tab = window.open("", "_blank");
    // The payment page gets no handle on ours (what rel="noopener" does for a plain link).
    if (tab) tab.opener = null;
    const result = await postJson<{ paymentLink: string }>(MEMBER_ENDPOINTS.orders, item);
    inFlight.current = false;
    if (!result.ok) {
      tab?.close();
      showToast(result.toast ?? toasts.orderFailed);
      return;
    }
    showToast(toasts.orderPlaced);
    if (tab) tab.location.href = result.paymentLink;
    else window.location.assign(result.paymentLink); // pop-ups blocked anyway: pay in this tab
  }

  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={buy} className={buttonVariants({ variant, size, className })}>
      {children}
      <span className="sr-only"> {NEW_TAB_HINT}</span>
    </a>
  );
}
