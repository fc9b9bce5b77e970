import { lazy, useEffect, useState } from "react";
import { useLocation } from "react-router";

import { Dialog, LazyDialogBody } from "#app/components/ui/dialog.tsx";
import { useViewer } from "#app/lib/viewer.ts";
import { WELCOME_POPUP_DELAY_MS } from "#domain/messages.ts";
import { isAdminPath } from "#domain/paths.ts";

// The form and its zod schema load when the pop-up opens, not with every page.
const loadForm = () => import("./welcome-form.tsx");
const WelcomeForm = lazy(loadForm);

export const WELCOME_SHOWN_KEY = "welcome-modal-shown";
export const WELCOME_POPUP_TITLE = "Receba seu Mapa da Alma Gratuito";

/** The free soul map offer: once per browser, 3 s after load, never to signed-in people. */
export function WelcomePopup() {
  const viewer = useViewer();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const suppressed = Boolean(viewer) || isAdminPath(location.pathname);

  useEffect(() => {
    if (suppressed || localStorage.getItem(WELCOME_SHOWN_KEY)) return;
    const timer = setTimeout(() => {
      void loadForm();
      setOpen(true);
    }, WELCOME_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [suppressed]);

  function close() {
    localStorage.setItem(WELCOME_SHOWN_KEY, "true");
    setOpen(false);
  }

  return (
    <Dialog
      open={open && !suppressed}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={WELCOME_POPUP_TITLE}
      description="Crie sua conta em segundos e descubra o que sua alma veio viver nesta jornada."
    >
      <LazyDialogBody>
        <WelcomeForm onClose={close} />
      </LazyDialogBody>
    </Dialog>
  );
}
