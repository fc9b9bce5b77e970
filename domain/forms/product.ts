import { z } from "#domain/zod.ts";
import { PRODUCT_CATEGORIES, PRODUCT_FALLBACK_ART } from "../shop.ts";
import { formMessages, formObject, safeString } from "./common.ts";

// The therapist's new product form (/therapist), spec §3 "New product form" and §5: every field
// required, otherwise the spec's alert; new products wait for an admin's approval.

export const productFormMessages = {
  /** Spec §5: the alert when any field is missing. */
  allRequired: "Por favor, preencha todos os campos, incluindo o link de pagamento.",
  priceInvalid: "Informe o preço em reais, por exemplo 97,00.",
  priceTooHigh: "O preço máximo é R$ 1.000.000,00.",
  pointsInvalid: "Os pontos devem ser um número inteiro (0 ou mais).",
  linkInvalid: "O link de pagamento deve ser um endereço https:// completo.",
  imageInvalid: "Imagem inválida.",
} as const;

const m = productFormMessages;

/** The image every therapist product gets (the spec's fixed placeholder): our own artwork. */
export const PRODUCT_IMAGE_PLACEHOLDER = PRODUCT_FALLBACK_ART.src;

export const PRICE_MAX_CENTS = 100_000_000;
export const POINTS_MAX = 100_000;
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

/** Blank (or absent) reads as the spec's alert; any other wrong type as a type error. */
const present = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? m.allRequired : formMessages.wrongType);
const filled = () => safeString({ error: present }).trim().min(1, m.allRequired);

/** An https:// address; anything else (http, javascript:, a bare domain) is refused. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const productFormSchema = formObject({
  title: filled().max(120, formMessages.tooLong),
  category: z.enum(PRODUCT_CATEGORIES, { error: m.allRequired }),
  price: filled().transform((v, ctx) => {
    const cents = parsePriceCents(v);
    if (cents === null || cents <= 0) ctx.addIssue({ code: "custom", message: m.priceInvalid });
    else if (cents > PRICE_MAX_CENTS) ctx.addIssue({ code: "custom", message: m.priceTooHigh });
    return cents ?? 0;
  }),
  points: filled()
    .regex(/^\d+$/, m.pointsInvalid)
    .transform(Number)
    .refine((n) => n <= POINTS_MAX, m.pointsInvalid),
  paymentLink: filled().max(LINK_MAX, m.linkInvalid).refine(isHttpsUrl, m.linkInvalid),
  image: z.literal(PRODUCT_IMAGE_PLACEHOLDER, { error: m.imageInvalid }),
}).transform(({ price, ...rest }) => ({ ...rest, priceCents: price }));

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormData = z.output<typeof productFormSchema>;

/** The form's empty state: it is cleared to this after a successful submit. */
export const EMPTY_PRODUCT_FORM = { title: "", category: "", price: "", points: "", paymentLink: "", image: PRODUCT_IMAGE_PLACEHOLDER };

/** Whether a refusal is about a missing field, which the spec answers with its alert. */
export const isMissingFieldRefusal = (fieldErrors: Record<string, string>) => Object.values(fieldErrors).includes(m.allRequired);
