/**
 * /sede-fisica: three photos and the contacts (spec §2). Address, phone, e-mail and the map
 * link are site settings, edited by staff.
 */
import { formatAddress } from "../address.ts";
import { mailtoLink, type SiteSettings, telLink } from "../site.ts";
import { ART } from "./art.ts";

export const headquartersPage = (s: SiteSettings) => ({
  title: "Sede Física",
  subtitle: `Um espaço de acolhimento e cura em ${s.headquarters.city}, aberto a cursos, atendimentos e encontros.`,
  photos: ART.headquarters,
  address: { label: "Endereço", text: formatAddress(s.headquarters) },
  phone: { label: "Telefone", text: s.phone, href: telLink(s.phone) },
  email: {
    label: "E-mail",
    text: s.emails.contact,
    href: mailtoLink(s.emails.contact, `Contato – ${s.instituteName}`),
  },
  map: s.mapUrl ? { label: "Ver no mapa", href: s.mapUrl } : null,
});
