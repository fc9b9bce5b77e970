import { afterEach, describe, expect, it, vi } from "vitest";

import type { z } from "#domain/zod.ts";
import { registration } from "#tests/fixtures/people.ts";

import { UFS } from "../br.ts";
import { accountMessages as m, MIN_PASSWORD_LENGTH } from "./messages.ts";
import {
  adminLoginSchema,
  forgotPasswordSchema,
  loginSchema,
  quickSignupSchema,
  REGISTER_STEPS,
  registerAccessSchema,
  registerAddressSchema,
  registerPersonalSchema,
  registerSchema,
  resetPasswordSchema,
} from "./schemas.ts";

/** The first message zod reports for each field (what the form shows under it). */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

const validRegistration = registration({ name: "Maria da Silva", email: "Maria.Silva@Exemplo.COM.br", password: "segredo-forte" });

describe("the spec's messages", () => {
  it("say 'CPF inválido.' and the 8-character password rule", () => {
    expect(m.cpfInvalid).toBe("CPF inválido.");
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(m.passwordTooShort).toBe("A senha deve ter pelo menos 8 caracteres.");
  });
});

describe("registerSchema", () => {
  it("normalizes what is stored: digits, ISO date, lower-case e-mail, upper-case UF", () => {
    expect(registerSchema.parse(validRegistration)).toEqual({
      name: "Maria da Silva",
      email: "maria.silva@exemplo.com.br",
      password: "segredo-forte",
      cpf: "52998224725",
      birthDate: "1990-03-05",
      whatsapp: "11987654321",
      isTherapist: true,
      cep: "01310100",
      street: "Avenida Paulista",
      number: "1000",
      complement: "Apto 12",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    });
  });

  it("makes complement optional and the therapist flag false by default", () => {
    const { complement: _c, isTherapist: _t, ...rest } = validRegistration;
    const data = registerSchema.parse(rest);
    expect(data.complement).toBe("");
    expect(data.isTherapist).toBe(false);
  });

  it("drops fields the form does not have (a posted role cannot reach the profile)", () => {
    expect(registerSchema.parse({ ...validRegistration, role: "admin", points: 1000 })).not.toHaveProperty("role");
  });

  const required: Array<[keyof typeof validRegistration, string]> = [
    ["name", m.nameRequired],
    ["email", m.emailRequired],
    ["password", m.passwordRequired],
    ["cpf", m.cpfRequired],
    ["birthDate", m.birthDateRequired],
    ["whatsapp", m.whatsappRequired],
    ["cep", m.cepRequired],
    ["street", m.streetRequired],
    ["number", m.numberRequired],
    ["neighborhood", m.neighborhoodRequired],
    ["city", m.cityRequired],
    ["state", m.stateRequired],
  ];

  it.each(required)("requires %s: missing → %j", (field, message) => {
    const { [field]: _dropped, ...rest } = validRegistration;
    expect(errorsOf(registerSchema, rest)).toEqual({ [field]: message });
  });

  it.each(required)("requires %s: empty → %j", (field, message) => {
    expect(errorsOf(registerSchema, { ...validRegistration, [field]: "" })[field]).toBe(message);
  });

  // Passwords are taken as typed (spaces count); every other field is trimmed first.
  it.each(required.filter(([field]) => field !== "password"))("requires %s: only spaces → %j", (field, message) => {
    expect(errorsOf(registerSchema, { ...validRegistration, [field]: "   " })[field]).toBe(message);
  });

  it("lists every missing field at once", () => {
    expect(Object.keys(errorsOf(registerSchema, {})).sort()).toEqual(required.map(([f]) => f).sort());
  });

  it.each(["529.982.247-24", "111.111.111-11", "123"])("rejects CPF %s with 'CPF inválido.'", (cpf) => {
    expect(errorsOf(registerSchema, { ...validRegistration, cpf })).toEqual({ cpf: "CPF inválido." });
  });

  it.each(["31/02/1990", "29/02/2023", "1990-03-05", "5/3/1990"])("rejects birth date %s as invalid", (birthDate) => {
    expect(errorsOf(registerSchema, { ...validRegistration, birthDate })).toEqual({ birthDate: m.birthDateInvalid });
  });

  it("accepts 29/02 in a leap year", () => {
    expect(registerSchema.parse({ ...validRegistration, birthDate: "29/02/2024" }).birthDate).toBe("2024-02-29");
  });

  describe("birth date in the future", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("accepts today and rejects tomorrow, on Brazil's calendar", () => {
      // 01:00 UTC on 16 June is still 15 June in Brasília.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2024-06-16T01:00:00Z"));
      expect(registerSchema.parse({ ...validRegistration, birthDate: "15/06/2024" }).birthDate).toBe("2024-06-15");
      expect(errorsOf(registerSchema, { ...validRegistration, birthDate: "16/06/2024" })).toEqual({ birthDate: m.birthDateFuture });
    });

    it("rejects a far-future date with the future message", () => {
      expect(m.birthDateFuture).toBe("A data de nascimento não pode estar no futuro.");
      expect(errorsOf(registerSchema, { ...validRegistration, birthDate: "01/01/2999" })).toEqual({ birthDate: m.birthDateFuture });
    });
  });

  it.each(["(11) 8765-4321", "119876543210", "abc"])("rejects WhatsApp %j (needs DDD + 9 digits)", (whatsapp) => {
    expect(errorsOf(registerSchema, { ...validRegistration, whatsapp })).toEqual({ whatsapp: m.whatsappInvalid });
  });

  it.each(["0131010", "013101000"])("rejects CEP %j", (cep) => {
    expect(errorsOf(registerSchema, { ...validRegistration, cep })).toEqual({ cep: m.cepInvalid });
  });

  it.each(UFS.map((uf) => [uf]))("accepts UF %s", (uf) => {
    expect(registerSchema.parse({ ...validRegistration, state: uf }).state).toBe(uf);
  });

  it("accepts a lower-case UF and stores it upper-case", () => {
    expect(registerSchema.parse({ ...validRegistration, state: "rj" }).state).toBe("RJ");
  });

  it.each(["XX", "S", "12"])("rejects UF %j", (state) => {
    expect(errorsOf(registerSchema, { ...validRegistration, state })).toEqual({ state: m.stateInvalid });
  });

  it("rejects a short password with the 8-character message", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, password: "1234567" })).toEqual({ password: "A senha deve ter pelo menos 8 caracteres." });
    expect(registerSchema.parse({ ...validRegistration, password: "12345678" }).password).toBe("12345678");
  });

  it("caps the password at 128 characters", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, password: "a".repeat(129) })).toEqual({ password: m.passwordTooLong });
  });

  it.each(["maria", "maria@", "@exemplo.com", "maria exemplo@x.com"])("rejects e-mail %j", (email) => {
    expect(errorsOf(registerSchema, { ...validRegistration, email })).toEqual({ email: m.emailInvalid });
  });

  it("rejects over-long text with 'Texto muito longo.'", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, name: "a".repeat(121) })).toEqual({ name: m.tooLong });
    expect(errorsOf(registerSchema, { ...validRegistration, complement: "a".repeat(121) })).toEqual({ complement: m.tooLong });
  });

  it("rejects a non-string value with the field's message instead of failing", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, cpf: 52998224725, name: null })).toEqual({ cpf: m.cpfRequired, name: m.nameRequired });
  });
});

describe("the wizard's three steps", () => {
  it("together check exactly the registration's fields, each once", () => {
    const stepFields = REGISTER_STEPS.flatMap((step) => Object.keys(step.shape));
    expect(REGISTER_STEPS).toEqual([registerAccessSchema, registerPersonalSchema, registerAddressSchema]);
    expect(new Set(stepFields).size).toBe(stepFields.length);
    expect(stepFields.sort()).toEqual(Object.keys(registerSchema.shape).sort());
  });
});

describe("quickSignupSchema (welcome pop-up)", () => {
  it("needs only name, e-mail and password", () => {
    expect(quickSignupSchema.parse({ name: " Ana ", email: "ANA@Exemplo.com", password: "12345678", role: "admin" })).toEqual({
      name: "Ana",
      email: "ana@exemplo.com",
      password: "12345678",
    });
  });

  it("reports each missing field", () => {
    expect(errorsOf(quickSignupSchema, {})).toEqual({ name: m.nameRequired, email: m.emailRequired, password: m.passwordRequired });
    expect(errorsOf(quickSignupSchema, { name: "Ana", email: "ana@exemplo.com", password: "curta" })).toEqual({ password: m.passwordTooShort });
  });
});

describe("loginSchema and adminLoginSchema", () => {
  it.each([
    ["login", loginSchema],
    ["admin login", adminLoginSchema],
  ])("%s: e-mail and password required, e-mail lower-cased", (_name, schema) => {
    expect(errorsOf(schema, {})).toEqual({ email: m.emailRequired, password: m.passwordRequired });
    expect(errorsOf(schema, { email: "x", password: "p" })).toEqual({ email: m.emailInvalid });
    expect(schema.parse({ email: " Ana@Exemplo.COM ", password: "p" })).toEqual({ email: "ana@exemplo.com", password: "p" });
  });

  it("does not apply the new-password length rule to sign-in (old accounts keep working)", () => {
    expect(loginSchema.safeParse({ email: "ana@exemplo.com", password: "1" }).success).toBe(true);
  });
});

describe("forgotPasswordSchema", () => {
  it("needs a valid e-mail", () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: m.emailRequired });
    expect(errorsOf(forgotPasswordSchema, { email: "ana" })).toEqual({ email: m.emailInvalid });
    expect(forgotPasswordSchema.parse({ email: "ANA@exemplo.com" })).toEqual({ email: "ana@exemplo.com" });
  });
});

describe("resetPasswordSchema", () => {
  it("needs the link's token and a new password of 8+ characters", () => {
    expect(errorsOf(resetPasswordSchema, {})).toEqual({ token: m.tokenMissing, password: m.passwordRequired });
    expect(errorsOf(resetPasswordSchema, { token: "", password: "1234567" })).toEqual({ token: m.tokenMissing, password: m.passwordTooShort });
    expect(errorsOf(resetPasswordSchema, { token: "t".repeat(513), password: "12345678" })).toEqual({ token: m.tokenMissing });
    expect(resetPasswordSchema.parse({ token: "abc", password: "12345678" })).toEqual({ token: "abc", password: "12345678" });
  });
});
