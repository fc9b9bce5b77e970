import { lazy, useEffect, useState } from "react";
import { useLocation } from "react-router";

import { Dialog, LazyDialogBody } from "#app/components/ui/dialog.tsx";
import { useViewer } from "#app/lib/viewer.ts";
import { WELCOME_POPUP_DELAY_MS } from "#domain/messages.ts";
import { isAdminPath, ROUTES } from "#domain/paths.ts";

// The form and its zod schema load when the pop-up opens, not with every page.
const loadForm = () => import("./welcome-form.tsx");
const WelcomeForm = lazy(loadForm);
const ConfirmEmailStep = lazy(() => loadForm().then((m) => ({ default: m.ConfirmEmailStep })));

export const WELCOME_SHOWN_KEY = "welcome-modal-shown";
export const WELCOME_POPUP_TITLE = "Receba seu Mapa da Alma Gratuito";
export const WELCOME_CONFIRM_TITLE = "Confirme seu e-mail para receber seu mapa";
export const welcomeConfirmBody = (email: string) =>
  `Enviamos um link de confirmação para ${email}. Abra o e-mail e clique no link: você volta direto para o seu Mapa da Alma.`;

/** Pages whose point is a form: the offer would interrupt what the person came to fill in. */
const FORM_PAGES: ReadonlySet<string> = new Set([
  ROUTES.relationship,
  ROUTES.freeSoulMap,
  ROUTES.healingEnergy,
  ROUTES.clubSignUp,
  ROUTES.soulCompass,
  ROUTES.resetPassword,
]);

/** How long the person must have stopped typing or clicking before the offer may open. */
export const WELCOME_IDLE_MS = 2000;
const CHECK_EVERY_MS = 500;

/** True while the person is busy: focus in a field, or any dialog (the auth modal, a menu dialog) open. */
function busyElsewhere(): boolean {
  const focused = document.activeElement;
  if (focused?.matches("input, textarea, select, [contenteditable]:not([contenteditable='false'])")) return true;
  return document.querySelector("[role='dialog'], [role='alertdialog'], dialog[open]") !== null;
}

/**
 * The free soul map offer: once per browser, never to signed-in people, never on a form page or
 * the admin panel. After 3 s it waits for an idle moment: it never opens while the person types
 * in a field or reads a dialog, so no keystroke lands in it.
 */
export function WelcomePopup() {
  const viewer = useViewer();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Set once the pop-up's sign-up went through: the pop-up stays, now saying what to do next.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const suppressed = !sentTo && (Boolean(viewer) || isAdminPath(location.pathname) || FORM_PAGES.has(location.pathname));

  useEffect(() => {
    if (suppressed || localStorage.getItem(WELCOME_SHOWN_KEY)) return;
    let lastActivity = 0;
    const active = () => {
      lastActivity = performance.now();
    };
    const events = ["keydown", "input", "pointerdown"] as const;
    for (const e of events) window.addEventListener(e, active, true);
    let poll: ReturnType<typeof setInterval> | undefined;
    const timer = setTimeout(() => {
      poll = setInterval(() => {
        if (busyElsewhere() || performance.now() - lastActivity < WELCOME_IDLE_MS) return;
        clearInterval(poll);
        void loadForm();
        setOpen(true);
      }, CHECK_EVERY_MS);
    }, WELCOME_POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
      for (const e of events) window.removeEventListener(e, active, true);
    };
  }, [suppressed]);

  function close() {
    localStorage.setItem(WELCOME_SHOWN_KEY, "true");
    setOpen(false);
    setSentTo(null);
  }

  return (
    <Dialog
      open={open && !suppressed}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={sentTo ? WELCOME_CONFIRM_TITLE : WELCOME_POPUP_TITLE}
      description={sentTo ? welcomeConfirmBody(sentTo) : "Crie sua conta em segundos e descubra o que sua alma veio viver nesta jornada."}
    >
      <LazyDialogBody>{sentTo ? <ConfirmEmailStep onClose={close} /> : <WelcomeForm onClose={close} onSignedUp={setSentTo} />}</LazyDialogBody>
    </Dialog>
  );
}
