// What the account forms say (sign-up, sign-in, reset, profile): zod-free, so a page that only shows
// a message does not download the schemas.

export const MIN_PASSWORD_LENGTH = 8;

export const accountMessages = {
  nameRequired: "Nome é obrigatório.",
  emailRequired: "E-mail é obrigatório.",
  emailInvalid: "E-mail inválido.",
  passwordRequired: "Senha é obrigatória.",
  passwordTooShort: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordTooLong: "A senha deve ter no máximo 128 caracteres.",
  passwordMismatch: "As senhas não coincidem.",
  cpfRequired: "CPF é obrigatório.",
  cpfInvalid: "CPF inválido.",
  birthDateRequired: "Data de nascimento é obrigatória.",
  birthDateInvalid: "Data de nascimento inválida.",
  birthDateFuture: "A data de nascimento não pode estar no futuro.",
  whatsappRequired: "WhatsApp é obrigatório.",
  whatsappInvalid: "Informe o WhatsApp com DDD: (00) 00000-0000.",
  cepRequired: "CEP é obrigatório.",
  cepInvalid: "CEP inválido.",
  streetRequired: "Rua é obrigatória.",
  numberRequired: "Número é obrigatório.",
  neighborhoodRequired: "Bairro é obrigatório.",
  cityRequired: "Cidade é obrigatória.",
  stateRequired: "UF é obrigatória.",
  stateInvalid: "UF inválida.",
  tooLong: "Texto muito longo.",
  tokenMissing: "Link de redefinição inválido.",
} as const;
