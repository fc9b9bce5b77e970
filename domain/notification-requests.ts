/**
 * The bell's one request: 'Marcar como lida' names one notification (`{ id }`), 'Marcar todas como
 * lidas' says so (`{ all: true }`). An empty body asks for nothing and is refused, as on every endpoint.
 */
import { objectError } from "./forms/common.ts";
import { notificationTexts } from "./notifications.ts";
import { z } from "./zod.ts";

export const markNotificationsSchema = z
  .strictObject(
    {
      id: z.optional(z.uuid({ error: notificationTexts.invalid })),
      all: z.optional(z.literal(true, { error: notificationTexts.invalid })),
    },
    objectError,
  )
  .check(z.refine((value) => (value.id === undefined) !== (value.all === undefined), { error: notificationTexts.invalid }));
