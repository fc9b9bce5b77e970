import { z } from "#domain/zod.ts";
import { accountMessages } from "../account/schemas.ts";
import {
  ADDRESS_MAX,
  SIMPLE_EMAIL_PATTERN,
  brBirthDate,
  emailMatching,
  formObject,
  mustAccept,
  optionalText,
  requiredText,
  submissionIdField,
} from "./common.ts";

// Therapists' club sign-up (/clube-terapeutas/inscricao), spec §3 therapist_club_subscription and §5.

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

const m = clubMessages;

export type SocialNetwork = "instagram" | "youtube" | "facebook" | "linkedin" | "website";
export type SocialMedia = Partial<Record<SocialNetwork, string>>;

/** The form is flat (one input per network); storage groups the networks in social_media. */
export const clubSignupSchema = z.pipe(
  formObject({
    submissionId: submissionIdField,
    name: requiredText(m.nameRequired),
    email: emailMatching(SIMPLE_EMAIL_PATTERN, m.emailInvalid),
    // No format rule in the spec: the inputs are masked, the server only requires a value.
    whatsapp: requiredText(m.whatsappRequired),
    cpf: requiredText(m.cpfRequired),
    address: requiredText(m.addressRequired, ADDRESS_MAX),
    birthDate: brBirthDate(requiredText(m.birthDateRequired), m.birthDateInvalid, m.birthDateFuture),
    serviceLocation: optionalText(),
    instagram: optionalText(),
    youtube: optionalText(),
    facebook: optionalText(),
    linkedin: optionalText(),
    website: optionalText(),
    terms: mustAccept(m.termsRequired),
  }),
  z.transform(({ instagram, youtube, facebook, linkedin, website, terms: _accepted, ...rest }) => {
    const socialMedia: SocialMedia = {};
    for (const [network, value] of Object.entries({ instagram, youtube, facebook, linkedin, website })) {
      if (value) socialMedia[network as SocialNetwork] = value;
    }
    return { ...rest, socialMedia };
  }),
);

export type ClubSignup = z.output<typeof clubSignupSchema>;

export const clubSignupTexts = {
  title: "Inscrição no Clube de Terapeutas",
  intro: "Preencha seus dados para fazer parte do Clube. Depois do envio, nossa equipe entra em contato com os próximos passos da sua adesão.",
  socialTitle: "Redes sociais (opcional)",
  termsLabel: "Li e aceito o",
  termsLink: "termo de adesão",
  submit: "Enviar Inscrição",
  sending: "Enviando Inscrição...",
} as const;
