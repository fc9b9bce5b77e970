/**
 * What the browser posts about orders (docs/decisions/043), apart from the order rules in
 * orders.ts so that the pages that only show orders (badges, the client area's cards) load
 * neither zod nor the course catalogue.
 */
import { z } from "#domain/zod.ts";

import { COMPASS_OFFER_IDS } from "./compass/offers.ts";
import { objectError } from "./forms/common.ts";
import { ORDER_ACTIONS, orderMessages as m } from "./orders.ts";

/** Course ids are catalogue ids (staff create them): the server looks the course up among the public ones. */
const COURSE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** What the browser posts when a signed-in person presses 'Comprar Agora' or a course's sign-up button. */
export const placeOrderSchema = z.discriminatedUnion(
  "item",
  [
    z.strictObject({ item: z.literal("product"), productId: z.uuid({ error: m.itemInvalid }) }, objectError),
    z.strictObject({ item: z.literal("course"), courseId: z.string({ error: m.itemInvalid }).check(z.regex(COURSE_ID, m.itemInvalid)) }, objectError),
    z.strictObject({ item: z.literal("compass"), offerId: z.enum(COMPASS_OFFER_IDS, { error: m.itemInvalid }) }, objectError),
  ],
  { error: m.itemInvalid },
);
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** What /admin/orders posts to mark an order. */
export const orderActionSchema = z.strictObject(
  {
    orderId: z.uuid({ error: m.orderInvalid }),
    action: z.enum(ORDER_ACTIONS, { error: m.orderInvalid }),
  },
  objectError,
);

/** 'Conferir pagamentos' on /admin/orders posts nothing else (docs/decisions/059). */
export const reconcilePaymentsSchema = z.strictObject({}, objectError);
