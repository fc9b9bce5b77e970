import { ALT_MAX, imageMessages, SITE_IMAGE_SLOTS } from "../images.ts";
import { z } from "../zod.ts";
import { formMessages, requiredText } from "./common.ts";

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
