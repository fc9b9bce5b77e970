import { afterEach, describe, expect, it, vi } from "vitest";

import { toasts } from "../messages.ts";
import { formMessages } from "./common.ts";
import { soulMapBirthDate, soulMapSchema } from "./soul-map.ts";
import { soulMapMessages as m } from "./soul-map-texts.ts";
import { errorsOf, SUBMISSION_ID } from "./test-helpers.ts";

const valid = {
  submissionId: SUBMISSION_ID,
  name: " João Estrela ",
  day: "5",
  month: "3",
  year: "1990",
  time: "07:45",
  city: " Curitiba ",
  state: "pr",
  email: "Joao@Exemplo.com",
  whatsapp: "",
};

afterEach(() => vi.useRealTimers());

describe("pedido do mapa da alma gratuito", () => {
  it("guarda a data como AAAA-MM-DD com mês e dia com dois dígitos e o horário HH:MM", () => {
    expect(soulMapSchema.parse(valid)).toEqual({
      submissionId: SUBMISSION_ID,
      name: "João Estrela",
      birthDate: "1990-03-05",
      birthTime: "07:45",
      birthCity: "Curitiba - PR",
      place: { city: "Curitiba", uf: "PR" },
      email: "joao@exemplo.com",
      whatsapp: null,
    });
    expect(soulMapSchema.parse({ ...valid, day: "25", month: "12", whatsapp: "(41) 99999-0000" })).toMatchObject({
      birthDate: "1990-12-25",
      whatsapp: "(41) 99999-0000",
    });
    expect(soulMapBirthDate({ day: "09", month: "1", year: "2001" })).toBe("2001-01-09");
  });

  it("mostra a mensagem do §5 em cada campo", () => {
    const wrong = {
      submissionId: SUBMISSION_ID,
      name: "  ",
      day: "0",
      month: "13",
      year: "90",
      time: "",
      city: " ",
      state: "",
      email: "joao@exemplo",
      whatsapp: "",
    };
    expect(errorsOf(soulMapSchema, wrong)).toEqual({
      name: "Nome é obrigatório.",
      day: "Dia inválido.",
      month: "Mês inválido.",
      year: "Ano inválido.",
      time: "Horário é obrigatório.",
      city: "Cidade é obrigatória.",
      state: "UF é obrigatória.",
      email: "E-mail inválido.",
    });
    expect(errorsOf(soulMapSchema, { ...valid, state: "XX" })).toEqual({ state: "UF inválida." });
  });

  it("ano com exatamente 4 dígitos; mês de 1 a 12; dia de 1 a 31", () => {
    for (const year of ["199", "19900", "abcd", ""]) expect(errorsOf(soulMapSchema, { ...valid, year })).toEqual({ year: m.yearInvalid });
    for (const month of ["0", "13", "1a", "", "123"]) expect(errorsOf(soulMapSchema, { ...valid, month })).toEqual({ month: m.monthInvalid });
    for (const day of ["0", "32", "-1", ""]) expect(errorsOf(soulMapSchema, { ...valid, day })).toEqual({ day: m.dayInvalid });
    expect(soulMapSchema.safeParse({ ...valid, day: "31", month: "12" }).success).toBe(true);
  });

  it("data impossível ou no futuro: 'Data de nascimento inválida.' (só depois que dia, mês e ano passam)", () => {
    expect(errorsOf(soulMapSchema, { ...valid, day: "31", month: "2" })).toEqual({ birthDate: m.dateInvalid });
    expect(errorsOf(soulMapSchema, { ...valid, day: "29", month: "2", year: "2023" })).toEqual({ birthDate: m.dateInvalid });
    expect(soulMapSchema.safeParse({ ...valid, day: "29", month: "2", year: "2024" }).success).toBe(true);
    // Another field's error does not hide the date's.
    expect(errorsOf(soulMapSchema, { ...valid, name: "", day: "31", month: "4" })).toEqual({ name: m.nameRequired, birthDate: m.dateInvalid });
    expect(errorsOf(soulMapSchema, { ...valid, day: "31", month: "13" })).toEqual({ month: m.monthInvalid });
    vi.useFakeTimers({ now: new Date("2025-06-10T12:00:00-03:00"), toFake: ["Date"] });
    expect(errorsOf(soulMapSchema, { ...valid, day: "11", month: "6", year: "2025" })).toEqual({ birthDate: m.dateInvalid });
    expect(soulMapSchema.safeParse({ ...valid, day: "10", month: "6", year: "2025" }).success).toBe(true);
  });

  it("o horário precisa ser HH:MM", () => {
    expect(errorsOf(soulMapSchema, { ...valid, time: "25:00" })).toEqual({ time: m.timeInvalid });
    expect(errorsOf(soulMapSchema, { ...valid, time: "7h" })).toEqual({ time: m.timeInvalid });
  });

  it("e-mail no formato x@y.z", () => {
    for (const email of ["joao@exemplo", "joao.exemplo.com", "", "jo ao@ex.com"]) {
      expect(errorsOf(soulMapSchema, { ...valid, email })).toEqual({ email: m.emailInvalid });
    }
  });

  it("recusa campos forjados, tipos errados, texto longo e o que nem é um objeto", () => {
    expect(errorsOf(soulMapSchema, { ...valid, userId: "outra-pessoa" })).toEqual({ _: "Campos não permitidos: userId." });
    expect(errorsOf(soulMapSchema, { ...valid, day: 5 })).toEqual({ day: m.dayInvalid });
    expect(errorsOf(soulMapSchema, { ...valid, city: "c".repeat(201) })).toEqual({ city: formMessages.tooLong });
    expect(soulMapSchema.safeParse(null).success).toBe(false);
    expect(soulMapSchema.safeParse("texto").success).toBe(false);
  });

  it("os toasts do §5 e §8 do mapa da alma", () => {
    expect(toasts.soulMapInvalid).toMatchObject({ title: "Ops! Faltam informações.", destructive: true });
    expect(toasts.soulMapSaveFailed).toEqual({
      title: "Erro ao Enviar",
      description: "Não foi possível salvar seus dados. Tente novamente.",
      destructive: true,
    });
    expect(toasts.soulMapReceived).toEqual({ title: "Dados Recebidos!" });
  });
});
