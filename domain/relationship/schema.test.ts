import { describe, expect, it } from "vitest";

import { BIRTH_ERROR_FIELDS, fieldErrorToast, RELATIONSHIP_ERROR_TITLE, relationshipMessages as m, relationshipToasts } from "./messages.ts";
import { birthInputOf, personSchema, relationshipRequestSchema } from "./schema.ts";

const ana = { name: "Ana", day: "7", month: "5", year: "1990", time: "10:45", city: "São Paulo", state: "sp" };

/** The first message of each field, as the form shows them. */
function errorsOf(input: unknown): Record<string, string> {
  const result = personSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("personSchema", () => {
  it("accepts what the form sends (digits as text) and what an API client sends (numbers), normalising the UF", () => {
    const parsed = personSchema.parse(ana);
    expect(parsed).toEqual({ name: "Ana", day: 7, month: 5, year: 1990, time: "10:45", city: "São Paulo", state: "SP" });
    expect(personSchema.parse({ ...ana, day: 7, month: 5, year: 1990 })).toEqual(parsed);
    expect(birthInputOf(parsed)).toEqual({ date: "1990-05-07", time: "10:45", city: "São Paulo", uf: "SP" });
  });

  it("names every missing field at once", () => {
    expect(errorsOf({})).toEqual({
      name: m.nameRequired,
      day: m.dayRequired,
      month: m.monthRequired,
      year: m.yearRequired,
      time: m.timeRequired,
      city: m.cityRequired,
      state: m.stateRequired,
    });
    expect(errorsOf({ ...ana, name: "   ", city: "" })).toEqual({ name: m.nameRequired, city: m.cityRequired });
  });

  it("refuses impossible dates next to the day, even when another field is also wrong", () => {
    expect(errorsOf({ ...ana, day: "31", month: "2" })).toEqual({ day: m.dateInvalid });
    expect(errorsOf({ ...ana, day: "29", month: "2", year: "1900" })).toEqual({ day: m.dateInvalid });
    expect(errorsOf({ ...ana, day: "29", month: "2", year: "2000" })).toEqual({});
    expect(errorsOf({ ...ana, day: "31", month: "4", city: "" })).toEqual({ day: m.dateInvalid, city: m.cityRequired });
  });

  it("checks each date part's range and form", () => {
    expect(errorsOf({ ...ana, day: "0" })).toEqual({ day: m.dayInvalid });
    expect(errorsOf({ ...ana, day: "32" })).toEqual({ day: m.dayInvalid });
    expect(errorsOf({ ...ana, day: "1.5" })).toEqual({ day: m.dayInvalid });
    expect(errorsOf({ ...ana, month: "13" })).toEqual({ month: m.monthInvalid });
    expect(errorsOf({ ...ana, year: "90" })).toEqual({ year: m.yearInvalid });
    expect(errorsOf({ ...ana, year: "1799" })).toEqual({ year: m.yearOutOfRange });
    expect(m.yearOutOfRange).toBe("Só calculamos nascimentos entre 1800 e 2100.");
  });

  it("refuses a birth date in the future next to the year, in Portuguese", () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(errorsOf({ ...ana, year: String(next) })).toEqual({ year: m.dateFuture });
    expect(m.dateFuture).toBe("A data de nascimento não pode estar no futuro.");
    expect(errorsOf({ ...ana, year: "2099", city: "" })).toEqual({ year: m.dateFuture, city: m.cityRequired });
    expect(errorsOf({ ...ana, year: String(next - 2) })).toEqual({});
  });

  it("takes only a real HH:MM time", () => {
    expect(errorsOf({ ...ana, time: "25:00" })).toEqual({ time: m.timeInvalid });
    expect(errorsOf({ ...ana, time: "10:60" })).toEqual({ time: m.timeInvalid });
    expect(errorsOf({ ...ana, time: "1045" })).toEqual({ time: m.timeInvalid });
    expect(errorsOf({ ...ana, time: "23:59" })).toEqual({});
    expect(errorsOf({ ...ana, time: "00:00" })).toEqual({});
  });

  it("takes only one of the 27 UFs", () => {
    expect(errorsOf({ ...ana, state: "XX" })).toEqual({ state: m.stateInvalid });
    expect(errorsOf({ ...ana, state: "São Paulo" })).toEqual({ state: m.stateInvalid });
    expect(errorsOf({ ...ana, state: "df" })).toEqual({});
  });

  it("answers wrong types with the field's message, not zod's English", () => {
    expect(errorsOf({ ...ana, day: true, name: 42, time: 1045, state: ["SP"] })).toEqual({
      name: m.nameRequired,
      day: m.dayInvalid,
      time: m.timeRequired,
      state: m.stateRequired,
    });
    expect(errorsOf({ ...ana, name: "a".repeat(121) })).toEqual({ name: m.tooLong });
  });
});

describe("relationshipRequestSchema", () => {
  it("needs both people as objects", () => {
    expect(relationshipRequestSchema.safeParse({ person1: ana, person2: ana }).success).toBe(true);
    const missing = relationshipRequestSchema.safeParse({ person1: ana, person2: "Bruno" });
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["person2", m.personMissing]]);
    expect(relationshipRequestSchema.safeParse([]).error?.issues[0].message).toBe(m.personMissing);
  });
});

describe("messages", () => {
  it("carry the spec's exact strings", () => {
    expect(RELATIONSHIP_ERROR_TITLE).toBe("Erro ao gerar análise de relacionamento.");
    expect(relationshipToasts.succeeded).toEqual({ title: "Análise Gerada com Sucesso!", description: "Confira abaixo os detalhes da conexão entre vocês." });
    expect(m.locationNotFound).toBe("Localização exata não encontrada ou fuso horário indisponível. Verifique a cidade e o estado (UF).");
    expect(m.timezoneNotFound).toBe("Não foi possível encontrar o fuso horário. Verifique o nome da cidade e estado.");
    expect(m.requestFailed(500)).toBe("Falha ao buscar dados de relacionamento. Status: 500.");
    expect(relationshipToasts.failed(m.requestFailed(0))).toEqual({
      title: RELATIONSHIP_ERROR_TITLE,
      description: "Falha ao buscar dados de relacionamento. Status: 0.",
      destructive: true,
    });
  });

  it("put the place lookup's failures on the city field with the spec's words", () => {
    expect(BIRTH_ERROR_FIELDS["unknown-city"]).toEqual({ field: "city", message: m.locationNotFound });
    expect(BIRTH_ERROR_FIELDS["no-timezone"]).toEqual({ field: "city", message: m.timezoneNotFound });
  });

  it("say in the toast which card a field error belongs to", () => {
    expect(fieldErrorToast({ "person2.day": m.dateInvalid, "person2.city": m.cityRequired }).description).toBe("Pessoa 2: Data de nascimento inválida.");
    expect(fieldErrorToast({ person1: m.personMissing }).description).toBe(`Pessoa 1: ${m.personMissing}`);
    expect(fieldErrorToast({ _: m.personMissing }).description).toBe(m.personMissing);
  });
});
