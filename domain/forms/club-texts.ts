import { accountMessages } from "../account/messages.ts";

// What the therapists' club sign-up says (spec §5). No zod here (the schema is in club.ts and loads
// when the form is idle).

export const clubMessages = {
  nameRequired: "Nome é obrigatório.",
  emailInvalid: "E-mail inválido.",
  whatsappRequired: "WhatsApp é obrigatório.",
  cpfRequired: "CPF é obrigatório.",
  addressRequired: "Endereço é obrigatório.",
  birthDateRequired: "Data de nascimento é obrigatória.",
  birthDateInvalid: accountMessages.birthDateInvalid,
  birthDateFuture: accountMessages.birthDateFuture,
  termsRequired: "Você deve aceitar o termo de adesão.",
} as const;

/** The social networks' placeholders (their labels are the shared ones, domain/social-media.ts). */
export const socialPlaceholders = {
  instagram: "@seuperfil",
  youtube: "Link do canal",
  facebook: "Link da página",
  linkedin: "Link do perfil",
  website: "https://",
} as const;

export const clubSignupTexts = {
  title: "Inscrição no Clube de Terapeutas",
  intro: "Preencha seus dados para fazer parte do Clube. Depois do envio, nossa equipe entra em contato com os próximos passos da sua adesão.",
  socialTitle: "Redes sociais (opcional)",
  termsLabel: "Li e aceito o",
  termsLink: "termo de adesão",
  submit: "Enviar Inscrição",
  sending: "Enviando Inscrição...",
} as const;
