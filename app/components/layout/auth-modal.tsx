import { createContext, lazy, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

import { Dialog, LazyDialogBody } from "#app/components/ui/dialog.tsx";

// The forms, their zod schemas and the Brazilian masks load when the modal first opens, not with
// every page (first-load JavaScript); opening starts the download at once, beside the dialog's own.
const loadBody = () => import("./auth-modal-body.tsx");
const AuthModalBody = lazy(loadBody);

type AuthModalApi = { open: (opts?: { redirectTo?: string; tab?: "login" | "register" }) => void };
const AuthModalContext = createContext<AuthModalApi>({ open: () => {} });
export const useAuthModal = () => useContext(AuthModalContext);

export const AUTH_MODAL_TITLE = "Junte-se ao Movimento";

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | undefined>();
  const [tab, setTab] = useState<"login" | "register">("login");
  // A new key remounts the content: closing resets the wizard, the forms and the view.
  const [generation, setGeneration] = useState(0);

  const api = useMemo<AuthModalApi>(
    () => ({
      open: (opts) => {
        void loadBody();
        setRedirectTo(opts?.redirectTo);
        setTab(opts?.tab ?? "login");
        setOpen(true);
      },
    }),
    [],
  );

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setGeneration((g) => g + 1);
  }, []);

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <Dialog open={isOpen} onOpenChange={onOpenChange} title={AUTH_MODAL_TITLE}>
        <LazyDialogBody>
          <AuthModalBody key={generation} initialTab={tab} redirectTo={redirectTo} onDone={() => onOpenChange(false)} />
        </LazyDialogBody>
      </Dialog>
    </AuthModalContext.Provider>
  );
}
