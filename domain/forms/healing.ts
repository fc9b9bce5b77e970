import { EMAIL_PATTERN, emailMatching, formObject, mustAccept, optionalText, personName, submissionIdField } from "./common.ts";
import { healingMessages } from "./healing-texts.ts";

// Healing-energy sign-up (/nucleos/envio-de-energia), spec §4 and §5.

const m = healingMessages;

export const healingSchema = formObject({
  submissionId: submissionIdField,
  name: personName(m.nameRequired),
  email: emailMatching(EMAIL_PATTERN, m.emailInvalid, m.emailRequired),
  whatsapp: optionalText(),
  consent: mustAccept(m.consentRequired),
});
