import { afterEach, describe, expect, it, vi } from "vitest";

import { toasts } from "../messages.ts";
import { clubSignupSchema } from "./club.ts";
import { clubMessages as m } from "./club-texts.ts";
import { formMessages } from "./common.ts";
import { errorsOf, SUBMISSION_ID } from "./test-helpers.ts";

const valid = {
  submissionId: SUBMISSION_ID,
  name: "Clara Terapeuta",
  email: " Clara@Exemplo.com ",
  whatsapp: "(41) 98888-7777",
  cpf: "123.456.789-00",
  address: "Rua das Flores, 10 – Curitiba/PR",
  birthDate: "07/03/1985",
  serviceLocation: "",
  instagram: "@clara.terapias",
  youtube: "",
  facebook: "   ",
  linkedin: "",
  website: "https://clara.exemplo.com",
  terms: true,
};

afterEach(() => vi.useRealTimers());

describe("inscrição no clube de terapeutas", () => {
  it("guarda cada campo do §3, o e-mail em minúsculas, a data em ISO e só as redes preenchidas", () => {
    expect(clubSignupSchema.parse(valid)).toEqual({
      submissionId: SUBMISSION_ID,
      name: "Clara Terapeuta",
      email: "clara@exemplo.com",
      whatsapp: "(41) 98888-7777",
      cpf: "123.456.789-00",
      address: "Rua das Flores, 10 – Curitiba/PR",
      birthDate: "1985-03-07",
      serviceLocation: null,
      socialMedia: { instagram: "@clara.terapias", website: "https://clara.exemplo.com" },
    });
    expect(clubSignupSchema.parse({ ...valid, serviceLocation: " Consultório no Batel " }).serviceLocation).toBe("Consultório no Batel");
  });

  it("mostra a mensagem do §5 sob cada campo obrigatório", () => {
    const empty = { submissionId: SUBMISSION_ID, name: " ", email: "", whatsapp: "", cpf: "", address: "  ", birthDate: "", terms: false };
    expect(errorsOf(clubSignupSchema, empty)).toEqual({
      name: "Nome é obrigatório.",
      email: "E-mail inválido.",
      whatsapp: "WhatsApp é obrigatório.",
      cpf: "CPF é obrigatório.",
      address: "Endereço é obrigatório.",
      birthDate: "Data de nascimento é obrigatória.",
      terms: "Você deve aceitar o termo de adesão.",
    });
    // The optional fields may be left out entirely.
    const { serviceLocation: _s, instagram: _i, youtube: _y, facebook: _f, linkedin: _l, website: _w, ...required } = valid;
    expect(clubSignupSchema.parse(required).socialMedia).toEqual({});
  });

  it("aceita o e-mail no padrão simples x@y e recusa o resto", () => {
    expect(clubSignupSchema.parse({ ...valid, email: "clara@localhost" }).email).toBe("clara@localhost");
    for (const email of ["clara", "clara@", "@exemplo.com", "cla ra@exemplo.com"]) {
      expect(errorsOf(clubSignupSchema, { ...valid, email })).toEqual({ email: m.emailInvalid });
    }
  });

  it("não confere o formato do CPF (o §5 só o exige)", () => {
    expect(clubSignupSchema.parse({ ...valid, cpf: "000" }).cpf).toBe("000");
  });

  it("recusa data de nascimento impossível ou no futuro", () => {
    expect(errorsOf(clubSignupSchema, { ...valid, birthDate: "31/02/1990" })).toEqual({ birthDate: m.birthDateInvalid });
    expect(errorsOf(clubSignupSchema, { ...valid, birthDate: "1990-02-01" })).toEqual({ birthDate: m.birthDateInvalid });
    vi.useFakeTimers({ now: new Date("2025-06-10T12:00:00-03:00"), toFake: ["Date"] });
    expect(errorsOf(clubSignupSchema, { ...valid, birthDate: "11/06/2025" })).toEqual({ birthDate: m.birthDateFuture });
    expect(clubSignupSchema.parse({ ...valid, birthDate: "10/06/2025" }).birthDate).toBe("2025-06-10");
  });

  it("limita o tamanho: 200 caracteres por campo, 300 no endereço", () => {
    expect(clubSignupSchema.safeParse({ ...valid, address: "a".repeat(300) }).success).toBe(true);
    expect(errorsOf(clubSignupSchema, { ...valid, address: "a".repeat(301) })).toEqual({ address: formMessages.tooLong });
    expect(errorsOf(clubSignupSchema, { ...valid, instagram: "a".repeat(201) })).toEqual({ instagram: formMessages.tooLong });
    expect(errorsOf(clubSignupSchema, { ...valid, cpf: "1".repeat(201) })).toEqual({ cpf: formMessages.tooLong });
  });

  it("refuses a 'Facebook' (or other network) link on another domain, next to the field, and keeps the network's own links", () => {
    expect(errorsOf(clubSignupSchema, { ...valid, facebook: "https://golpe.example/facebook" })).toEqual({
      facebook: "Informe um endereço do Facebook (facebook.com) ou só o nome do perfil.",
    });
    expect(errorsOf(clubSignupSchema, { ...valid, facebook: "facebook.com.golpe.example/x" })).toHaveProperty("facebook");
    expect(errorsOf(clubSignupSchema, { ...valid, instagram: "www.golpe.com.br" })).toHaveProperty("instagram");
    for (const facebook of ["https://www.facebook.com/terapeuta", "fb.me/terapeuta", "terapeuta.luz"]) {
      expect(clubSignupSchema.safeParse({ ...valid, facebook }).success, facebook).toBe(true);
    }
  });

  it("recusa campos forjados (user_id, social_media inteiro) e tipos errados", () => {
    expect(errorsOf(clubSignupSchema, { ...valid, userId: "alguém" })).toEqual({ _: "Campos não permitidos: userId." });
    expect(errorsOf(clubSignupSchema, { ...valid, socialMedia: { instagram: "x" } })).toEqual({ _: "Campos não permitidos: socialMedia." });
    expect(errorsOf(clubSignupSchema, { ...valid, terms: "sim" })).toEqual({ terms: m.termsRequired });
    expect(errorsOf(clubSignupSchema, { ...valid, whatsapp: 41988887777 })).toEqual({ whatsapp: formMessages.wrongType });
  });

  it("os toasts do §5 e §8 da inscrição no clube", () => {
    expect(toasts.clubInvalid).toEqual({
      title: "Campos inválidos",
      description: "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
      destructive: true,
    });
    expect(toasts.clubSucceeded).toEqual({
      title: "Inscrição enviada com sucesso!",
      description: "Seus dados foram recebidos. Entraremos em contato em breve com os próximos passos.",
    });
    expect(toasts.clubFailed).toEqual({
      title: "Erro na inscrição",
      description: "Não foi possível completar sua inscrição. Verifique se seus dados já não foram cadastrados.",
      destructive: true,
    });
  });
});
