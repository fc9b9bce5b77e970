import { toast } from "sonner";
import type { ToastMessage } from "#domain/messages.ts";

/** Shows one of the spec's toasts: destructive ones in red, the rest neutral. */
export function showToast(message: ToastMessage) {
  const options = { description: message.description, duration: message.duration };
  return message.destructive ? toast.error(message.title, options) : toast(message.title, options);
}
