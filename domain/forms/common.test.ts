import { describe, expect, it } from "vitest";

import { z } from "#domain/zod.ts";

import { deleteAccountSchema } from "../account/profile.ts";
import { loginSchema, registerSchema } from "../account/schemas.ts";
import { adminActionMessages, createAdminSchema, productReviewSchema, removeAdminSchema, roleChangeSchema } from "../admin-actions.ts";
import { personSchema } from "../relationship/schema.ts";
import { PRODUCT_CATEGORIES } from "../shop.ts";
import { formMessages, isSafeText, requiredText } from "./common.ts";
import { PRODUCT_IMAGE_PLACEHOLDER, productFormSchema } from "./product.ts";
import { errorsOf } from "./test-helpers.ts";

describe("isSafeText", () => {
  it.each(["", "Maria", "Conceição", "🌟 luz", "a\u00a0b", "\ud83c\udf1f"])("accepts %j", (value) => {
    expect(isSafeText(value)).toBe(true);
  });

  it.each(["\u0000", "Ma\u0000ria", "\ud800", "a\ud83cb", "\udf1f", "\udc00\ud800", "🌟\ud83c"])("refuses %j", (value) => {
    expect(isSafeText(value)).toBe(false);
  });
});

describe("every text field refuses what the database cannot store, with its own message", () => {
  it("the shared builders", () => {
    expect(errorsOf(requiredText("Nome é obrigatório."), "Ana\u0000")).toEqual({ _: formMessages.invalidCharacters });
  });

  it("the account and relationship schemas", () => {
    expect(errorsOf(loginSchema, { email: "ana@exemplo.com", password: "senha\ud800123" })).toEqual({ password: formMessages.invalidCharacters });
    expect(errorsOf(z.pick(registerSchema, { street: true, complement: true }), { street: "Rua\u0000", complement: "\udc00" })).toEqual({
      street: formMessages.invalidCharacters,
      complement: formMessages.invalidCharacters,
    });
    const person = { name: "Ana\u0000", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba\ud800", state: "PR" };
    expect(errorsOf(personSchema, person)).toEqual({ name: formMessages.invalidCharacters, city: formMessages.invalidCharacters });
  });

  it("the therapist's product, the admins' actions and the account deletion", () => {
    const product = {
      title: "Curso\u0000",
      category: PRODUCT_CATEGORIES[0],
      price: "97,00",
      points: "10",
      paymentLink: "https://pag.exemplo.com/\ud800",
      image: PRODUCT_IMAGE_PLACEHOLDER,
    };
    expect(errorsOf(productFormSchema, product)).toEqual({ title: formMessages.invalidCharacters, paymentLink: formMessages.invalidCharacters });
    expect(errorsOf(createAdminSchema, { fullName: "Ana\udfff", email: "ana@exemplo.com", password: "senha-forte" })).toEqual({
      fullName: formMessages.invalidCharacters,
    });
    expect(errorsOf(roleChangeSchema, { userId: "abc\u0000", role: "therapist" })).toEqual({ userId: formMessages.invalidCharacters });
    expect(errorsOf(removeAdminSchema, { userId: "\ud800abc" })).toEqual({ userId: formMessages.invalidCharacters });
    expect(errorsOf(deleteAccountSchema, { password: "senha\u0000", confirm: true })).toEqual({ password: formMessages.invalidCharacters });
  });

  it("ids of uuid columns are uuids before they reach the database", () => {
    expect(errorsOf(productReviewSchema, { productId: "1 or 1=1", decision: "approved" })).toEqual({ productId: adminActionMessages.idInvalid });
    expect(errorsOf(productReviewSchema, { productId: "0b7f6a52-8a0e-4c1e-9d33-4f2b8e1c5a77", decision: "approved" })).toEqual({});
  });
});
