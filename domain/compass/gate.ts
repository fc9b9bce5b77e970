// Who may chat with the Soul Compass: the page's gate (server-rendered) and the chat endpoint's checks.
import type { Viewer } from "../account/viewer.ts";

/** Spec §4 "Soul Compass gate", in order: not signed in, unconfirmed e-mail, no integral map (sales), chat. */
export type CompassGate = "anonymous" | "unconfirmed" | "offers" | "chat";

export function compassGate(viewer: Viewer | null): CompassGate {
  if (!viewer) return "anonymous";
  if (!viewer.emailConfirmed) return "unconfirmed";
  return viewer.hasIntegralMap ? "chat" : "offers";
}
