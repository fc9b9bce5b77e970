/**
 * /sede-fisica: three photos and the contact placeholders (spec §2). Address,
 * phone and e-mail come from the site configuration.
 */
import { formatAddress } from "../address.ts";
import { mailtoLink, site, telLink } from "../site.ts";
import { ART } from "./art.ts";

export const headquartersPage = {
  title: "Sede Física",
  subtitle: `Um espaço de acolhimento e cura em ${site.headquarters.city}, aberto a cursos, atendimentos e encontros.`,
  photos: ART.headquarters,
  address: { label: "Endereço", text: formatAddress(site.headquarters) },
  phone: { label: "Telefone", text: site.phone, href: telLink(site.phone) },
  email: {
    label: "E-mail",
    text: site.emails.contact,
    href: mailtoLink(site.emails.contact, `Contato – ${site.instituteName}`),
  },
};
