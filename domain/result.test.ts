import { describe, expect, it } from "vitest";

import { z } from "#domain/zod.ts";

import { fieldErrorsOf, invalid } from "./result.ts";

describe("fieldErrorsOf", () => {
  it("keeps the first message of each field, nested fields by their dotted path", () => {
    const schema = z.object({
      name: z.string().check(z.minLength(1, "Nome é obrigatório."), z.minLength(3, "curto")),
      person1: z.object({ day: z.string().check(z.regex(/^\d+$/, "Dia inválido.")) }),
    });
    const parsed = schema.safeParse({ name: "", person1: { day: "x" } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({ name: "Nome é obrigatório.", "person1.day": "Dia inválido." });
  });

  it("files a problem with the whole input under '_'", () => {
    const parsed = z.object({ a: z.string() }, { error: "Envie um objeto." }).safeParse("texto");
    if (parsed.success) throw new Error("deveria falhar");
    expect(fieldErrorsOf(parsed.error)).toEqual({ _: "Envie um objeto." });
    expect(invalid(parsed.error)).toMatchObject({
      ok: false,
      status: 400,
      toast: { title: "Dados inválidos", description: "Envie um objeto.", destructive: true },
    });
  });
});
