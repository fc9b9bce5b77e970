import { z } from "#domain/zod.ts";

import { UUID_PATTERN } from "../images.ts";
import { maxPointsFor, pointsAboveCeiling } from "../points.ts";
import { isHttpsUrl, PRODUCT_CATEGORIES, PRODUCT_FALLBACK_ART } from "../shop.ts";
import { formMessages, formObject, refuse, safeString } from "./common.ts";

// The therapist's new product form (/therapist), spec §3 "New product form" and §5: every field
// required, otherwise the spec's alert; new products wait for an admin's approval.

export const productFormMessages = {
  /** Spec §5: the alert when any field is missing, shown once above the form. */
  allRequired: "Por favor, preencha todos os campos, incluindo o link de pagamento.",
  /** Under each missing field: what goes there. */
  missing: {
    title: "Informe o título.",
    category: "Escolha a categoria.",
    price: "Informe o preço.",
    points: "Informe os pontos.",
    paymentLink: "Informe o link de pagamento.",
  },
  priceInvalid: "Informe o preço em reais, por exemplo 97,00.",
  priceTooHigh: "O preço máximo é R$ 1.000.000,00.",
  pointsInvalid: "Os pontos devem ser um número inteiro (0 ou mais).",
  linkInvalid: "O link de pagamento deve ser um endereço https:// completo.",
  imageInvalid: "Imagem inválida.",
} as const;

const m = productFormMessages;

/** The image of a therapist product without a photo (the spec's fixed placeholder): our own artwork. */
export const PRODUCT_IMAGE_PLACEHOLDER = PRODUCT_FALLBACK_ART.src;

const PRICE_MAX_CENTS = 100_000_000;
const POINTS_MAX = 100_000;
const LINK_MAX = 2000;

/**
 * 'R$ 1.290,50', '97', '97,5', '97.50' → centavos, without floating point; null when it is not
 * an amount. A comma is the decimal mark; dots are thousands separators unless a dot is followed
 * by one or two final digits and there is no comma.
 */
export function parsePriceCents(input: string): number | null {
  let text = input.replace(/^\s*R\$/i, "").replace(/\s/g, "");
  if (text.includes(",")) text = text.replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, "");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Blank (or absent) reads as the field's own 'missing' message; any other wrong type as a type error. */
const filled = (missing: string) =>
  safeString({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : formMessages.wrongType) }).check(
    z.trim(),
    z.minLength(1, missing),
  );

export const productFormSchema = z.pipe(
  formObject({
    title: filled(m.missing.title).check(z.maxLength(120, formMessages.tooLong)),
    category: z.enum(PRODUCT_CATEGORIES, { error: m.missing.category }),
    price: z.pipe(
      filled(m.missing.price),
      z.transform((v, ctx) => {
        const cents = parsePriceCents(v);
        if (cents === null || cents <= 0) return refuse(ctx, m.priceInvalid);
        if (cents > PRICE_MAX_CENTS) return refuse(ctx, m.priceTooHigh);
        return cents;
      }),
    ),
    points: z
      .pipe(filled(m.missing.points).check(z.regex(/^\d+$/, m.pointsInvalid)), z.transform(Number))
      .check(z.refine((n) => n <= POINTS_MAX, m.pointsInvalid)),
    paymentLink: filled(m.missing.paymentLink).check(z.maxLength(LINK_MAX, m.linkInvalid), z.refine(isHttpsUrl, m.linkInvalid)),
    // The shop's drawing, or the id of a photo the therapist uploaded first (IMAGE_UPLOADS.productImage).
    image: z.string({ error: m.imageInvalid }).check(z.refine((v) => v === PRODUCT_IMAGE_PLACEHOLDER || UUID_PATTERN.test(v), m.imageInvalid)),
  }).check(
    // Points follow the price (domain/points.ts): said next to the points field.
    z.check((ctx) => {
      const { price, points } = ctx.value;
      if (points > maxPointsFor(price)) ctx.issues.push({ code: "custom", message: pointsAboveCeiling(price), input: points, path: ["points"] });
    }),
  ),
  z.transform(({ price, image, ...rest }) => ({
    ...rest,
    priceCents: price,
    image: PRODUCT_IMAGE_PLACEHOLDER,
    imageId: image === PRODUCT_IMAGE_PLACEHOLDER ? null : image.toLowerCase(),
  })),
);

/** The form's empty state: it is cleared to this after a successful submit. */
export const EMPTY_PRODUCT_FORM = { title: "", category: "", price: "", points: "", paymentLink: "", image: PRODUCT_IMAGE_PLACEHOLDER };

const MISSING: ReadonlySet<string> = new Set(Object.values(m.missing));

/** Whether a refusal is about a missing field, which the spec answers with its alert. */
export const isMissingFieldRefusal = (fieldErrors: Record<string, string>) => Object.values(fieldErrors).some((message) => MISSING.has(message));
