import { useState } from "react";

import { Button } from "#app/components/ui/button.tsx";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { accountNotices, toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS } from "#domain/paths.ts";

export const RESEND_LABEL = "Reenviar e-mail de confirmação";

/** The 'Confirme seu E-mail' gates' way out when the first message went missing. */
export function ResendConfirmationButton() {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    const result = await postJson(ACCOUNT_ACTIONS.resendConfirmation, {});
    setBusy(false);
    showToast(result.ok ? toasts.confirmationResent : (result.toast ?? toasts.confirmationResendFailed(accountNotices.resendFailed)));
  }
  return (
    <Button variant="outline" size="lg" onClick={resend} disabled={busy} aria-busy={busy}>
      {busy ? "Enviando..." : RESEND_LABEL}
    </Button>
  );
}
