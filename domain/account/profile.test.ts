import { describe, expect, it } from "vitest";

import { hideCpf } from "../br.ts";
import { fieldErrorsOf } from "../result.ts";
import { accountMessages } from "./messages.ts";
import { profileEditSchema, profileEditValues } from "./profile.ts";

const valid = {
  name: "Maria da Luz",
  whatsapp: "(11) 98765-4321",
  cep: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  complement: "",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "sp",
};

describe("profile edit", () => {
  it("stores the sign-up wizard's shapes: digits for masked fields, UF upper-cased", () => {
    expect(profileEditSchema.parse(valid)).toEqual({ ...valid, whatsapp: "11987654321", cep: "01310100", state: "SP" });
  });

  it("answers with the sign-up wizard's messages", () => {
    const parsed = profileEditSchema.safeParse({ ...valid, name: " ", whatsapp: "(11) 9876", cep: "", state: "XX" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      name: accountMessages.nameRequired,
      whatsapp: accountMessages.whatsappInvalid,
      cep: accountMessages.cepRequired,
      state: accountMessages.stateInvalid,
    });
  });

  it("does not let e-mail, CPF or role through", () => {
    for (const extra of [{ email: "x@y.z" }, { cpf: "52998224725" }, { role: "admin" }]) {
      expect(profileEditSchema.safeParse({ ...valid, ...extra }).success, JSON.stringify(extra)).toBe(false);
    }
  });

  it("starts the form from the stored profile, masked", () => {
    const values = profileEditValues({
      fullName: "Maria",
      whatsapp: "11987654321",
      address: { cep: "01310100", street: "Av", number: "1", complement: "", neighborhood: "B", city: "C", state: "SP" },
    });
    expect(values).toMatchObject({ name: "Maria", whatsapp: "(11) 98765-4321", cep: "01310-100", state: "SP" });
    expect(profileEditValues({ fullName: "Ana", whatsapp: null, address: null })).toMatchObject({ whatsapp: "", cep: "", street: "" });
  });
});

describe("hideCpf", () => {
  it("hides every digit but the last two", () => {
    expect(hideCpf("52998224725")).toBe("***.***.***-25");
    expect(hideCpf("529.982.247-25")).toBe("***.***.***-25");
    expect(hideCpf(null)).toBe("");
    expect(hideCpf("123")).toBe("");
  });
});
