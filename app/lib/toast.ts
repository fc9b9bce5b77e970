import type * as SonnerModule from "sonner";

import type { ToastMessage } from "#domain/messages.ts";

type Sonner = typeof SonnerModule;

// sonner (≈10 KB gzip) is not needed to paint or hydrate a page, so it is not in the first load:
// it comes with the first toast, or when the browser is idle (app/components/layout/toasts.tsx).
// Toasts raised before its <Toaster> mounts are replayed to it by sonner.
let sonner: Promise<Sonner> | undefined;
let announce: (module: Sonner) => void;
const loaded = new Promise<Sonner>((resolve) => (announce = resolve));

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then(
    (module) => {
      announce(module);
      return module;
    },
    (err: unknown) => {
      sonner = undefined; // a failed download (offline for a moment) is tried again by the next toast
      throw err;
    },
  );
  return sonner;
}

/** Resolves once sonner has been loaded, by whoever asked first. */
export const whenSonnerLoaded = () => loaded;

/** Shows one of the spec's toasts: destructive ones in red, the rest neutral. */
export function showToast(message: ToastMessage): void {
  loadSonner().then(
    ({ toast }) => {
      const options = {
        description: message.description,
        duration: message.duration,
      };
      if (message.destructive) toast.error(message.title, options);
      else toast(message.title, options);
    },
    (err: unknown) => console.error("não foi possível carregar os avisos", err),
  );
}
