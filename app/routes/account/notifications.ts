import { jsonEndpoint, jsonResult } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { listNotifications, markNotificationsRead } from "#app/lib/services.server.ts";
import { markNotificationsSchema } from "#domain/notification-requests.ts";
import { notificationTexts } from "#domain/notifications.ts";

import type { Route } from "./+types/notifications";

/** The bell's list, fetched when it opens: the signed-in person's own notifications, newest first (JSON). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "signed-in");
  return jsonResult(await listNotifications(context, viewer));
}

/** 'Marcar como lida' / 'Marcar todas como lidas': only the person's own rows change. */
const endpoint = jsonEndpoint({
  role: "signed-in",
  schema: markNotificationsSchema,
  invalid: (message) => ({ title: notificationTexts.failedTitle, description: message ?? notificationTexts.invalid, destructive: true }),
  handle: markNotificationsRead,
});
export const action = endpoint.action;
