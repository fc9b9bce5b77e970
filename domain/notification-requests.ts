/** 'Marcar como lida' (one notification, by id) and 'Marcar todas como lidas' (no id): the bell's one request. */
import { objectError } from "./forms/common.ts";
import { notificationTexts } from "./notifications.ts";
import { z } from "./zod.ts";

export const markNotificationsSchema = z.strictObject(
  {
    id: z.optional(z.uuid({ error: notificationTexts.invalid })),
  },
  objectError,
);
