import type { VariantProps } from "class-variance-authority";
import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { Button, ButtonLink, buttonVariants } from "#app/components/ui/button.tsx";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { useRootData, useViewer } from "#app/lib/viewer.ts";
import { type ToastMessage, toasts } from "#domain/messages.ts";
import type { PlaceOrderInput } from "#domain/order-requests.ts";
import { MEMBER_ENDPOINTS, signInUrl } from "#domain/paths.ts";

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
export function BuyButton(props: BuyButtonProps) {
  return useRootData().pixPayments ? <PixBuyButton {...props} /> : <LinkBuyButton {...props} />;
}

/**
 * With Pix (docs/decisions/059): the server records the order and its charge, and the person pays on
 * the site's payment page, in this tab. Anyone not signed in is asked to sign in first, coming back here.
 */
function PixBuyButton({ item, children, variant, size, className }: BuyButtonProps) {
  const style = { variant, size, className };
  const viewer = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!viewer) {
    return (
      <ButtonLink to={signInUrl(pathname)} {...style}>
        {children}
      </ButtonLink>
    );
  }

  async function buy() {
    setBusy(true);
    const result = await postJson<{ paymentPage: string }>(MEMBER_ENDPOINTS.orders, item);
    setBusy(false);
    if (!result.ok) showToast(result.toast ?? toasts.pixFailed);
    else void navigate(result.paymentPage);
  }

  return (
    <Button disabled={busy} onClick={() => void buy()} {...style}>
      {children}
    </Button>
  );
}

function LinkBuyButton({ href, item, missing, children, variant, size, className }: BuyButtonProps) {
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
