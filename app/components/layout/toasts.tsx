import { useEffect, useState } from "react";
import type { Toaster } from "sonner";

import { loadSonner, whenSonnerLoaded } from "#app/lib/toast.ts";

type ToasterComponent = typeof Toaster;

/** The toast region, mounted once sonner is loaded (on the first toast or when the browser is idle). */
export function Toasts() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let active = true;
    void whenSonnerLoaded().then((module) => active && setToaster(() => module.Toaster));
    const load = () => void loadSonner().catch(() => undefined);
    // Safari has no requestIdleCallback.
    const idle = "requestIdleCallback" in window;
    const handle = idle ? window.requestIdleCallback(load, { timeout: 4000 }) : window.setTimeout(load, 1500);
    return () => {
      active = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return Toaster ? <Toaster position="top-center" richColors closeButton /> : null;
}
