import { describe, expect, it } from "vitest";

import { fieldErrorsOf } from "../result.ts";
import {
  EMPTY_PRODUCT_FORM,
  isMissingFieldRefusal,
  parsePriceCents,
  PRODUCT_IMAGE_PLACEHOLDER,
  productFormMessages as m,
  productFormSchema,
} from "./product.ts";

const valid = {
  title: "Sessão de Reiki",
  category: "Produto",
  price: "97,00",
  points: "20",
  paymentLink: "https://pagamento.exemplo.org.br/reiki",
  image: PRODUCT_IMAGE_PLACEHOLDER,
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = productFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("parsePriceCents", () => {
  it.each([
    ["97", 9700],
    ["97,5", 9750],
    ["97,50", 9750],
    ["97.50", 9750],
    ["R$ 1.290,00", 129000],
    ["1.290", 129000],
    ["1290,5", 129050],
    ["0,01", 1],
    [" 4.750,00 ", 475000],
  ])("%s → %i centavos", (input, cents) => {
    expect(parsePriceCents(input)).toBe(cents);
  });

  it.each(["", "abc", "1,2,3", "97,505", "-10", "1e3", "97.5.0", "1.2,50"])("%j is not an amount", (input) => {
    expect(parsePriceCents(input)).toBeNull();
  });
});

describe("productFormSchema", () => {
  it("turns a filled form into what is stored: centavos and integer points", () => {
    expect(productFormSchema.parse(valid)).toEqual({
      title: "Sessão de Reiki",
      category: "Produto",
      priceCents: 9700,
      points: 20,
      paymentLink: "https://pagamento.exemplo.org.br/reiki",
      image: PRODUCT_IMAGE_PLACEHOLDER,
      imageId: null,
    });
  });

  it("carries an uploaded photo's id (lower-cased) beside the shop's drawing", () => {
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(productFormSchema.parse({ ...valid, image: id })).toMatchObject({ image: PRODUCT_IMAGE_PLACEHOLDER, imageId: id.toLowerCase() });
    expect(errorsOf({ ...valid, image: `${id}x` })).toEqual({ image: m.imageInvalid });
  });

  it("answers each missing field with its own message (the spec's alert is the form's, once)", () => {
    const errors = errorsOf(EMPTY_PRODUCT_FORM);
    expect(errors).toEqual(m.missing);
    expect(isMissingFieldRefusal(errors)).toBe(true);
    for (const key of ["title", "category", "price", "points", "paymentLink"] as const) {
      expect(errorsOf({ ...valid, [key]: "   " })[key], key).toBe(m.missing[key]);
      const { [key]: _omitted, ...rest } = valid;
      expect(errorsOf(rest)[key], key).toBe(m.missing[key]);
      expect(isMissingFieldRefusal(errorsOf(rest)), key).toBe(true);
    }
  });

  it("accepts only https payment links", () => {
    for (const link of ["http://pagamento.exemplo.org.br/x", "javascript:alert(1)", "pagamento.exemplo.org.br", "https://localhost/x"]) {
      expect(errorsOf({ ...valid, paymentLink: link }), link).toEqual({ paymentLink: m.linkInvalid });
    }
  });

  it("wants whole points and a positive price", () => {
    expect(errorsOf({ ...valid, points: "1,5" })).toEqual({ points: m.pointsInvalid });
    expect(errorsOf({ ...valid, points: "-3" })).toEqual({ points: m.pointsInvalid });
    expect(errorsOf({ ...valid, points: "0" })).toEqual({});
    expect(errorsOf({ ...valid, price: "0" })).toEqual({ price: m.priceInvalid });
    expect(errorsOf({ ...valid, price: "dez reais" })).toEqual({ price: m.priceInvalid });
    expect(errorsOf({ ...valid, price: "2.000.000,00" })).toEqual({ price: m.priceTooHigh });
    expect(isMissingFieldRefusal(errorsOf({ ...valid, price: "0" }))).toBe(false);
  });

  it("refuses more than one point per real of the price, next to the points field (R$ 0,01 with 100.000 points)", () => {
    expect(errorsOf({ ...valid, price: "0,01", points: "100000" })).toEqual({ points: "No máximo 1 ponto por real do preço: até 0 pontos para este valor." });
    expect(errorsOf({ ...valid, price: "97,00", points: "98" })).toEqual({ points: "No máximo 1 ponto por real do preço: até 97 pontos para este valor." });
    expect(errorsOf({ ...valid, price: "97,99", points: "97" })).toEqual({});
    expect(errorsOf({ ...valid, price: "0,99", points: "0" })).toEqual({});
  });

  it("keeps the fixed placeholder image and refuses unknown categories and extra fields", () => {
    expect(errorsOf({ ...valid, image: "https://imagens.exemplo.com/a.png" })).toEqual({ image: m.imageInvalid });
    expect(errorsOf({ ...valid, category: "Outro" })).toEqual({ category: m.missing.category });
    expect(Object.keys(errorsOf({ ...valid, status: "approved" }))).toEqual(["_"]);
  });
});
