// Reading one message to the Soul Compass: what it asks about (the chart, everyday life), the
// ordinary human turn it makes (a greeting, a thank-you, "não entendi"), a feeling it states, a claim
// about the chart ("meu perfil é 5/1", "sou projetora") and someone else it names with a type
// ("minha esposa é geradora"). Written for the way people type in Brazil: no accents, "vc", "pq",
// "to", stretched letters and laughs. Accent- and case-insensitive keyword rules; no model.
import type { Center } from "../hd/bodygraph.ts";
import type { Authority, HdType } from "../hd/chart.ts";
import { CHANNEL_NAMES } from "../hd/labels.ts";
import type { Feeling, HealthSubject } from "./knowledge-life.ts";

/** What a message asks about, beyond the ordinary human turns. */
export type Topic =
  | "health"
  | "outOfScope"
  | "gate"
  | "channel"
  | "center"
  | "type"
  | "strategy"
  | "signature"
  | "otherType"
  | "authority"
  | "profile"
  | "centers"
  | "channels"
  | "definition"
  | "cross"
  | "energy"
  | "mood"
  | "anxiety"
  | "pressure"
  | "person"
  | "relationships"
  | "family"
  | "work"
  | "money"
  | "today";

/** Ordinary human turns: answered as a person would, never with "não sei". */
export type HumanTurn = "greeting" | "thanks" | "farewell" | "confused" | "clarify" | "deeper" | "ack" | "yes" | "no" | "about";

/** Someone else named in a message with a type: a partner, a mother, a child. */
export interface OtherPerson {
  /** How the reply names them: "sua esposa", "seu filho". */
  phrase: string;
  partner: boolean;
  type: HdType;
  /** "ele pode ser gerador?": a guess, which only their own chart can answer. */
  guess: boolean;
}

export interface QuestionAnalysis {
  topics: Topic[];
  gates: number[];
  channels: string[];
  centers: Center[];
  human: HumanTurn[];
  feeling?: Feeling;
  claims: { profile?: string; type?: HdType; authority?: Authority | "ego" };
  person?: OtherPerson;
  /** Types asked about in general ("o que é um gerador?"). */
  otherTypes: HdType[];
  centersFocus?: "open" | "defined";
  healthSubjects: HealthSubject[];
  /** "me fala mais", "aprofunda": the answer may run longer. */
  deep: boolean;
  /** "e isso no trabalho?": the previous turn's subject, taken somewhere else. */
  followUp: boolean;
  /** "Bom dia", "Boa tarde", "Boa noite" or "Olá", when the message greets. */
  greetingWord?: string;
  /** Everyday small talk ("to morrendo de fome", "esse calor"): answered in a few friendly words. */
  smallTalk?: "hunger" | "weather";
}

// ── reading a message ─────────────────────────────────────────────────────────

/** Internetês and common short forms, spelled out word by word after accents go. */
const SHORT_FORMS: Record<string, string> = {
  vc: "voce",
  vcs: "voces",
  ce: "voce",
  pq: "porque",
  pqe: "porque",
  q: "que",
  oq: "o que",
  n: "nao",
  naum: "nao",
  nn: "nao",
  to: "estou",
  tou: "estou",
  ta: "esta",
  tava: "estava",
  tb: "tambem",
  tbm: "tambem",
  hj: "hoje",
  mt: "muito",
  mto: "muito",
  mta: "muita",
  mtos: "muitos",
  msm: "mesmo",
  obg: "obrigado",
  obgd: "obrigado",
  obgda: "obrigada",
  brigado: "obrigado",
  brigada: "obrigada",
  vlw: "valeu",
  eh: "e",
  pf: "por favor",
  pfv: "por favor",
  pfvr: "por favor",
  ngm: "ninguem",
  cmg: "comigo",
  td: "tudo",
  tds: "todos",
  dps: "depois",
  blz: "beleza",
  agr: "agora",
  qnd: "quando",
  qdo: "quando",
  pra: "para",
  pro: "para o",
  pras: "para as",
  pros: "para os",
  p: "para",
  sla: "sei la",
  dnv: "de novo",
  tmb: "tambem",
  bjs: "beijos",
  bjo: "beijo",
  fds: "fim de semana",
  hrs: "horas",
};

/**
 * Lower case, no accents, internetês spelled out, laughs and stretched letters gone, single spaces:
 * "Tô MTO cansadaaa kkk" → "estou muito cansada".
 */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\b(?:k{2,}|(?:ha){2,}h?|(?:he){2,}|(?:hi){2,}|(?:rs)+)\b/g, " ")
    .replace(/([a-z])\1{2,}/g, "$1")
    .replace(/([aeiou])\1+\b/g, "$1")
    .replace(/[a-z0-9]+/g, (w) => SHORT_FORMS[w] ?? w)
    .replace(/\s+/g, " ")
    .trim();
}

const GATE = /\b(?:porta|portao|portal|comporta|gate)s?\s*(?:n[o.]?\s*)?(\d{1,2})\b/g;
const CHANNEL = /\bcana(?:l|is)\s*(\d{1,2})\s*(?:-|\/|e|a)\s*(\d{1,2})\b/g;

/** Centre names; the everyday words (cabeça, coração, garganta, raiz) only when they are plainly the centre. */
const CENTER_WORDS: Record<Center, RegExp> = {
  head: /\bcentro (?:da )?cabeca\b|\bcabeca (?:aberta|definida)\b/,
  ajna: /\bajna\b/,
  throat: /\bcentro (?:da )?garganta\b|\bgarganta (?:aberta|definida)\b/,
  g: /\bcentro g\b|\bcentro (?:da )?identidade\b|\bg (?:aberto|definido)\b/,
  heart: /\bcentro (?:do )?(?:coracao|ego)\b|\bcoracao (?:aberto|definido)\b/,
  spleen: /\bbaco\b/,
  solarPlexus: /\bplexo(?: solar)?\b/,
  sacral: /\b(?:centro )?sacral\b/,
  root: /\bcentro (?:da )?raiz\b|\braiz (?:aberta|definida)\b/,
};

const TOPIC_WORDS: [Topic, RegExp][] = [
  [
    "outOfScope",
    /\b(?:advogad\w*|processo judicial|processar|justica|juiz\w*|pensao alimenticia|heranca|investir|investimento\w*|(?:em|de|na|nas) acoes|bolsa de valores|cripto\w*|bitcoin|emprestimo\w*|divida\w*|financiamento\w*|imposto\w*)\b/,
  ],
  ["type", /\b(?:(?:meu|seu|qual (?:e )?o|qual) tipo\b(?! de)|tipo de desenho|tipos|aura|como devo agir|como (?:eu )?funciono|quem sou eu|o que eu sou)/],
  ["strategy", /\b(?:estrategia|informar|esperar o convite|convites?|ciclo lunar)\b/],
  ["signature", /\b(?:assinatura|nao eu|tema do nao|sinal de alinhamento)\b/],
  [
    "authority",
    /\b(?:autoridade|decis(?:ao|oes)|decidir|decido|escolh\w+|sim ou nao|intuicao|devo (?:ou nao|aceitar|mudar|sair|largar|terminar|voltar|casar|separar|investir|comprar|vender|trocar|seguir|ficar|ir|esperar|confiar)|como saber se)\b/,
  ],
  ["profile", /\b(?:meu perfil|o perfil|perfil \d|qual (?:e )?(?:o )?perfil|minhas linhas|linhas do perfil|papel de vida)\b|\b[1-6] ?\/ ?[1-6]\b/],
  ["centers", /\b(?:centros|centros? (?:abertos?|definidos?|indefinidos?)|bodygraph)\b/],
  ["channels", /\b(?:canal|canais|dons?|talentos?|habilidades?)\b/],
  ["definition", /\bdefinicao\b/],
  ["cross", /\b(?:cruz|encarnacao|proposito|missao|destino|para que (?:eu )?vim)\b/],
  [
    "energy",
    /\b(?:cansad[oa]s?|cansaco|cansa|exaust[oa]s?|exaustao|esgot\w*|burnout|energia|sem forcas?|descans\w*|fadiga|disposicao|pique|moid[oa]s?|sumir das redes|desconectar|um tempo para mim)\b/,
  ],
  [
    "mood",
    /\b(?:humor|emoc(?:ao|oes|ionais)|(?<!autoridade )emocional|emotiv[oa]s?|sentimentos?|choro|chorar|chorona?|sensivel|sensibilidade|oscil\w*|absorvo)\b/,
  ],
  ["anxiety", /\b(?:ansiedade|ansios[oa]s?|medos?|inseguranca|insegur[oa]s?|receio|preocupa\w*|apego|apegad[oa]s?|faz mal|fazem mal)\b/],
  [
    "pressure",
    /\b(?:pressao(?! alta)|pressionad[oa]s?|pressa|urgen\w*|pens(?:o|ar|ando) (?:demais|muito)|overthinking|(?:cabeca|mente) (?:nao para|a mil|cheia|acelerada)|desligar a (?:mente|cabeca)|procrastin\w*|cobranca|me cobro|perfeccion\w*|prazos?)\b/,
  ],
  [
    "relationships",
    /\b(?:relacionamentos?|relacao|amor(?:os[oa])?|casamento|casad[oa]s?|namor\w*|conjuge|marido|esposa|parceir[oa]s?|companheir[oa]s?|noiv[oa]s?|crush|paquera|ficante|solteir[oa]s?|alma gemea|compatib\w*|amizades?|amig[oa]s?)\b/,
  ],
  [
    "family",
    /\b(?:familia|familiar\w*|filh[oa]s?|crianca\w*|bebe|mae|pai|pais|irma[os]?|irmaos|sogr[oa]|avo|avos|net[oa]s?|maternidade|paternidade|adolescente|educar)\b/,
  ],
  [
    "work",
    /\b(?:trabalh\w*|carreira|vocacao|profissao|profissional|emprego|negocio\w*|empreend\w*|chefe|equipe|colegas?|empresa|clientes?|demissao|demitid[oa]|promocao|entrevista)\b/,
  ],
  ["money", /\b(?:dinheiro|grana|financ\w*|salario|renda|ganhar mais|prosperidade|abundancia|riqueza|pagar (?:as )?contas|nao sobra|economizar|gastos?)\b/],
  [
    "today",
    /\b(?:o que|que) (?:eu )?(?:devo|posso|faco|fazer|vou fazer)\b.*\b(?:hoje|agora)\b|\b(?:dica|conselho|sugestao|mensagem|orientacao|palavra)\b.*\b(?:hoje|dia)\b|\bmeu dia\b/,
  ],
];

const HEALTH_SUBJECTS: [HealthSubject, RegExp][] = [
  ["medication", /\b(?:remedio\w*|medicament\w*|medicacao|o que tomar|que tomar|tomar algum\w*|vitamina\w*|suplement\w*)\b/],
  ["mental", /\b(?:depressao|depressiv[oa]|panico|crises? de ansiedade|transtorno\w*|bipolar|psiquiatr\w*|psicolog\w*|terapia)\b/],
  ["pregnancy", /\b(?:gravid\w*|gestante|gestacao|engravidar|pre natal)\b/],
  ["sleep", /\b(?:insonia|durmo mal|nao consigo dormir|dormindo mal)\b/],
  ["diet", /\b(?:dieta|emagrecer|alimentacao|comer melhor|nutricion\w*|jejum)\b/],
  [
    "general",
    /\b(?:saude|doenca\w*|doente|medic[oa]s?|diagnostic\w*|tratamento|sintoma\w*|cancer|enxaqueca|dor(?:es)? (?:de|nas|na|no|nos) \w+|pressao alta|diabetes|exames?|cirurgia|hormon\w*|menopausa|tpm|gripe|febre)\b/,
  ],
];

/** Who says "I": a feeling stated, not one talked about ("minha filha está triste" is not the person's). */
const FIRST_PERSON = String.raw`(?:estou|ando|me sinto|sinto me|me senti|sinto|fiquei|vivo|acordo|acordei|tenho estado|estava|me sentindo|sou|eu)`;
const stated = (words: string) => new RegExp(String.raw`\b${FIRST_PERSON}\b(?: \S+){0,3}? (?:${words})\b`);

const FEELINGS: [Feeling, RegExp[]][] = [
  [
    "tired",
    [stated("cansad[oa]s?|exaust[oa]s?|esgotad[oa]s?|sem energia|sem forcas?|moid[oa]s?|acabad[oa]s?"), /\bmort[oa] de cansaco\b|\bnao tenho energia\b/],
  ],
  ["lost", [stated("perdid[oa]s?|sem rumo|sem direcao|confus[oa]s?|desorientad[oa]s?"), /\bnao sei (?:mais )?(?:o que fazer|para onde ir|quem (?:eu )?sou)\b/]],
  ["lonely", [stated("sozinh[oa]s?|solitari[oa]s?|isolad[oa]s?|abandonad[oa]s?"), /\b(?:solidao|ninguem me entende|nao tenho (?:com quem|ninguem))\b/]],
  ["angry", [stated("com raiva|irritad[oa]s?|brav[oa]s?|furios[oa]s?|revoltad[oa]s?|com odio")]],
  ["frustrated", [stated("frustrad[oa]s?")]],
  [
    "bitter",
    [
      stated("amargurad[oa]s?|ressentid[oa]s?|injusticad[oa]s?|invisivel|desvalorizad[oa]s?"),
      /\b(?:ninguem me (?:valoriza|reconhece|ve|enxerga)|nao me (?:valoriza|valorizam|reconhece|reconhecem))\b/,
    ],
  ],
  ["disappointed", [stated("decepcionad[oa]s?|desapontad[oa]s?|desiludid[oa]s?")]],
  ["overwhelmed", [stated("sobrecarregad[oa]s?|estressad[oa]s?|atolad[oa]s?|sufocad[oa]s?|no limite|com muita coisa")]],
  ["anxious", [stated("ansios[oa]s?|nervos[oa]s?|preocupad[oa]s?|agoniad[oa]s?|aflit[oa]s?|tens[oa]s?|inquiet[oa]s?|apreensiv[oa]s?|com medo|com ansiedade")]],
  ["sad", [stated("trist[eo]s?|para baixo|desanimad[oa]s?|abatid[oa]s?|mal|deprimid[oa]s?|chorando|arrasad[oa]s?|magoad[oa]s?"), /\bchorei\b/]],
  ["happy", [/\b(?:morri de rir|estou feliz|feliz demais|muito feliz|que alegria|deu certo|consegui|estou grat[ao]|radiante)\b/]],
];

/** Which area a stated feeling belongs to, so the area is not answered twice. */
const FEELING_AREA: Partial<Record<Feeling, Topic>> = { sad: "mood", anxious: "anxiety", overwhelmed: "pressure", tired: "energy" };

const TYPE_WORDS: [HdType, RegExp][] = [
  ["manifesting-generator", /\b(?:gerador(?:a|es|as)? manifestante(?:s)?|manifesting generator|(?<=\b(?:e|sou|era|um|uma|como|tipo|ser|seja) )(?:mg|gm))\b/g],
  ["generator", /\b(?:gerador(?:a|es|as)?|geradra|jerador(?:a)?|generator)\b/g],
  ["manifestor", /\b(?:manifestador(?:a|es|as)?|manifestor(?:a|es)?)\b/g],
  ["projector", /\b(?:projetor(?:a|es|as)?|projector|projetorra)\b/g],
  ["reflector", /\b(?:refletor(?:a|es|as)?|reflector)\b/g],
];

/** "sou", "eu sou", "meu tipo é" right before a type word: the person says it of themself. */
const CLAIM_BEFORE = /\b(?:eu sou|sou|meu tipo e|meu tipo|eu como|sendo)(?: um| uma| do tipo| tipo)? $/;

const PEOPLE: [RegExp, string, boolean][] = [
  [/\besposa\b/, "sua esposa", true],
  [/\bmarido\b/, "seu marido", true],
  [/\bnamorada\b|\bnamoro (?:com )?uma\b/, "sua namorada", true],
  [/\bnamorado\b|\bnamoro (?:com )?um\b/, "seu namorado", true],
  [/\bparceira\b/, "sua parceira", true],
  [/\bparceiro\b/, "seu parceiro", true],
  [/\bcompanheira\b/, "sua companheira", true],
  [/\bcompanheiro\b/, "seu companheiro", true],
  [/\bnoiva\b/, "sua noiva", true],
  [/\bnoivo\b/, "seu noivo", true],
  [/\bminha mulher\b/, "sua esposa", true],
  [/\bcrush\b/, "seu crush", true],
  [/\b(?:minha|a) ex\b/, "sua ex", true],
  [/\b(?:meu|o) ex\b/, "seu ex", true],
  [/\bconjuge\b/, "seu cônjuge", true],
  [/\bfilha\b/, "sua filha", false],
  [/\bfilho\b/, "seu filho", false],
  [/\bmae\b/, "sua mãe", false],
  [/\bpai\b/, "seu pai", false],
  [/\birma\b/, "sua irmã", false],
  [/\birmao\b/, "seu irmão", false],
  [/\bminha chefe\b/, "sua chefe", false],
  [/\bchefe\b/, "seu chefe", false],
  [/\bamiga\b/, "sua amiga", false],
  [/\bamigo\b/, "seu amigo", false],
  [/\bsocia\b/, "sua sócia", false],
  [/\bsocio\b/, "seu sócio", false],
];

const GUESS = /\b(?:pode ser|sera que|deve ser|acho que (?:ele|ela) e|sera)\b/;

const PROFILE_CLAIM = /\b(?:meu perfil|sou(?: (?:um|uma|do) perfil| perfil)?)(?: e|:)? ?([1-6]) ?[/\\-] ?([1-6])\b/;
const AUTHORITY_CLAIM =
  /\b(?:minha autoridade(?: interior)?|tenho(?: a)? autoridade|sou(?: de)? autoridade)(?: e|:)? (emocional|sacral|esplenica|splenica|do baco|do ego|ego|do coracao|autoprojetada|auto projetada|mental|ambiental|lunar)\b/;
const CLAIMED_AUTHORITY: Record<string, Authority | "ego"> = {
  emocional: "emotional",
  sacral: "sacral",
  esplenica: "splenic",
  splenica: "splenic",
  "do baco": "splenic",
  "do ego": "ego",
  ego: "ego",
  "do coracao": "ego",
  autoprojetada: "self-projected",
  "auto projetada": "self-projected",
  mental: "mental",
  ambiental: "mental",
  lunar: "lunar",
};

const HUMAN_WORDS: [HumanTurn, RegExp][] = [
  [
    "confused",
    /\b(?:nao entendi|nao entendo|nao compreendi|nao ficou claro|ficou confuso|como assim|hein|o que (?:isso|isto) (?:quer dizer|significa)|o que voce quis dizer|em outras palavras|mais simples|simplifica\w*|nao captei)\b/,
  ],
  ["clarify", /\b(?:explica(?:r)? melhor|explique melhor|pode explicar|explica de novo|explica direito|explica isso)\b/],
  [
    "deeper",
    /\b(?:me fala mais|fala mais|conta mais|me conta mais|explica mais|aprofund\w*|detalh\w*|mais fundo|quero saber mais|saber mais|mais sobre isso)\b/,
  ],
  ["greeting", /^(?:oi+|ola|opa|hey|hello|eai|e ai|salve|bom dia|boa tarde|boa noite|boa madrugada|tudo bem|tudo bom|como vai|namaste)\b/],
  [
    "farewell",
    /\b(?:tchau|ate (?:logo|mais|amanha|breve|a proxima|depois|outro dia|semana que vem)|bye|fica com deus|fique com deus|boa semana|bom fim de semana)\b/,
  ],
  ["thanks", /\b(?:obrigad[oa]s?|valeu|agradec\w*|gratidao|muito grat[ao]|thanks)\b/],
  [
    "about",
    /\b(?:o que voce (?:sabe|faz|pode)|quem e voce|quem voce e|voce e (?:uma |um )?(?:ia|inteligencia artificial|robo|bot|pessoa|humana?|real|gente)|como voce funciona|com quem (?:estou|eu) falando|sobre o que (?:posso|da para) (?:perguntar|falar)|o que (?:eu )?posso (?:te )?perguntar)\b/,
  ],
  [
    "ack",
    /^(?:ok|okay|certo|entendi|entendido|ah|hum|hm|legal|show|massa|top|otimo|perfeito|nossa|uau|lindo|que lindo|amei|adorei|verdade|faz sentido|tem razao|e mesmo|isso mesmo|interessante|que interessante|beleza|tranquilo|combinado|aham|uhum|bacana|incrivel)\b/,
  ],
  ["yes", /^(?:sim|s|quero|quero sim|claro|pode ser|pode|bora|vamos|por favor|manda|com certeza)\b/],
  ["no", /^(?:nao|agora nao|deixa para la|depois|nada)\b/],
];

const SMALL_TALK: ["hunger" | "weather", RegExp][] = [
  ["hunger", /\b(?:fome|famint[oa]|almocar|jantar|lanchar)\b/],
  ["weather", /\b(?:calor|frio|chuva|chovendo|sol quente|abafado)\b/],
];

const DEEP = /\b(?:me fala mais|fala mais|conta mais|explica mais|aprofund\w*|detalh\w*|mais fundo|quero saber mais|saber mais|tudo sobre)\b/;
const FOLLOW_UP = /^(?:e|mas e)(?: quanto| sobre)? (?:isso|no|na|nos|nas|com|para|em)\b|\b(?:isso|nisso|disso)\b/;

/** Ties in the answer's order (two subjects at the same place in the message) go by this order. */
const TOPIC_ORDER: Topic[] = [
  "health",
  "outOfScope",
  "gate",
  "channel",
  "center",
  "type",
  "strategy",
  "signature",
  "otherType",
  "authority",
  "profile",
  "centers",
  "channels",
  "definition",
  "cross",
  "energy",
  "mood",
  "anxiety",
  "pressure",
  "person",
  "relationships",
  "family",
  "work",
  "money",
  "today",
];

interface TypeMention {
  type: HdType;
  index: number;
}

function typeMentions(q: string): TypeMention[] {
  const found: TypeMention[] = [];
  const taken: [number, number][] = [];
  for (const [type, words] of TYPE_WORDS) {
    for (const m of q.matchAll(words)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push({ type, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** What a message is: its topics, the human turn it makes, a feeling, claims about the chart, someone named. */
export function analyzeQuestion(question: string): QuestionAnalysis {
  const q = normalize(question);
  const words = q.split(" ").filter(Boolean).length;
  const gates = [...q.matchAll(GATE)].map((m) => Number(m[1])).filter((g) => g >= 1 && g <= 64);
  const channels = [...q.matchAll(CHANNEL)].map((m) => [Number(m[1]), Number(m[2])].sort((a, b) => a - b).join("-")).filter((id) => id in CHANNEL_NAMES);
  for (const [id, name] of Object.entries(CHANNEL_NAMES)) {
    if (/\bcana(l|is)\b/.test(q) && q.includes(normalize(name)) && !channels.includes(id)) channels.push(id);
  }
  // "autoridade sacral" asks about the authority, "centro sacral" or "meu sacral" about the centre.
  const aboutAuthority = /\b(autoridade|decis(ao|oes)|decidir)\b/.test(q) && !/\bcentro\b/.test(q);
  const centers = aboutAuthority ? [] : (Object.keys(CENTER_WORDS) as Center[]).filter((c) => CENTER_WORDS[c].test(q));

  const claims: QuestionAnalysis["claims"] = {};
  const profile = q.match(PROFILE_CLAIM);
  if (profile) claims.profile = `${profile[1]}/${profile[2]}`;
  const authority = q.match(AUTHORITY_CLAIM);
  if (authority) claims.authority = CLAIMED_AUTHORITY[authority[1]];

  let person: OtherPerson | undefined;
  const otherTypes: HdType[] = [];
  const named = PEOPLE.find(([re]) => re.test(q));
  for (const mention of typeMentions(q)) {
    if (CLAIM_BEFORE.test(q.slice(Math.max(0, mention.index - 24), mention.index))) claims.type ??= mention.type;
    else if (named && !person) person = { phrase: named[1], partner: named[2], type: mention.type, guess: GUESS.test(q) };
    else if (!otherTypes.includes(mention.type)) otherTypes.push(mention.type);
  }

  const healthSubjects = HEALTH_SUBJECTS.filter(([, re]) => re.test(q)).map(([s]) => s);
  // Where each subject first appears: the answer follows the message's own order, except that
  // health (the house rule) and a named gate, channel or centre come first.
  const at = new Map<Topic, number>();
  for (const [topic, words] of TOPIC_WORDS) {
    const m = words.exec(q);
    if (m) at.set(topic, m.index);
  }
  const found = new Set<Topic>(at.keys());
  const first = (topic: Topic, index = -1) => {
    found.add(topic);
    at.set(topic, Math.min(at.get(topic) ?? Infinity, index));
  };
  if (healthSubjects.length) first("health", -3);
  if (found.has("outOfScope")) first("outOfScope", -2);
  if (gates.length) first("gate");
  if (channels.length) first("channel");
  if (centers.length) first("center");
  if (person) first("person", q.search(PEOPLE.find(([re]) => re.test(q))![0]));
  if (otherTypes.length) first("otherType", q.length);
  if (claims.profile && !found.has("profile")) first("profile", q.length);
  if (claims.authority && !found.has("authority")) first("authority", q.length);
  // A named gate, channel or centre already answers the general question about them.
  if (centers.length) found.delete("centers");
  if (channels.length) found.delete("channels");
  if (found.has("type")) found.delete("strategy");
  if (found.has("type") || found.has("strategy")) found.delete("signature");
  if (found.has("today")) found.delete("authority");
  if (person?.partner) found.delete("relationships");
  if (found.has("health")) for (const t of ["energy", "mood", "anxiety", "pressure", "type"] as const) found.delete(t);
  if (found.has("outOfScope")) found.delete("money");

  let feeling: Feeling | undefined;
  for (const [kind, patterns] of FEELINGS) {
    if (patterns.some((re) => re.test(q))) {
      feeling = kind;
      break;
    }
  }
  if (feeling && FEELING_AREA[feeling] && feeling !== "tired") found.delete(FEELING_AREA[feeling]!);
  if (feeling === "tired" && !found.has("energy")) first("energy", q.length);
  // "eu sou gerador, né?": a claimed type with nothing else asked is a question about the type.
  if (claims.type && ![...found].some((t) => t !== "otherType")) first("type", q.length);

  const centersFocus = /\babert/.test(q) ? "open" : /\bdefinid/.test(q) ? "defined" : undefined;
  const human = HUMAN_WORDS.filter(([kind, re]) => re.test(q) && (kind === "greeting" || kind === "thanks" || words <= 8)).map(([kind]) => kind);
  if (human.includes("confused") || human.includes("clarify")) {
    const i = human.indexOf("ack");
    if (i >= 0) human.splice(i, 1);
  }
  const greeting = human.includes("greeting") ? (q.match(/^(bom dia|boa tarde|boa noite)/)?.[1] ?? "ola") : undefined;
  return {
    topics: TOPIC_ORDER.filter((t) => found.has(t))
      .sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0))
      .slice(0, 3),
    gates: gates.slice(0, 3),
    channels: channels.slice(0, 3),
    centers: centers.slice(0, 3),
    human,
    feeling,
    claims,
    person,
    otherTypes,
    centersFocus,
    healthSubjects: healthSubjects.slice(0, 2),
    deep: DEEP.test(q),
    followUp: FOLLOW_UP.test(q),
    smallTalk: SMALL_TALK.find(([, re]) => re.test(q))?.[0],
    greetingWord: greeting && { "bom dia": "Bom dia", "boa tarde": "Boa tarde", "boa noite": "Boa noite", ola: "Olá" }[greeting],
  };
}
