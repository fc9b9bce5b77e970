import { ALT_MAX, imageMessages, SITE_IMAGE_SLOTS } from "../images.ts";
import { z } from "../zod.ts";
import { formMessages, requiredText, safeString } from "./common.ts";

// What travels with an uploaded photo (decision 055), parsed alike by the upload form and the server.

/** A 0–1 coordinate typed as text (a form field); blank or absent is the centre. */
const focal = z.pipe(
  z.optional(z.string({ error: imageMessages.focalInvalid })),
  z.transform((value, ctx) => {
    if (value === undefined || value.trim() === "") return 0.5;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 1) {
      ctx.issues.push({ code: "custom", message: imageMessages.focalInvalid, input: value });
      return z.NEVER;
    }
    return Math.round(n * 1000) / 1000;
  }),
);

/** The text that travels with a photo: the alternative text (required, pt-BR) and the focal point. */
export const imageDetailsSchema = z.object(
  {
    alt: requiredText(imageMessages.altRequired, ALT_MAX),
    focalX: focal,
    focalY: focal,
  },
  { error: formMessages.wrongType },
);
export type ImageDetails = z.infer<typeof imageDetailsSchema>;

export const siteImageSlotSchema = z.enum(SITE_IMAGE_SLOTS, { error: imageMessages.slotInvalid });

/** 'Remover foto' on a site slot: back to today's drawing. */
export const removeSiteImageSchema = z.strictObject({ slot: siteImageSlotSchema }, { error: formMessages.wrongType });

/** A catalogue item's id as the photo endpoints take it. */
export const catalogueItemIdSchema = safeString({ error: imageMessages.itemNotFound }).check(
  z.minLength(1, imageMessages.itemNotFound),
  z.maxLength(100, imageMessages.itemNotFound),
);

/** 'Remover foto' on a catalogue item: its card goes back to the drawing. */
export const removeCatalogueImageSchema = z.strictObject({ itemId: catalogueItemIdSchema }, { error: formMessages.wrongType });
