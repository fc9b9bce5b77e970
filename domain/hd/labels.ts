// pt-BR labels, shown beside the English identifiers of the JSON (never
// instead of them): everything a reader sees is in Portuguese.
import type { Center } from "./bodygraph.ts";
import type { Authority, Definition, HdType, HumanDesignChart, NotSelfTheme, Signature, Strategy } from "./chart.ts";
import { type CrossAngle, crossTheme, type IncarnationCross } from "./cross.ts";
import type { Planet } from "./ephemeris.ts";
import type { ConnectionKind } from "./relationship.ts";

export const TYPE_LABELS: Record<HdType, string> = {
  generator: "Gerador",
  "manifesting-generator": "Gerador Manifestante",
  manifestor: "Manifestador",
  projector: "Projetor",
  reflector: "Refletor",
};

export const AUTHORITY_LABELS: Record<Authority, string> = {
  emotional: "Emocional",
  sacral: "Sacral",
  splenic: "Esplênica",
  "ego-manifested": "do Ego (Manifestada)",
  "ego-projected": "do Ego (Projetada)",
  "self-projected": "Autoprojetada",
  mental: "Mental/Ambiental",
  lunar: "Lunar",
};

export const CENTER_LABELS: Record<Center, string> = {
  head: "Cabeça",
  ajna: "Ajna",
  throat: "Garganta",
  g: "G (Identidade)",
  heart: "Coração (Ego)",
  spleen: "Baço",
  solarPlexus: "Plexo Solar",
  sacral: "Sacral",
  root: "Raiz",
};

export const DEFINITION_LABELS: Record<Definition, string> = {
  none: "Nenhuma",
  single: "Única",
  split: "Dividida",
  "triple-split": "Tripla",
  "quadruple-split": "Quádrupla",
};

export const STRATEGY_LABELS: Record<Strategy, string> = {
  "to-respond": "Responder",
  "to-respond-then-inform": "Responder e, depois, informar",
  "to-inform": "Informar",
  "wait-for-the-invitation": "Esperar o convite",
  "wait-a-lunar-cycle": "Esperar um ciclo lunar",
};

export const SIGNATURE_LABELS: Record<Signature, string> = {
  satisfaction: "Satisfação",
  peace: "Paz",
  success: "Sucesso",
  surprise: "Surpresa",
};

export const NOT_SELF_LABELS: Record<NotSelfTheme, string> = {
  frustration: "Frustração",
  anger: "Raiva",
  bitterness: "Amargura",
  disappointment: "Decepção",
};

export const PLANET_LABELS: Record<Planet, string> = {
  sun: "Sol",
  earth: "Terra",
  moon: "Lua",
  northNode: "Nodo Norte",
  southNode: "Nodo Sul",
  mercury: "Mercúrio",
  venus: "Vênus",
  mars: "Marte",
  jupiter: "Júpiter",
  saturn: "Saturno",
  uranus: "Urano",
  neptune: "Netuno",
  pluto: "Plutão",
};

/** Short pt-BR names of the 36 channels. */
export const CHANNEL_NAMES: Record<string, string> = {
  "1-8": "Inspiração",
  "2-14": "Pulsação",
  "3-60": "Mutação",
  "4-63": "Lógica",
  "5-15": "Ritmo",
  "6-59": "Intimidade",
  "7-31": "Alfa",
  "9-52": "Concentração",
  "10-20": "Despertar",
  "10-34": "Exploração",
  "10-57": "Forma Aperfeiçoada",
  "11-56": "Curiosidade",
  "12-22": "Abertura",
  "13-33": "O Pródigo",
  "16-48": "Comprimento de Onda",
  "17-62": "Aceitação",
  "18-58": "Julgamento",
  "19-49": "Síntese",
  "20-34": "Carisma",
  "20-57": "Onda Cerebral",
  "21-45": "Dinheiro",
  "23-43": "Estruturação",
  "24-61": "Consciência",
  "25-51": "Iniciação",
  "26-44": "Rendição",
  "27-50": "Preservação",
  "28-38": "Luta",
  "29-46": "Descoberta",
  "30-41": "Reconhecimento",
  "32-54": "Transformação",
  "34-57": "Poder",
  "35-36": "Transitoriedade",
  "37-40": "Comunidade",
  "39-55": "Emotividade",
  "42-53": "Maturação",
  "47-64": "Abstração",
};

/** "Canal 34-57 (Poder)". */
export function channelLabel(id: string): string {
  const name = CHANNEL_NAMES[id];
  if (!name) throw new RangeError(`unknown channel ${id}`);
  return `Canal ${id} (${name})`;
}

export const ANGLE_LABELS: Record<CrossAngle, string> = {
  "right-angle": "Cruz de Ângulo Direito",
  juxtaposition: "Cruz de Justaposição",
  "left-angle": "Cruz de Ângulo Esquerdo",
};

/** pt-BR themes keyed by the English theme of cross.ts, with their preposition and article. */
export const CROSS_THEME_LABELS: Record<string, string> = {
  // Right Angle
  "the Sphinx": "da Esfinge",
  Explanation: "da Explicação",
  Contagion: "do Contágio",
  "the Sleeping Phoenix": "da Fênix Adormecida",
  Planning: "do Planejamento",
  Consciousness: "da Consciência",
  Rulership: "do Governo",
  Eden: "do Éden",
  "the Vessel of Love": "do Receptáculo do Amor",
  Service: "do Serviço",
  Tension: "da Tensão",
  Penetration: "da Penetração",
  Maya: "de Maya",
  Laws: "das Leis",
  "the Unexpected": "do Inesperado",
  "the Four Ways": "dos Quatro Caminhos",
  // Left Angle
  Masks: "das Máscaras",
  Revolution: "da Revolução",
  Industry: "da Indústria",
  Spirit: "do Espírito",
  Migration: "da Migração",
  Dominion: "do Domínio",
  Informing: "da Informação",
  "the Plane": "do Plano",
  Healing: "da Cura",
  Upheaval: "da Reviravolta",
  Endeavor: "do Empenho",
  "the Clarion": "do Clarim",
  Limitation: "da Limitação",
  Wishes: "dos Desejos",
  Alignment: "do Alinhamento",
  Incarnation: "da Encarnação",
  Defiance: "do Desafio",
  Dedication: "da Dedicação",
  Uncertainty: "da Incerteza",
  Duality: "da Dualidade",
  Identification: "da Identificação",
  Separation: "da Separação",
  Confrontation: "do Confronto",
  Education: "da Educação",
  Prevention: "da Prevenção",
  Demands: "das Exigências",
  Individualism: "do Individualismo",
  Cycles: "dos Ciclos",
  Obscuration: "do Obscurecimento",
  Distraction: "da Distração",
  "the Alpha": "do Alfa",
  Refinement: "do Refinamento",
  // Juxtaposition (Limitation is shared with the Left Angle list above)
  "Self-Expression": "da Autoexpressão",
  "the Driver": "do Condutor",
  Mutation: "da Mutação",
  Formulation: "da Formulação",
  Habits: "dos Hábitos",
  Conflict: "do Conflito",
  Interaction: "da Interação",
  Contribution: "da Contribuição",
  Focus: "do Foco",
  Behavior: "do Comportamento",
  Ideas: "das Ideias",
  Articulation: "da Articulação",
  Listening: "da Escuta",
  Empowering: "do Empoderamento",
  Extremes: "dos Extremos",
  Experimentation: "da Experimentação",
  Opinions: "das Opiniões",
  Correction: "da Correção",
  Need: "da Necessidade",
  "the Now": "do Agora",
  Control: "do Controle",
  Grace: "da Graça",
  Assimilation: "da Assimilação",
  Rationalization: "da Racionalização",
  Innocence: "da Inocência",
  "the Trickster": "do Trapaceiro",
  Caring: "do Cuidado",
  Risks: "dos Riscos",
  Commitment: "do Compromisso",
  Fates: "dos Destinos",
  Influence: "da Influência",
  Conservation: "da Conservação",
  Retreat: "do Recolhimento",
  Power: "do Poder",
  Experience: "da Experiência",
  Crisis: "da Crise",
  Bargains: "das Barganhas",
  Opposition: "da Oposição",
  Provocation: "da Provocação",
  Denial: "da Negação",
  Fantasy: "da Fantasia",
  Completion: "da Conclusão",
  Insight: "da Percepção",
  Alertness: "do Alerta",
  Possession: "da Posse",
  Serendipity: "da Serendipidade",
  Oppression: "da Opressão",
  Depth: "da Profundidade",
  Principles: "dos Princípios",
  Values: "dos Valores",
  Shock: "do Choque",
  Stillness: "da Quietude",
  Beginnings: "dos Começos",
  Ambition: "da Ambição",
  Moods: "dos Humores",
  Stimulation: "do Estímulo",
  Intuition: "da Intuição",
  Vitality: "da Vitalidade",
  Strategy: "da Estratégia",
  Thinking: "do Pensamento",
  Detail: "do Detalhe",
  Doubts: "das Dúvidas",
  Confusion: "da Confusão",
};

/** "Cruz de Ângulo Direito da Esfinge 1". */
export function incarnationCrossLabel(cross: IncarnationCross): string {
  const { theme, variant } = crossTheme(cross.angle, cross.gates[0]);
  return `${ANGLE_LABELS[cross.angle]} ${CROSS_THEME_LABELS[theme]}${variant === undefined ? "" : ` ${variant}`}`;
}

export interface ChartLabels {
  type: string;
  authority: string;
  definition: string;
  profile: string;
  definedCenters: string[];
  channels: string[];
  incarnationCross: string;
  strategy: string;
  signature: string;
  notSelfTheme: string;
}

type LabelledChart = Pick<
  HumanDesignChart,
  "type" | "authority" | "definition" | "profile" | "definedCenters" | "channels" | "incarnationCross" | "strategy" | "signature" | "notSelfTheme"
>;

/** The pt-BR reading of a chart's headline values, for display beside the JSON. */
export function chartLabels(chart: LabelledChart): ChartLabels {
  return {
    type: TYPE_LABELS[chart.type],
    authority: AUTHORITY_LABELS[chart.authority],
    definition: DEFINITION_LABELS[chart.definition],
    profile: chart.profile,
    definedCenters: chart.definedCenters.map((c) => CENTER_LABELS[c]),
    channels: chart.channels.map(channelLabel),
    incarnationCross: incarnationCrossLabel(chart.incarnationCross),
    strategy: STRATEGY_LABELS[chart.strategy],
    signature: SIGNATURE_LABELS[chart.signature],
    notSelfTheme: NOT_SELF_LABELS[chart.notSelfTheme],
  };
}

export const CONNECTION_LABELS: Record<ConnectionKind, string> = {
  electromagnetic: "Eletromagnética",
  companionship: "Companheirismo",
  dominance: "Dominância",
  compromise: "Compromisso",
};
