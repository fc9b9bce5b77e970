/**
 * The seven free nuclei a fresh install starts with (spec §3): healing circles run by the
 * Guardiões da Essência, signed up for in the community group (viaCommunityGroup).
 */
import type { Recurrence, Weekday } from "../recurrence.ts";
import { ART } from "./art.ts";
import type { DefaultItem, EventData } from "./catalogue.ts";

const online = "On-line, com link no grupo da comunidade";

const every = (weekday: Weekday, time: string, ordinal: Recurrence["ordinal"] = null): Recurrence => ({
  weekday,
  ordinal,
  time,
  durationMinutes: 90,
  until: null,
  skip: [],
});

type NucleusContent = Pick<EventData, "title" | "description" | "recurrence" | "location" | "attendance">;

const content: NucleusContent[] = [
  {
    title: "Núcleo de Cura Coletiva",
    description: "Um encontro de meditação guiada e envio de energia de cura para todas as pessoas inscritas, conduzido pelos Guardiões da Essência.",
    recurrence: every(1, "20:00"),
    attendance: "online",
    location: online,
  },
  {
    title: "Núcleo Despertar da Consciência",
    description: "Práticas de respiração, silêncio e escuta interior para reconectar você à sua essência e ao propósito da sua alma.",
    recurrence: every(2, "19:30"),
    attendance: "online",
    location: online,
  },
  {
    title: "Núcleo Mulheres da Essência",
    description: "Roda de partilha e cura do sagrado feminino, em um espaço acolhedor e seguro.",
    recurrence: every(3, "20:00", 1),
    attendance: "hybrid",
    location: "Sede Física, Curitiba (PR), e on-line",
  },
  {
    title: "Núcleo de Harmonização Familiar",
    description: "Vibrações de amor e perdão enviadas às famílias, para curar vínculos, dissolver mágoas antigas e fortalecer laços.",
    recurrence: every(4, "20:00"),
    attendance: "online",
    location: online,
  },
  {
    title: "Núcleo Prosperidade e Abundância",
    description: "Meditação para liberar crenças de escassez e abrir caminhos de prosperidade.",
    recurrence: every(5, "19:00", 2),
    attendance: "online",
    location: online,
  },
  {
    title: "Núcleo Jovens da Luz",
    description: "Um encontro leve para jovens de 15 a 25 anos: autoconhecimento, meditação e conversas sobre propósito de vida.",
    recurrence: every(6, "10:00"),
    attendance: "in_person",
    location: "Sede Física, Curitiba (PR)",
  },
  {
    title: "Núcleo de Gratidão",
    description: "Encerramos a semana agradecendo e enviando luz ao planeta, em comunhão.",
    recurrence: every(0, "18:00"),
    attendance: "online",
    location: online,
  },
];

export const NUCLEI_DEFAULTS: DefaultItem<"nucleus">[] = content.map((nucleus, index) => ({
  id: `nucleo00${index + 1}`,
  kind: "nucleus",
  data: { ...nucleus, viaCommunityGroup: true, link: "", priceCents: null, art: ART.nuclei[index].src, imageAlt: ART.nuclei[index].alt },
}));
