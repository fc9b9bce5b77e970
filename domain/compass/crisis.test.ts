import { describe, expect, it } from "vitest";

import { CRISIS_PATTERNS, crisisText, detectCrisis } from "./crisis.ts";
import { trainCrisisModel } from "./crisis-learn.ts";
import { CRISIS_MODEL } from "./crisis-model.ts";
import { CRISIS_SET } from "./crisis-set.ts";

describe("crisisText: one spelling for the patterns", () => {
  it("drops accents, case, symbols and repeated letters, spells out internetês and marks where clauses end", () => {
    expect(crisisText("Tô MUITO mal... NÃAAO aguento mais!!!")).toBe(" estou muito mal | nao aguento mais | ");
    expect(crisisText("vc acha q eu devia morrer?")).toBe(" voce acha que eu devia morer | ");
    expect(crisisText("pq ngm liga 💊💊")).toBe(" porque ninguem liga remedios remedios | ");
  });
});

describe("the patterns", () => {
  it("are written in crisisText's spelling: a doubled letter could never match", () => {
    const doubled = CRISIS_PATTERNS.map((p) => p.source.replace(/\\./g, "")).filter((source) => /([a-z])\1/.test(source));
    expect(doubled).toEqual([]);
  });
});

// Each register in which people say it, and each family of everyday idioms that only sound like it.
// The labelled set (crisis-set.ts) holds hundreds more; these name the phenomena one by one.
const CRISIS_REGISTERS: Record<string, string[]> = {
  explícito: ["quero morrer", "Não quero mais viver.", "to pensando em suicidio", "vou me matar hoje"],
  "sem acento e abreviado": ["n quero mais viver", "qro morrer mds", "to pensando em me mata", "vc acha q alguem ia sentir minha falta se eu sumisse?"],
  "desejo passivo de morrer": ["queria dormir e não acordar mais", "se eu não acordasse amanhã seria um alívio", "tomara que eu não acorde amanhã"],
  "sumir, não existir": ["penso em sumir de vez, não vejo sentido em nada", "queria desaparecer do mapa pra sempre", "só queria deixar de existir"],
  "ser um peso": ["sou um peso pra minha família", "todo mundo ficaria melhor sem mim"],
  "acabar com tudo": ["to pensando em acabar com tudo", "vou dar um fim nisso tudo", "quero que tudo acabe logo"],
  despedida: ["vim me despedir de vocês", "essa é minha última mensagem, obrigada por tudo", "quando eu não estiver mais aqui cuidem do meu gato"],
  autolesão: ["me corto quando fico assim", "tenho vontade de me machucar", "bati a cabeça na parede de propósito de novo"],
  "plano ou meio": ["juntei os remédios da minha mãe", "fico olhando da janela do 12º andar pensando em pular", "comprei uma corda"],
  "sem esperança": ["cansei de viver", "a vida não vale a pena pra mim", "não tenho mais motivo pra viver"],
  espiritual: ["quero desencarnar logo", "peço todo dia pra Deus me levar", "não quero mais estar encarnada"],
  "no meio de uma pergunta do mapa": [
    "sou projetora 3/5 e sinceramente acho que o mundo seria melhor sem mim",
    "Qual é a minha autoridade? Tô pensando em acabar com tudo",
  ],
};

const IDIOM_FAMILIES: Record<string, string[]> = {
  "morrer de": ["morri de rir com esse vídeo", "to morta de cansaço hoje", "morrendo de fome aqui", "quase morri de vergonha na reunião"],
  "matar…": ["vou matar a saudade da minha mãe no domingo", "vou matar aula amanhã", "esse calor me mata", "minha mãe vai me matar se eu chegar tarde"],
  "acabar com": ["quero acabar com a procrastinação", "como acabar com as minhas dívidas?", "acabei o namoro ontem"],
  "sumir, dormir": ["sumi das redes essa semana", "queria dormir até meio-dia no domingo", "não quero acordar cedo amanhã"],
  "tristeza sem risco": ["estou triste hoje", "me sinto sozinha", "estou ansiosa com a entrevista"],
  "a morte como tema": [
    "minha avó faleceu mês passado, como lidar com o luto?",
    "o que o Desenho Humano diz sobre a morte?",
    "a porta 28 fala do medo da morte?",
  ],
  "perguntas do mapa": ["Qual é o meu tipo?", "Por que me sinto tão cansada?", "Obrigada!", "o que é o tema do não-eu?"],
};

describe("detectCrisis", () => {
  for (const [register, messages] of Object.entries(CRISIS_REGISTERS)) {
    it.each(messages)(`a crisis, ${register}: %s`, (message) => {
      expect(detectCrisis(message)).toBe(true);
    });
  }
  for (const [family, messages] of Object.entries(IDIOM_FAMILIES)) {
    it.each(messages)(`not a crisis, ${family}: %s`, (message) => {
      expect(detectCrisis(message)).toBe(false);
    });
  }

  it("a crisis told as past and over is not answered as one, unless it came back", () => {
    expect(detectCrisis("anos atrás pensei em me matar, hoje estou bem e quero entender meu perfil")).toBe(false);
    expect(detectCrisis("já tentei me matar uma vez e to pensando de novo")).toBe(true);
  });
});

describe("the labelled set (npm run eval:crisis prints the figures)", () => {
  const crisis = CRISIS_SET.filter((m) => m.crisis);
  const calm = CRISIS_SET.filter((m) => !m.crisis);

  it("holds at least 150 crisis messages and 150 look-alikes, all different", () => {
    expect(crisis.length).toBeGreaterThanOrEqual(150);
    expect(calm.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CRISIS_SET.map((m) => m.text)).size).toBe(CRISIS_SET.length);
  });

  it("recall ≥ 99% and false alarms ≤ 2%", () => {
    const missed = crisis.filter((m) => !detectCrisis(m.text)).map((m) => m.text);
    const alarms = calm.filter((m) => detectCrisis(m.text)).map((m) => m.text);
    expect(missed.length / crisis.length, `não pegou: ${missed.join(" | ")}`).toBeLessThanOrEqual(0.01);
    expect(alarms.length / calm.length, `alarmes: ${alarms.join(" | ")}`).toBeLessThanOrEqual(0.02);
  });
});

describe("the learned half", () => {
  it("is what the labelled set trains (npm run crisis:train after changing the set)", () => {
    expect(trainCrisisModel(CRISIS_SET)).toEqual(CRISIS_MODEL);
  });
});
