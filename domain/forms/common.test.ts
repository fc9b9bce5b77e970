import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "../account/schemas.ts";
import { personSchema } from "../relationship/schema.ts";
import { formMessages, isSafeText, requiredText } from "./common.ts";
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
    expect(errorsOf(registerSchema.pick({ street: true, complement: true }), { street: "Rua\u0000", complement: "\udc00" })).toEqual({
      street: formMessages.invalidCharacters,
      complement: formMessages.invalidCharacters,
    });
    const person = { name: "Ana\u0000", day: "5", month: "3", year: "1990", time: "07:45", city: "Curitiba\ud800", state: "PR" };
    expect(errorsOf(personSchema, person)).toEqual({ name: formMessages.invalidCharacters, city: formMessages.invalidCharacters });
  });
});
