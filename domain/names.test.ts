import { describe, expect, it } from "vitest";

import { registerAccessSchema } from "./account/schemas.ts";
import { ADMIN_COLUMNS } from "./admin/columns.ts";
import { createAdminSchema } from "./admin-actions.ts";
import { clubSignupSchema } from "./forms/club.ts";
import { healingSchema } from "./forms/healing.ts";
import { soulMapSchema } from "./forms/soul-map.ts";
import { errorsOf } from "./forms/test-helpers.ts";
import { isReadableName, mailGreeting, nameForMail, nameMessages, showInvisible } from "./names.ts";

describe("names", () => {
  it("refuses names with no visible letter or with a bidi override; keeps real names of any script", () => {
    for (const bad of [
      "\u200b",
      "\u200b\u200d\u2060",
      "\u3164\u3164",
      "\u115f",
      "\ufeff",
      "Maria\u202emoc.live",
      "\u2066Ana\u2069",
      "Jo\u202dão",
      "\u061cAli",
    ]) {
      expect(isReadableName(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ["Maria", "João d'Ávila", "Ana-Lúcia", "李小龙", "محمد", "Zoë 2"]) expect(isReadableName(good), good).toBe(true);
  });

  it("spells invisible characters out for staff", () => {
    expect(showInvisible("Maria\u202emoc")).toBe("Maria⟨U+202E⟩moc");
    expect(showInvisible("\u3164")).toBe("⟨U+3164⟩");
    expect(showInvisible("João")).toBe("João");
  });
});

describe("every form that takes a person's name refuses an unreadable one, next to the field", () => {
  const bad = ["\u200b\u200b", "\u3164", "Ana\u202eoãoJ"];
  it.each([
    ["sign-up (and quick sign-up, profile)", registerAccessSchema, { email: "a@b.com", password: "senha-forte-1" }, "name"],
    ["healing", healingSchema, {}, "name"],
    ["soul map", soulMapSchema, {}, "name"],
    ["club", clubSignupSchema, {}, "name"],
    ["add admin", createAdminSchema, { email: "a@b.com", password: "senha-forte-1" }, "fullName"],
  ] as const)("%s", (_form, schema, rest, field) => {
    for (const name of bad) expect(errorsOf(schema, { ...rest, [field]: name })[field], JSON.stringify(name)).toBe(nameMessages.unreadable);
    expect(errorsOf(schema, { ...rest, [field]: "Ana Lúcia" })[field]).toBeUndefined();
  });
});

it("admin lists show a stored name's invisible characters spelled out", () => {
  const [name] = ADMIN_COLUMNS.healingSubmissions;
  expect(name.text({ name: "Maria\u202emoc.evil", email: "", whatsapp: null, createdAt: new Date() } as never)).toBe("Maria⟨U+202E⟩moc.evil");
});

describe("names in e-mails", () => {
  it("greets by name when the name is a name", () => {
    expect(mailGreeting("Clara Aurora")).toBe("Olá, Clara Aurora!");
    expect(mailGreeting("  Maria S. Souza ")).toBe("Olá, Maria S. Souza!");
    expect(mailGreeting("Ana\u200bLúcia")).toBe("Olá, AnaLúcia!");
  });

  it.each([
    "Ganhe R$ 5000 em https://golpe.example/pix",
    "visite golpe.com",
    "www.golpe.com.br",
    "golpe．com",
    "golpe\u2024com",
    "fale com suporte@golpe.example",
    "GOLPE.COM.BR",
    "a".repeat(61),
    "\u202e\u200b",
  ])("addresses the person neutrally when the name is %j", (name) => {
    expect(mailGreeting(name)).toBe("Olá!");
    expect(nameForMail(name)).toBeNull();
  });

  it("never carries a control character", () => {
    expect(nameForMail("Ana\r\nBcc: x")).toBe("Ana Bcc: x");
    expect(nameForMail("Ana\u202eanA")).toBe("AnaanA");
  });
});
