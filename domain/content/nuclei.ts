/**
 * The seven free nuclei (spec §3): healing circles run by the Guardiões da
 * Essência. Sign-up happens in the community group, hence the shared link.
 */
import { HEADQUARTERS_CITY, site } from "../site.ts";
import { ART, imageOf } from "./art.ts";
import type { CatalogEvent } from "./events.ts";

/** Only what differs per nucleus; the invariants (type, free, link) are filled in once below. */
type NucleusContent = Pick<CatalogEvent, "id" | "title" | "description" | "date" | "time" | "location">;

const online = "On-line, com link no grupo da comunidade";

const content: NucleusContent[] = [
  {
    id: "nucleo001",
    title: "Núcleo de Cura Coletiva",
    description: "Um encontro de meditação guiada e envio de energia de cura para todas as pessoas inscritas, conduzido pelos Guardiões da Essência.",
    date: "Todas as segundas-feiras",
    time: "20h",
    location: online,
  },
  {
    id: "nucleo002",
    title: "Núcleo Despertar da Consciência",
    description: "Práticas de respiração, silêncio e escuta interior para reconectar você à sua essência e ao propósito da sua alma.",
    date: "Todas as terças-feiras",
    time: "19h30",
    location: online,
  },
  {
    id: "nucleo003",
    title: "Núcleo Mulheres da Essência",
    description: "Roda de partilha e cura do sagrado feminino, em um espaço acolhedor e seguro.",
    date: "Primeira quarta-feira de cada mês",
    time: "20h",
    location: `Sede Física, ${HEADQUARTERS_CITY}, e on-line`,
  },
  {
    id: "nucleo004",
    title: "Núcleo de Harmonização Familiar",
    description: "Vibrações de amor e perdão enviadas às famílias, para curar vínculos, dissolver mágoas antigas e fortalecer laços.",
    date: "Todas as quintas-feiras",
    time: "20h",
    location: online,
  },
  {
    id: "nucleo005",
    title: "Núcleo Prosperidade e Abundância",
    description: "Meditação para liberar crenças de escassez e abrir caminhos de prosperidade.",
    date: "Segunda sexta-feira de cada mês",
    time: "19h",
    location: online,
  },
  {
    id: "nucleo006",
    title: "Núcleo Jovens da Luz",
    description: "Um encontro leve para jovens de 15 a 25 anos: autoconhecimento, meditação e conversas sobre propósito de vida.",
    date: "Todos os sábados",
    time: "10h",
    location: `Sede Física, ${HEADQUARTERS_CITY}`,
  },
  {
    id: "nucleo007",
    title: "Núcleo de Gratidão",
    description: "Encerramos a semana agradecendo e enviando luz ao planeta, em comunhão.",
    date: "Todos os domingos",
    time: "18h",
    location: online,
  },
];

export const nuclei: CatalogEvent[] = content.map((nucleus, index) => ({
  ...nucleus,
  type: "Núcleo",
  isFree: true,
  ...imageOf(ART.nuclei[index]),
  paymentLink: site.communityGroupUrl,
}));
