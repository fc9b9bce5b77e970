import { z } from "#domain/zod.ts";

import { isForeignNetworkAddress } from "../admin/social-links.ts";
import { networkHostMessage, type SocialMedia, type SocialNetwork } from "../social-media.ts";
import { clubMessages } from "./club-texts.ts";
import {
  ADDRESS_MAX,
  brBirthDate,
  emailMatching,
  formObject,
  mustAccept,
  optionalText,
  personName,
  requiredText,
  SIMPLE_EMAIL_PATTERN,
  submissionIdField,
} from "./common.ts";

// Therapists' club sign-up (/clube-terapeutas/inscricao), spec §3 therapist_club_subscription and §5.

const m = clubMessages;

/** A network's entry: a handle or an address of that network (a 'Facebook' link elsewhere is refused). */
const networkField = (network: Exclude<SocialNetwork, "website">) =>
  optionalText().check(z.refine((v) => v === null || !isForeignNetworkAddress(network, v), networkHostMessage(network)));

/** The form is flat (one input per network); storage groups the networks in social_media. */
export const clubSignupSchema = z.pipe(
  formObject({
    submissionId: submissionIdField,
    name: personName(m.nameRequired),
    email: emailMatching(SIMPLE_EMAIL_PATTERN, m.emailInvalid),
    // No format rule in the spec: the inputs are masked, the server only requires a value.
    whatsapp: requiredText(m.whatsappRequired),
    cpf: requiredText(m.cpfRequired),
    address: requiredText(m.addressRequired, ADDRESS_MAX),
    birthDate: brBirthDate(requiredText(m.birthDateRequired), m.birthDateInvalid, m.birthDateFuture),
    serviceLocation: optionalText(),
    instagram: networkField("instagram"),
    youtube: networkField("youtube"),
    facebook: networkField("facebook"),
    linkedin: networkField("linkedin"),
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
