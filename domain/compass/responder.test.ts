import { describe, expect, it } from "vitest";

import { computeChart } from "../hd/chart.ts";
import { AUTHORITY_LABELS, CENTER_LABELS, incarnationCrossLabel, TYPE_LABELS } from "../hd/labels.ts";
import { ROUTES } from "../paths.ts";
import { CRISIS_REPLY } from "./crisis.ts";
import { EVAL_CONVERSATIONS, evalChartFacts, runEvalSet } from "./eval-set.ts";
import { type ChartFacts, chartFacts } from "./facts.ts";
import { analyzeQuestion, type CompassTurn, composeReply, countWords, DEEP_REPLY_WORDS, miniReadingOf, normalize, REPLY_WORDS } from "./responder.ts";

// Real charts from the engine that differ in everything the Compass names: a Projector (Emotional,
// 3/5, Sacral and Spleen open), a Generator (Sacral, 3/6, Solar Plexus open), a Manifestor
// (Splenic, 5/1, Sacral and Solar Plexus open) and a Reflector (Lunar, every centre open).
const projectorChart = computeChart(new Date("1990-05-17T13:45:00Z"));
const generatorChart = computeChart(new Date("1978-03-21T22:30:00Z"));
const manifestorChart = computeChart(new Date("1975-01-04T18:00:00Z"));
const reflectorChart = computeChart(new Date("1975-01-15T14:00:00Z"));
const projector = chartFacts(projectorChart);
const generator = chartFacts(generatorChart);
const manifestor = chartFacts(manifestorChart);
const reflector = chartFacts(reflectorChart);

const ask = (facts: ChartFacts, question: string, history: CompassTurn[] = []) => composeReply({ facts, question, history, firstName: "Ana" });

/** A conversation as the service keeps it: each question, then its reply. */
function converse(facts: ChartFacts, questions: string[]): { question: string; reply: string; history: CompassTurn[] }[] {
  const history: CompassTurn[] = [];
  return questions.map((question) => {
    const before = [...history];
    const reply = ask(facts, question, before);
    history.push({ role: "user", text: question }, { role: "assistant", text: reply });
    return { question, reply, history: before };
  });
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

const NOT_SURE = /não sei responder|prefiro não inventar/i;

describe("the charts under test", () => {
  it("differ in type, authority, profile and the centres that matter", () => {
    expect([projectorChart.type, projectorChart.authority, projectorChart.profile]).toEqual(["projector", "emotional", "3/5"]);
    expect([generatorChart.type, generatorChart.authority, generatorChart.profile]).toEqual(["generator", "sacral", "3/6"]);
    expect([manifestorChart.type, manifestorChart.authority, manifestorChart.profile]).toEqual(["manifestor", "splenic", "5/1"]);
    expect([reflectorChart.type, reflectorChart.authority, reflectorChart.definedCenters]).toEqual(["reflector", "lunar", []]);
    expect(projectorChart.definition).not.toBe(generatorChart.definition);
    expect(projectorChart.definedCenters).toContain("solarPlexus");
    expect(generatorChart.definedCenters).not.toContain("solarPlexus");
    expect(projectorChart.definedCenters).not.toContain("sacral");
  });

  it("are the eval set's charts", () => {
    expect(evalChartFacts().map((c) => c.facts.type)).toEqual(["projector", "generator", "manifestor"]);
  });
});

describe("normalize", () => {
  it("spells out internetês, drops accents, laughs and stretched letters", () => {
    expect(normalize("Tô MTO cansadaaa kkkk")).toBe("estou muito cansada");
    expect(normalize("pq vc n me responde?")).toBe("porque voce nao me responde?");
    expect(normalize("oii, obg!")).toBe("oi, obrigado!");
  });
});

describe("analyzeQuestion", () => {
  it.each([
    ["Qual é o meu tipo?", ["type"]],
    ["Como devo tomar decisões?", ["authority"]],
    ["O que significa meu perfil?", ["profile"]],
    ["Quais são meus centros abertos?", ["centers"]],
    ["Que dons os meus canais me dão?", ["channels"]],
    ["Fale da porta 34", ["gate"]],
    ["E o canal 34-57?", ["channel"]],
    ["Como está o meu centro sacral?", ["center"]],
    ["Qual é a minha autoridade sacral?", ["authority"]],
    ["Qual é o propósito da minha cruz de encarnação?", ["cross"]],
    ["Como me saio nos relacionamentos amorosos?", ["relationships"]],
    ["Qual carreira combina comigo?", ["work"]],
    ["Por que me sinto tão cansada?", ["energy"]],
    ["por que meu humor muda tanto?", ["mood"]],
    ["tenho medo de tudo", ["anxiety"]],
    ["minha cabeça não para, penso demais", ["pressure"]],
    ["como ganhar mais dinheiro?", ["money"]],
    ["como lidar com meu filho adolescente?", ["family"]],
    ["o que devo fazer hoje?", ["today"]],
    ["oq fazer hj?", ["today"]],
    ["tenho insônia, o que tomar?", ["health"]],
    ["devo investir em ações?", ["outOfScope", "authority"]],
    ["to exausta do trabalho", ["energy", "work"]],
    ["brigas em família me esgotam", ["family", "energy"]],
    ["Qual é a capital da França?", []],
    ["Oi!", []],
  ])("%s → %j", (question, topics) => {
    expect(analyzeQuestion(question).topics).toEqual(topics);
  });

  it("reads accents, case and channel order as a person types them", () => {
    expect(analyzeQuestion("QUAL É A MINHA ESTRATÉGIA").topics).toEqual(["strategy"]);
    expect(analyzeQuestion("canal 57-34").channels).toEqual(["34-57"]);
    expect(analyzeQuestion("o canal do Carisma").channels).toEqual(["20-34"]);
    expect(analyzeQuestion("portão 65 e porta 0").gates).toEqual([]);
  });

  it("'autoridade emocional' is about the authority, not about moods; 'minha cabeça' is not the Head centre", () => {
    expect(analyzeQuestion("tenho autoridade emocional, entao espero a onda?").topics).toEqual(["authority"]);
    expect(analyzeQuestion("minha cabeça não para").centers).toEqual([]);
    expect(analyzeQuestion("meu centro da cabeça é aberto?").centers).toEqual(["head"]);
  });

  it.each([
    ["Obrigada!", "thanks"],
    ["obg, ajudou mt", "thanks"],
    ["valeu!! 🙏", "thanks"],
    ["oii", "greeting"],
    ["bom dia! tudo bem?", "greeting"],
    ["boa noite", "greeting"],
    ["tchau, até amanhã", "farewell"],
    ["não entendi", "confused"],
    ["n entendi nada", "confused"],
    ["pode explicar melhor?", "clarify"],
    ["me fala mais", "deeper"],
    ["o que vc sabe fazer?", "about"],
    ["vc é uma IA?", "about"],
    ["entendi, faz sentido", "ack"],
    ["sim", "yes"],
  ])("the human turn of %s is %s", (question, kind) => {
    expect(analyzeQuestion(question).human[0]).toBe(kind);
  });

  it.each([
    ["estou triste", "sad"],
    ["to muito ansiosa hoje", "anxious"],
    ["me sinto sozinha", "lonely"],
    ["estou com raiva de tudo", "angry"],
    ["to frustrada", "frustrated"],
    ["ninguém me valoriza", "bitter"],
    ["tô decepcionada com as pessoas", "disappointed"],
    ["me sinto perdida, sem rumo", "lost"],
    ["estou sobrecarregada", "overwhelmed"],
    ["Por que me sinto tão cansada?", "tired"],
    ["to morta de cansaço", "tired"],
  ])("%s states a feeling: %s", (question, feeling) => {
    expect(analyzeQuestion(question).feeling).toBe(feeling);
  });

  it("a feeling about someone else is not the person's", () => {
    expect(analyzeQuestion("minha filha está triste").feeling).toBeUndefined();
  });

  it("reads claims about the person's own chart", () => {
    expect(analyzeQuestion("meu perfil 5/1 fala do que?").claims).toEqual({ profile: "5/1" });
    expect(analyzeQuestion("meu perfil é 3/5").claims).toEqual({ profile: "3/5" });
    expect(analyzeQuestion("sou projetora, como devo agir?").claims).toEqual({ type: "projector" });
    expect(analyzeQuestion("eu sou gerador né?").claims).toEqual({ type: "generator" });
    expect(analyzeQuestion("sou MG e vivo cansada").claims).toEqual({ type: "manifesting-generator" });
    expect(analyzeQuestion("minha autoridade é sacral, certo?").claims).toEqual({ authority: "sacral" });
    expect(analyzeQuestion("tenho autoridade emocional").claims).toEqual({ authority: "emotional" });
    // Minas Gerais is not a type.
    expect(analyzeQuestion("sou de MG").claims).toEqual({});
  });

  it.each([
    ["minha esposa é Geradora", "sua esposa", "generator"],
    ["meu marido é projetor, como a gente se entende?", "seu marido", "projector"],
    ["namoro um manifestador", "seu namorado", "manifestor"],
    ["namoro uma manifestadora", "sua namorada", "manifestor"],
    ["meu namorado é gerador manifestante", "seu namorado", "manifesting-generator"],
    ["minha namorada eh MG, combina?", "sua namorada", "manifesting-generator"],
    ["meu parceiro é GM", "seu parceiro", "manifesting-generator"],
    ["meu crush é refletor kkk", "seu crush", "reflector"],
    ["minha companheira é refletora", "sua companheira", "reflector"],
    ["meu noivo é projetor", "seu noivo", "projector"],
    ["minha mulher é manifestadora", "sua esposa", "manifestor"],
    ["meu ex era projetor", "seu ex", "projector"],
  ])("%s names a partner of a type", (question, phrase, type) => {
    const { person, topics } = analyzeQuestion(question);
    expect(person).toMatchObject({ phrase, type, partner: true, guess: false });
    expect(topics).toContain("person");
  });

  it("a partner and a claim in one message go to their owners", () => {
    const a = analyzeQuestion("minha parceira é projetora e eu sou gerador");
    expect(a.claims).toEqual({ type: "generator" });
    expect(a.person).toMatchObject({ phrase: "sua parceira", type: "projector" });
  });

  it("a guess about a child's type is a guess", () => {
    expect(analyzeQuestion("meu filho é muito agitado, ele pode ser gerador?").person).toMatchObject({
      phrase: "seu filho",
      type: "generator",
      guess: true,
      partner: false,
    });
  });
});

describe("the chart, from the person's own facts", () => {
  it("type and strategy, without saying the same thing twice", () => {
    const reply = ask(projector, "Qual é o meu tipo e a minha estratégia?");
    expect(reply).toContain("**Seu tipo é Projetor.**");
    expect(reply).toContain("Sua estratégia é **esperar o convite**, principalmente");
    expect(reply).toContain("A assinatura é o **sucesso**:");
    expect(reply).toContain("A **amargura** sinaliza");
    expect(reply).not.toMatch(/assinatura é \*\*Sucesso\*\*: A assinatura/);
    expect(ask(generator, "Qual é o meu tipo?")).toContain("**Seu tipo é Gerador.**");
  });

  it("authority and decisions", () => {
    expect(ask(projector, "Como devo decidir?")).toContain("**Sua autoridade interior é Emocional.**");
    expect(ask(generator, "Como devo decidir?")).toContain("**Sua autoridade interior é Sacral.**");
    expect(ask(manifestor, "Como devo decidir?")).toContain("**Sua autoridade interior é Esplênica.**");
  });

  it("profile, with both lines", () => {
    const reply = ask(projector, "Qual é o meu perfil?");
    expect(reply).toContain("**Seu perfil é 3/5**");
    expect(reply).toContain("Linha 3 – Mártir");
    expect(reply).toContain("Linha 5 – Herege");
    expect(ask(generator, "Qual é o meu perfil?")).toContain("Linha 6 – Modelo");
  });

  it("defined and open centres, as the engine computed them", () => {
    const reply = ask(projector, "Quais são os meus centros abertos?");
    expect(reply).toContain("6 centros são definidos (Cabeça, Ajna, Garganta, G (Identidade), Plexo Solar, Raiz)");
    const open = reply.slice(reply.indexOf("**Centros abertos no seu mapa (3):**"));
    for (const c of projector.openCenters) expect(open).toContain(`**${CENTER_LABELS[c]}:**`);
    expect(ask(reflector, "Quais são os meus centros?")).toContain("nenhum centro é definido: os nove estão abertos");
  });

  it("a centre named in the question: defined for one, open for the other", () => {
    expect(ask(projector, "E o meu centro sacral?")).toContain("No seu mapa este centro está **aberto**.");
    const generatorReply = ask(generator, "E o meu centro sacral?");
    expect(generatorReply).toContain("No seu mapa este centro está **definido**.");
    expect(generatorReply).toContain("Canal 5-15 (Ritmo)");
  });

  it("channels and gifts: only the person's channels", () => {
    const reply = ask(projector, "Quais são os meus dons?");
    for (const id of projectorChart.channels) expect(reply).toContain(`Canal ${id} `);
    for (const id of generatorChart.channels) expect(reply).not.toContain(`Canal ${id} `);
    expect(ask(reflector, "Quais são os meus dons?")).toContain("Seu mapa não tem canais definidos");
  });

  it("a named channel says whether the person has it, or half of it", () => {
    expect(ask(projector, "O que é o canal 1-8?")).toContain("Este canal está **definido** no seu mapa");
    expect(ask(generator, "O que é o canal 1-8?")).toMatch(/não está definido no seu mapa, mas você tem a Porta 1/);
  });

  it("a named gate says where it is active in the chart, planet and line", () => {
    expect(projectorChart.personality.sun.gate).toBe(8);
    expect(ask(projector, "Fale da porta 8")).toContain("Sol (Personalidade, linha 3)");
    const inactive = [...Array(64).keys()].map((i) => i + 1).find((g) => !projector.gates.includes(g))!;
    expect(ask(projector, `Fale da porta ${inactive}`)).toContain("Esta porta não está ativada no seu mapa.");
  });

  it("incarnation cross and purpose", () => {
    const reply = ask(projector, "Qual é o meu propósito?");
    expect(reply).toContain(`**Sua cruz de encarnação é a ${incarnationCrossLabel(projectorChart.incarnationCross)}.**`);
    expect(reply).toContain(`Sol da Personalidade: Porta ${projectorChart.incarnationCross.gates[0]} `);
  });

  it("greets by name with the person's headline facts, at any hour", () => {
    const reply = ask(projector, "Olá");
    expect(reply).toMatch(/^Olá, Ana!/);
    expect(reply).toContain("**Projetor**");
    expect(reply).toContain("perfil **3/5**");
    expect(ask(projector, "bom dia")).toMatch(/^Bom dia, Ana!/);
    expect(ask(projector, "boa tarde!!")).toMatch(/^Boa tarde, Ana!/);
    expect(ask(projector, "boa noite")).toMatch(/^Boa noite, Ana!/);
    expect(ask(generator, "Bom dia! Qual é o meu tipo?")).toMatch(/^Bom dia, Ana! \*\*Seu tipo é Gerador\.\*\*/);
  });
});

describe("everyday life, from the person's own chart", () => {
  it("tiredness for a Projector: no constant work energy, the open Sacral, rest before exhaustion", () => {
    const reply = ask(projector, "Por que me sinto tão cansada?");
    expect(reply).toMatch(/^Sinto muito que o cansaço esteja pesando\./);
    expect(reply).toContain("Você é **Projetor**");
    expect(reply).toContain("o Sacral, centro da energia de trabalho, está **aberto**");
    expect(reply).toContain("o descanso vem antes da exaustão");
    expect(reply).not.toMatch(NOT_SURE);
  });

  it("tiredness for a Generator: the defined Sacral and energy spent on what it did not respond to", () => {
    const reply = ask(generator, "pq eu vivo cansado?");
    expect(reply).toContain("Você é **Gerador**");
    expect(reply).toContain("não no que o corpo respondeu com um sim");
    expect(reply).toContain("está **definido**");
  });

  it("moods: the Solar Plexus defined (waves, emotional authority) or open (others' emotions)", () => {
    const p = ask(projector, "por que meu humor muda tanto?");
    expect(p).toContain("o Plexo Solar, centro das emoções, está **definido**");
    expect(p).toContain("E ele é a sua autoridade, **Emocional**.");
    const g = ask(generator, "por que meu humor muda tanto?");
    expect(g).toContain("o Plexo Solar, centro das emoções, está **aberto**");
    expect(g).toContain("a sua autoridade é **Sacral**");
  });

  it("anxiety and fear: the Spleen", () => {
    expect(ask(projector, "tenho muita ansiedade")).toContain("o Baço, centro do instinto e da intuição, está **aberto**");
    expect(ask(generator, "tenho muita ansiedade")).toContain("o Baço, centro do instinto e da intuição, está **definido**");
    expect(ask(generator, "tenho medo de errar")).toContain("No seu perfil, **3/6**");
  });

  it("pressure and overthinking: Head, Ajna and Root", () => {
    const mind = ask(manifestor, "minha cabeça não para, penso demais");
    expect(mind).toContain("a Cabeça está **aberta** e o Ajna está **aberto**");
    expect(ask(manifestor, "vivo com pressa, tudo é urgente")).toMatch(/^A Raiz, centro da pressão, está \*\*aberta\*\*/);
    expect(ask(generator, "procrastino muito")).toContain("adiar muitas vezes é o Sacral dizendo não");
  });

  it("money and work, by type", () => {
    expect(ask(projector, "como ganhar mais dinheiro?")).toContain("Como você é **Projetor**, o dinheiro tende a vir do reconhecimento");
    const work = ask(generator, "Qual trabalho combina comigo?");
    expect(work).toMatch(/^Você é \*\*Gerador\*\*, e isso diz muito sobre a sua vocação\./);
    expect(work).toContain("Canal 10-57");
    expect(work).not.toMatch(NOT_SURE);
    expect(ask(generator, "quero empreender, tenho perfil?")).toContain("Para empreender, o Gerador se dá bem respondendo a uma demanda real");
  });

  it("a partner whose type is named: the two types, the dynamics, and the relationship analysis", () => {
    const reply = ask(projector, "minha esposa é Geradora");
    expect(reply).toMatch(/^Você é \*\*Projetor\*\*, e sua esposa é do tipo \*\*Gerador\*\*\./);
    expect(reply).toContain("O Projetor enxerga como a energia do Gerador pode ser mais bem usada");
    expect(reply).toContain(`](${ROUTES.relationship})`);
    expect(ask(generator, "minha esposa é Geradora")).toMatch(/^Você e sua esposa são do mesmo tipo, \*\*Gerador\*\*\./);
    expect(ask(manifestor, "meu crush é refletor kkk")).toContain("seu crush é do tipo **Refletor**");
  });

  it("relationships in general, through type and authority", () => {
    const love = ask(projector, "Como vivo meus relacionamentos?");
    expect(love).toMatch(/^Você é \*\*Projetor\*\*, e isso aparece nos vínculos\. Nos relacionamentos, o Projetor precisa ser reconhecido/);
    expect(love).toContain("a sua autoridade **Emocional** continua sendo a sua bússola");
  });

  it("family and children", () => {
    const reply = ask(projector, "como lidar com meu filho adolescente?");
    expect(reply).toMatch(/^Você é \*\*Projetor\*\*, e isso aparece em casa\. Em família, o Projetor/);
    expect(reply).toContain("Cada criança tem o próprio mapa");
    const guess = ask(projector, "meu filho é muito agitado, ele pode ser gerador?");
    expect(guess).toMatch(/^Só o mapa do seu filho pode dizer se o tipo é \*\*Gerador\*\*\./);
    expect(guess).toContain("você é **Projetor**");
  });

  it.each([
    ["tenho insônia, o que tomar?", /Nunca comece, pare ou mude um remédio por conta própria/],
    ["posso parar meu remédio?", /Nunca comece, pare ou mude um remédio/],
    ["to com depressão", /psicólogo ou de um psiquiatra/],
    ["to gravida, o mapa fala algo?", /pré-natal/],
    ["tenho enxaqueca toda semana", /avaliação de um médico/],
  ])("health, with the house rule and what the chart can honestly say: %s", (question, care) => {
    const reply = ask(projector, question);
    expect(reply).toContain("Sobre saúde, a Bússola não dá orientação médica.");
    expect(reply).toMatch(care);
    expect(reply).toContain("**");
    expect(reply).not.toMatch(NOT_SURE);
  });

  it("the house rule on health is said again every time, in other words", () => {
    const [first, second] = converse(projector, ["tenho insônia, o que tomar?", "posso parar meu remédio?"]);
    expect(first.reply).toContain("Sobre saúde, a Bússola não dá orientação médica.");
    expect(second.reply).toContain("sobre saúde eu não oriento");
    expect(second.reply).toContain("Nunca comece, pare ou mude um remédio");
  });

  it("investments and legal questions: a professional, and how the chart decides", () => {
    const reply = ask(generator, "devo investir em ações?");
    expect(reply).toContain("procure um profissional habilitado");
    expect(reply).toContain("a sua autoridade é **Sacral**");
  });

  it("what to do today: one suggestion of the type, another one next time", () => {
    const [first, second] = converse(manifestor, ["o que devo fazer hoje?", "oq fazer hj?"]);
    expect(first.reply).toContain("Uma sugestão para hoje, pensando no seu tipo, **Manifestador**: antes de começar algo, avise quem será afetado");
    expect(second.reply).toContain("Para hoje, como **Manifestador**: respeite o seu ciclo");
  });
});

describe("ordinary human turns get human answers", () => {
  it("thanks, farewell, 'not understood' and 'explain better' follow the conversation", () => {
    const turns = converse(projector, ["qual é o meu tipo?", "não entendi", "pode explicar melhor?", "Obrigada!", "tchau, até amanhã"]);
    expect(turns[1].reply).toMatch(/^Desculpe, fui complicada\. Em palavras simples: você é \*\*Projetor\*\*/);
    expect(turns[2].reply).toMatch(/^Claro, com um exemplo\. Um bom exercício é observar/);
    expect(turns[3].reply).toMatch(/^De nada, Ana! 💛/);
    expect(turns[3].reply).toContain("como **Projetor**, esperar o convite é o seu caminho");
    expect(turns[4].reply).toMatch(/^Até logo, Ana!/);
    expect(turns[4].reply).not.toContain("?");
    for (const t of turns) expect(t.reply).not.toMatch(NOT_SURE);
  });

  it("'não entendi' with nothing before it offers to explain, without 'não sei'", () => {
    const reply = ask(generator, "não entendi");
    expect(reply).toMatch(/^Desculpe se não fui clara, Ana\./);
    expect(reply).not.toMatch(NOT_SURE);
  });

  it("'me fala mais' goes deeper into the previous subject, at more length", () => {
    const [, deeper] = converse(generator, ["Qual é o meu tipo?", "me fala mais"]);
    expect(deeper.reply).toMatch(/^Vamos mais fundo\./);
    expect(deeper.reply).toContain("Gerador");
  });

  it("'sim' after an offer answers what was offered", () => {
    const [first, yes] = converse(projector, ["qual é o meu tipo?", "sim"]);
    expect(first.reply.trimEnd()).toMatch(/Quer ver como a sua autoridade \*\*Emocional\*\* ajuda nas decisões do dia a dia\?$/);
    expect(yes.reply).toMatch(/^Vamos lá\. \*\*Sua autoridade interior é Emocional\.\*\*/);
  });

  it("'e isso no trabalho?' carries the previous subject into work", () => {
    const [, work] = converse(generator, ["quais meus dons?", "e isso no trabalho?"]);
    expect(work.reply).toMatch(/^Vamos levar os seus dons para o trabalho\. Você é \*\*Gerador\*\*, e isso diz muito sobre a sua vocação\./);
  });

  it.each([
    ["estou triste", projector, /^Sinto muito que a tristeza esteja aí\./, "o Plexo Solar está **definido**", "Como a sua autoridade é **Emocional**"],
    ["estou triste", generator, /^Sinto muito que a tristeza esteja aí\./, "o Plexo Solar está **aberto**", "chegou junto com alguém"],
    ["estou ansiosa", manifestor, /^Sinto muito pela ansiedade\./, "o Baço, centro do instinto, está **definido**", "passam quando a situação passa"],
    [
      "me sinto sozinha",
      manifestor,
      /^Sinto muito que a solidão esteja pesando\./,
      "o G, centro do amor e da direção, está **aberto**",
      "a direção chega pelos lugares",
    ],
    ["estou com raiva de tudo", manifestor, /^A raiva é um sentimento legítimo/, "Como você é **Manifestador**", "a **raiva** sinaliza"],
    ["ninguém me valoriza", projector, /^Dói sentir/, "Como você é **Projetor**", "a **amargura** sinaliza"],
  ])("a short emotional statement (%s) gets empathy and what the chart can honestly say", (question, facts, opening, fact, more) => {
    const reply = ask(facts, question);
    expect(reply).toMatch(opening);
    expect(reply).toContain(fact);
    expect(reply).toContain(more);
    expect(reply).not.toMatch(NOT_SURE);
    expect(reply.trimEnd()).toMatch(/\?$/);
  });

  it("says what it is when asked, honestly", () => {
    expect(ask(projector, "vc é uma IA?")).toMatch(/^Sou um programa, sim: não sou uma pessoa/);
    expect(ask(projector, "o que vc sabe fazer?")).toContain("Pode me perguntar sobre o seu tipo");
  });

  it("small talk gets a few friendly words, not 'não sei'", () => {
    expect(ask(projector, "to morrendo de fome")).toMatch(/^Então é hora de uma pausa para comer com calma!/);
    expect(ask(projector, "esse calor vai me matar")).not.toMatch(NOT_SURE);
  });

  it("only what the chart cannot speak to falls back: warm, honest, three things it can talk about", () => {
    const reply = ask(generator, "Qual é a capital da França?");
    expect(reply).toMatch(/^Isso foge um pouco do que o seu mapa pode me mostrar, e prefiro não inventar\./);
    expect(reply).not.toContain("Ainda não sei responder");
    expect(reply.match(/^- /gm)).toHaveLength(3);
    expect(reply).toContain("**Gerador**");
  });
});

describe("claims about the chart are corrected gently, or confirmed", () => {
  it("a profile that is not the person's", () => {
    const reply = ask(projector, "meu perfil 5/1 fala do que?");
    expect(reply).toMatch(
      /^Um ajuste carinhoso antes\. No seu mapa o perfil é \*\*3\/5\*\*, e não 5\/1\. O 5\/1 une a linha 5 \(Herege\) e a linha 1 \(Investigador\)\./,
    );
    expect(reply).toContain("No 3/5, a linha 3 (Mártir)");
    expect(ask(manifestor, "meu perfil 5/1 fala do que?")).toMatch(/^Isso mesmo: no seu mapa o perfil é \*\*5\/1\*\*\./);
    expect(ask(projector, "meu perfil é 5/3")).toContain("O 5/3 não é um dos doze perfis do Desenho Humano.");
  });

  it("a type that is not the person's, and one that is", () => {
    expect(ask(generator, "sou projetora, como devo agir?")).toMatch(
      /^Um ajuste carinhoso antes\. No seu mapa o tipo é \*\*Gerador\*\*, e não Projetor, que é o guia/,
    );
    expect(ask(projector, "sou MG e vivo cansada")).toMatch(
      /^Um ajuste carinhoso antes\. No seu mapa o tipo é \*\*Projetor\*\*, e não Gerador Manifestante, que é um tipo de Gerador/,
    );
    const yes = ask(generator, "eu sou gerador né?");
    expect(yes).toMatch(/^Isso mesmo: no seu mapa o tipo é \*\*Gerador\*\*\./);
    expect(yes).not.toContain("**Seu tipo é Gerador.**");
  });

  it("an authority that is not the person's", () => {
    const reply = ask(projector, "minha autoridade é sacral, certo?");
    expect(reply).toMatch(/^Um ajuste carinhoso antes\. No seu mapa a autoridade é \*\*Emocional\*\*, e não Sacral, que é a resposta imediata do corpo/);
    expect(reply).toContain("A autoridade Emocional vem de uma onda");
    expect(ask(generator, "minha autoridade é sacral, certo?")).toMatch(/^Isso mesmo: no seu mapa a autoridade é \*\*Sacral\*\*\./);
  });

  it("the same wrong claim twice is corrected twice, in other words", () => {
    const [first, second] = converse(projector, ["meu perfil 5/1 fala do que?", "meu perfil 5/1 fala do que?"]);
    expect(first.reply).toMatch(/^Um ajuste carinhoso antes\./);
    expect(second.reply).toMatch(/^Só um cuidado\. No seu mapa o perfil é \*\*3\/5\*\*/);
  });
});

describe("a conversation: no word-for-word repeats", () => {
  it.each([projector, generator, manifestor, reflector])("the same question asked three times gets three different answers (%#)", (facts) => {
    const turns = converse(facts, ["Qual é o meu tipo?", "Qual é o meu tipo?", "Qual é o meu tipo?"]);
    const said = new Set<string>();
    for (const { reply } of turns) {
      for (const p of paragraphs(reply)) {
        expect(said.has(p), p).toBe(false);
        said.add(p);
      }
      expect(reply).toContain(facts.labels.type);
      expect(reply).not.toMatch(NOT_SURE);
    }
    expect(turns[1].reply).toMatch(new RegExp(`^Como eu disse, você é \\*\\*${facts.labels.type}\\*\\*\\.`));
  });

  it.each([
    ["energy", ["Por que me sinto tão cansada?", "pq eu vivo cansada?", "não tenho energia pra nada", "Por que me sinto tão cansada?"]],
    ["feelings", ["estou triste", "estou triste", "estou triste"]],
    ["thanks", ["Obrigada!", "Obrigada!", "Obrigada!", "Obrigada!"]],
    ["unknown", ["qual a capital da França?", "quem ganhou o jogo?", "me passa uma receita", "quanto é 2+2?", "qual o time campeão?"]],
  ])("%s: a paragraph is never said twice in a conversation", (_name, questions) => {
    for (const facts of [projector, generator, manifestor, reflector]) {
      const said = new Set<string>();
      for (const { reply } of converse(facts, questions)) {
        for (const p of paragraphs(reply)) {
          expect(said.has(p), p).toBe(false);
          said.add(p);
        }
      }
    }
  });

  it("a feeling told again is welcomed again, in other words", () => {
    const [, again] = converse(generator, ["estou triste", "estou triste"]);
    expect(again.reply).toMatch(/^Continuo aqui com você\./);
  });
});

describe("the responder is not the safety net", () => {
  it("it has no crisis message of its own: the service answers a crisis before any model", () => {
    const reply = ask(projector, "não quero mais viver");
    expect(reply).not.toBe(CRISIS_REPLY);
    expect(reply).not.toContain("188");
  });

  it("after a crisis turn it answers gently, without offers, and never follows up on the crisis", () => {
    const history: CompassTurn[] = [
      { role: "user", text: "queria dormir e não acordar mais" },
      { role: "assistant", text: CRISIS_REPLY },
    ];
    const thanks = ask(projector, "obrigada por me ouvir", history);
    expect(thanks).toMatch(/^Eu que agradeço por você ter confiado em mim, Ana\./);
    expect(thanks).not.toContain("?");
    const confused = ask(projector, "não entendi", history);
    expect(confused).toMatch(/^Desculpe se não fui clara/);
  });
});

// ── every reply of the evaluation set ─────────────────────────────────────────

const EVAL = runEvalSet(({ facts, question, history, firstName }) => composeReply({ facts, question, history, firstName }));
const ANSWERS = EVAL.filter((r) => !r.crisis);
const plain = (text: string) =>
  text
    .replace(/\*\*/g, "")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
/** Sentences of a reply, one per line of a list too. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[-\s]+/, "").trim())
    .filter((s) => s.length > 0);

describe("every reply of the evaluation set", () => {
  it("covers at least 100 questions, about ten of them crises and ten look-alike idioms", () => {
    const questions = EVAL_CONVERSATIONS.flatMap((c) => c.questions);
    expect(new Set(questions.map((q) => q.text)).size).toBeGreaterThanOrEqual(100);
    expect(questions.filter((q) => q.topic === "crisis").length).toBeGreaterThanOrEqual(10);
    expect(questions.filter((q) => q.topic === "idiom").length).toBeGreaterThanOrEqual(10);
  });

  it("stays under the length of an answer, deeper only when asked", () => {
    for (const r of ANSWERS) {
      const limit = analyzeQuestion(r.question.text).deep ? DEEP_REPLY_WORDS : REPLY_WORDS;
      expect(countWords(r.answer), `${r.chart} · ${r.question.text}`).toBeLessThanOrEqual(limit);
    }
  });

  it("asks at most one question, and only at the end", () => {
    for (const r of ANSWERS) {
      const marks = (r.answer.match(/\?/g) ?? []).length;
      expect(marks, `${r.chart} · ${r.question.text}`).toBeLessThanOrEqual(1);
      if (marks) expect(paragraphs(r.answer).at(-1)!.endsWith("?"), `${r.chart} · ${r.question.text}`).toBe(true);
    }
  });

  it("never says a paragraph that the conversation already has", () => {
    for (const r of EVAL) {
      if (r.crisis) continue;
      const said = new Set(r.before.filter((t) => t.role === "assistant").flatMap((t) => paragraphs(t.text)));
      for (const p of paragraphs(r.answer)) expect(said.has(p), `${r.chart} · ${r.question.text}: ${p}`).toBe(false);
    }
  });

  it("falls back to 'não sei' only for what the chart cannot speak to", () => {
    for (const r of ANSWERS) {
      if (r.question.topic === "unknown") expect(r.answer).toMatch(NOT_SURE);
      else expect(r.answer, `${r.chart} · ${r.question.text}`).not.toMatch(NOT_SURE);
      expect(r.answer).not.toContain("Ainda não sei responder");
    }
  });

  it("has no stilted duplications: no sentence twice in a reply, no 'X: X', no word echoed across a colon or a full stop", () => {
    // Common words, and the type names: "Como eu disse, você é Projetor. A aura do Projetor…" is the subject, not an echo.
    const STOP = new Set([
      "voce",
      "sobre",
      "quando",
      "porque",
      "mais",
      "como",
      "para",
      "pelo",
      "pela",
      "sempre",
      "isso",
      "essa",
      "esse",
      "mapa",
      "tipo",
      "antes",
      "depois",
      "muito",
      "ainda",
      "tambem",
      "entre",
      "cada",
      "outro",
      "outra",
    ]);
    for (const label of Object.values(TYPE_LABELS)) for (const w of plain(label).split(" ")) STOP.add(w);
    for (const r of ANSWERS) {
      const where = `${r.chart} · ${r.question.text}`;
      const sentences = sentencesOf(r.answer)
        .map(plain)
        .filter((s) => s.length > 30);
      expect(new Set(sentences).size, where).toBe(sentences.length);
      for (const para of paragraphs(r.answer)) {
        const text = plain(para).replace(/^- [^:]*:/gm, "");
        expect(text, where).not.toMatch(/(\b[\p{L} ]{4,}): \1\b/u);
        // "a assinatura é Sucesso: A assinatura é o sucesso" — a word of the three before a colon or a full
        // stop, said again among the first four after it.
        const parts = text.split(/[:.]\s+/);
        for (let i = 1; i < parts.length; i++) {
          const before = parts[i - 1]
            .split(/\P{L}+/u)
            .filter(Boolean)
            .slice(-3);
          const after = parts[i]
            .split(/\P{L}+/u)
            .filter(Boolean)
            .slice(0, 4);
          const echo = before.filter((w) => w.length >= 5 && !STOP.has(w) && after.includes(w));
          expect(echo, `${where}: …${parts[i - 1].slice(-60)} | ${parts[i].slice(0, 60)}…`).toEqual([]);
        }
      }
    }
  });

  it("never has two colons in one sentence", () => {
    for (const r of ANSWERS) {
      for (const s of sentencesOf(r.answer)) {
        // A list item's label ("**Linha 3 – Mártir:**", "**Canal 1-8 (Inspiração)**:") is layout, not a clause.
        const colons = s.replace(/^\*\*[^*]+(?::\*\*|\*\*:)/, "").match(/:/g) ?? [];
        expect(colons.length, `${r.chart} · ${r.question.text}: ${s}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("never states another chart's type, authority or profile as the person's", () => {
    const charts = new Map(evalChartFacts().map((c) => [c.name as string, c.facts]));
    const own = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => m[1]);
    for (const r of ANSWERS) {
      const f = charts.get(r.chart)!;
      const where = `${r.chart} · ${r.question.text}`;
      const text = r.answer;
      for (const t of own(/(?:Seu tipo é|você é|Você é|no seu mapa o tipo é|Como você é|como) \*\*([^*]+)\*\*/g, text)) {
        if (Object.values(TYPE_LABELS).includes(t)) expect(t, where).toBe(f.labels.type);
      }
      for (const a of own(/(?:autoridade interior é|autoridade é|sua autoridade|autoridade) \*\*([^*]+)\*\*/g, text)) expect(a, where).toBe(f.labels.authority);
      for (const p of own(/(?:perfil é|perfil|perfil,) \*\*(\d\/\d)\*\*/g, text)) expect(p, where).toBe(f.profile);
      for (const other of Object.values(AUTHORITY_LABELS).filter((l) => l !== f.labels.authority)) {
        expect(text, where).not.toContain(`autoridade interior é ${other}.`);
      }
    }
  });
});

describe("miniReadingOf", () => {
  it("type, strategy, authority and profile in plain text, with the chart's centres and channels", () => {
    const reading = miniReadingOf(projector);
    expect(reading).toMatchObject({ type: "Projetor", strategy: "Esperar o convite", authority: "Emocional", profile: "3/5" });
    expect(reading.definedCenters).toEqual(projectorChart.definedCenters);
    expect(reading.channels).toEqual(projectorChart.channels);
    const text = reading.text;
    expect(text).toContain("Você é Projetor.");
    expect(text).toContain("Sua estratégia é esperar o convite");
    expect(text).toContain("Sua autoridade interior é Emocional.");
    expect(text).toContain("Seu perfil é 3/5");
    expect(text).not.toMatch(/\*\*/);
  });
});
