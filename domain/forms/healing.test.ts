import { describe, expect, it } from "vitest";

import { toasts } from "../messages.ts";
import { formMessages } from "./common.ts";
import { healingSchema } from "./healing.ts";
import { healingInvalidToast, healingMessages as m } from "./healing-texts.ts";
import { errorsOf, SUBMISSION_ID } from "./test-helpers.ts";

const valid = { submissionId: SUBMISSION_ID, name: "  Maria da Luz ", email: " Maria@Exemplo.COM.br ", whatsapp: "(41) 99999-0000", consent: true };

function toastFor(input: unknown) {
  const result = healingSchema.safeParse(input);
  if (result.success) throw new Error("esperava uma recusa");
  return healingInvalidToast(result.error);
}

describe("inscrição no envio de energia de cura", () => {
  it("aceita nome, e-mail e aceite; apara espaços, guarda o e-mail em minúsculas e o WhatsApp opcional", () => {
    expect(healingSchema.parse(valid)).toEqual({
      submissionId: SUBMISSION_ID,
      name: "Maria da Luz",
      email: "maria@exemplo.com.br",
      whatsapp: "(41) 99999-0000",
      consent: true,
    });
    expect(healingSchema.parse({ ...valid, whatsapp: "   " }).whatsapp).toBeNull();
    const { whatsapp: _omitted, ...withoutWhatsapp } = valid;
    expect(healingSchema.parse(withoutWhatsapp).whatsapp).toBeNull();
  });

  it("exige nome e e-mail depois de aparar: 'Campos obrigatórios'", () => {
    expect(errorsOf(healingSchema, { ...valid, name: "   ", email: "" })).toEqual({ name: m.nameRequired, email: m.emailRequired });
    expect(toastFor({ ...valid, name: "  " })).toEqual(toasts.healingRequired);
    expect(toastFor({ ...valid, email: "  " })).toEqual(toasts.healingRequired);
    // Name and e-mail come before the consent, as on the page.
    expect(toastFor({ ...valid, name: "", consent: false })).toEqual(toasts.healingRequired);
    expect(toasts.healingRequired).toMatchObject({ title: "Campos obrigatórios", description: "Por favor, preencha seu nome e e-mail.", destructive: true });
  });

  it("exige o aceite: 'Aceite necessário'", () => {
    expect(errorsOf(healingSchema, { ...valid, consent: false })).toEqual({ consent: "Você precisa aceitar receber a energia de cura." });
    expect(toastFor({ ...valid, consent: false })).toEqual(toasts.healingConsentRequired);
    expect(toastFor({ ...valid, consent: "true" })).toEqual(toasts.healingConsentRequired);
    expect(toasts.healingConsentRequired).toMatchObject({
      title: "Aceite necessário",
      description: "Você precisa aceitar receber a energia de cura.",
      destructive: true,
    });
  });

  it("recusa e-mail malformado e texto longo demais dizendo o motivo em 'Erro ao enviar'", () => {
    expect(errorsOf(healingSchema, { ...valid, email: "maria@exemplo" })).toEqual({ email: m.emailInvalid });
    expect(toastFor({ ...valid, email: "maria@exemplo" })).toEqual({
      title: "Erro ao enviar",
      description: "Não foi possível enviar seus dados: E-mail inválido.",
      destructive: true,
    });
    expect(errorsOf(healingSchema, { ...valid, name: "x".repeat(201) })).toEqual({ name: formMessages.tooLong });
    expect(healingSchema.safeParse({ ...valid, name: "x".repeat(200) }).success).toBe(true);
    expect(errorsOf(healingSchema, { ...valid, whatsapp: "9".repeat(201) })).toEqual({ whatsapp: formMessages.tooLong });
  });

  it("recusa campos forjados, tipos errados e um envio sem identificador", () => {
    expect(errorsOf(healingSchema, { ...valid, id: "x", createdAt: "2020-01-01" })).toEqual({ _: "Campos não permitidos: id, createdAt." });
    expect(errorsOf(healingSchema, { ...valid, name: 42 })).toEqual({ name: formMessages.wrongType });
    expect(errorsOf(healingSchema, { ...valid, whatsapp: ["1"] })).toEqual({ whatsapp: formMessages.wrongType });
    expect(errorsOf(healingSchema, { ...valid, submissionId: "1" })).toEqual({ submissionId: formMessages.submissionIdInvalid });
    const { submissionId: _omitted, ...withoutId } = valid;
    expect(errorsOf(healingSchema, withoutId)).toEqual({ submissionId: formMessages.submissionIdInvalid });
  });

  it("as mensagens de falha do §8 completam o motivo e a notificação que falhou não é destrutiva", () => {
    expect(toasts.healingFailed(m.saveFailed)).toEqual({
      title: "Erro ao enviar",
      description: "Não foi possível enviar seus dados: Tente novamente em instantes.",
      destructive: true,
    });
    expect(toasts.healingNotificationFailed).toEqual({
      title: "Inscrição recebida, mas a notificação falhou",
      description: "Seus dados foram salvos. Ocorreu um problema ao enviar o e-mail de notificação.",
    });
  });
});
