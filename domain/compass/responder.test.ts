import { describe, expect, it } from "vitest";
import { computeChart } from "../hd/chart.ts";
import { AUTHORITY_LABELS, CENTER_LABELS, incarnationCrossLabel, TYPE_LABELS } from "../hd/labels.ts";
import { chartFacts } from "./facts.ts";
import { analyzeQuestion, composeReply, miniReadingOf } from "./responder.ts";

// Two real charts from the engine that differ in everything the Compass names: a Projector with
// Emotional authority, profile 3/5, and a Generator with Sacral authority, profile 3/6.
const projectorChart = computeChart(new Date("1990-05-17T13:45:00Z"));
const generatorChart = computeChart(new Date("1978-03-21T22:30:00Z"));
const projector = chartFacts(projectorChart);
const generator = chartFacts(generatorChart);

const ask = (facts: typeof projector, question: string) => composeReply(facts, question, "Ana");

describe("the two charts under test", () => {
  it("differ in type, authority, profile and definition", () => {
    expect([projectorChart.type, projectorChart.authority, projectorChart.profile]).toEqual(["projector", "emotional", "3/5"]);
    expect([generatorChart.type, generatorChart.authority, generatorChart.profile]).toEqual(["generator", "sacral", "3/6"]);
    expect(projectorChart.definition).not.toBe(generatorChart.definition);
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
    ["Oi!", ["greeting"]],
    ["Bom dia, tudo bem?", ["greeting"]],
    ["Qual é a capital da França?", []],
  ])("%s → %j", (question, topics) => {
    expect(analyzeQuestion(question).topics).toEqual(topics);
  });

  it("reads accents, case and channel order as a person types them", () => {
    expect(analyzeQuestion("QUAL É A MINHA ESTRATÉGIA").topics).toEqual(["type"]);
    expect(analyzeQuestion("canal 57-34").channels).toEqual(["34-57"]);
    expect(analyzeQuestion("o canal do Carisma").channels).toEqual(["20-34"]);
    expect(analyzeQuestion("portão 65 e porta 0").gates).toEqual([]);
  });

  it("a crisis takes over whatever else was asked", () => {
    expect(analyzeQuestion("Meu tipo importa? Eu quero morrer").topics).toEqual(["crisis"]);
  });
});

describe("composeReply speaks from the person's own chart", () => {
  it("type and strategy", () => {
    const reply = ask(projector, "Qual é o meu tipo e a minha estratégia?");
    expect(reply).toContain("**Seu tipo é Projetor.**");
    expect(reply).toContain("**Sua estratégia: Esperar o convite.**");
    expect(reply).toContain("**Sucesso**");
    expect(reply).toContain("**Amargura**");
    expect(ask(generator, "Qual é o meu tipo?")).toContain("**Seu tipo é Gerador.**");
  });

  it("authority and decisions", () => {
    expect(ask(projector, "Como devo decidir?")).toContain("**Sua autoridade interior é Emocional.**");
    expect(ask(generator, "Como devo decidir?")).toContain("**Sua autoridade interior é Sacral.**");
  });

  it("profile, with both lines", () => {
    const reply = ask(projector, "Qual é o meu perfil?");
    expect(reply).toContain("**Seu perfil é 3/5**");
    expect(reply).toContain("Linha 3 – Mártir");
    expect(reply).toContain("Linha 5 – Herege");
    expect(ask(generator, "Qual é o meu perfil?")).toContain("Linha 6 – Modelo");
  });

  it("defined and open centres, as the engine computed them", () => {
    const reply = ask(projector, "Quais são os meus centros definidos e abertos?");
    const definedSection = reply.slice(reply.indexOf("Centros definidos"), reply.indexOf("Centros abertos"));
    const openSection = reply.slice(reply.indexOf("Centros abertos"));
    for (const c of projectorChart.definedCenters) expect(definedSection).toContain(`**${CENTER_LABELS[c]}:**`);
    expect(projector.openCenters.length).toBeGreaterThan(0);
    for (const c of projector.openCenters) expect(openSection).toContain(`**${CENTER_LABELS[c]}:**`);
    expect(definedSection).toContain(`(${projectorChart.definedCenters.length})`);
  });

  it("a centre named in the question: defined for one, open for the other", () => {
    expect(projectorChart.definedCenters).not.toContain("sacral");
    expect(generatorChart.definedCenters).toContain("sacral");
    expect(ask(projector, "E o meu centro sacral?")).toContain("No seu mapa este centro está **aberto**.");
    const generatorReply = ask(generator, "E o meu centro sacral?");
    expect(generatorReply).toContain("No seu mapa este centro está **definido**.");
    expect(generatorReply).toContain("Canal 5-15 (Ritmo)");
  });

  it("channels and gifts: only the person's channels", () => {
    const reply = ask(projector, "Quais são os meus dons?");
    for (const id of projectorChart.channels) expect(reply).toContain(`Canal ${id} `);
    for (const id of generatorChart.channels) expect(reply).not.toContain(`Canal ${id} `);
  });

  it("a named channel says whether the person has it, or half of it", () => {
    expect(ask(projector, "O que é o canal 1-8?")).toContain("Este canal está **definido** no seu mapa");
    expect(ask(generator, "O que é o canal 1-8?")).toMatch(/não está definido no seu mapa/);
  });

  it("a named gate says where it is active in the chart, planet and line", () => {
    // The projector's Personality Sun is in gate 8, line 3.
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

  it("relationships and work are read through the person's type and authority", () => {
    const love = ask(projector, "Como vivo meus relacionamentos?");
    expect(love).toContain("para quem é Projetor");
    expect(love).toContain("sua autoridade Emocional");
    const work = ask(generator, "Qual trabalho combina comigo?");
    expect(work).toContain("para quem é Gerador");
    expect(work).toContain("Canal 10-57");
  });

  it("greets by name with the person's headline facts", () => {
    const reply = ask(projector, "Olá");
    expect(reply).toMatch(/^Olá, Ana!/);
    expect(reply).toContain("**Projetor**");
    expect(reply).toContain("perfil **3/5**");
  });

  it("says honestly what it can talk about instead of inventing", () => {
    const reply = ask(generator, "Qual é a capital da França?");
    expect(reply).toContain("Ainda não sei responder a essa pergunta a partir do seu mapa");
    expect(reply).toContain("você é **Gerador**");
  });

  it("points to help in a crisis and declines medical, legal and financial advice", () => {
    expect(ask(projector, "Não quero mais viver")).toContain("**188**");
    expect(ask(projector, "Que remédio devo tomar para dormir?")).toContain("procure um profissional habilitado");
  });

  it.each([
    "Qual é o meu tipo?",
    "Como devo decidir?",
    "Qual é o meu perfil?",
    "Quais são os meus centros?",
    "Quais são os meus canais?",
    "Qual é a minha definição?",
    "Qual é a minha cruz de encarnação?",
    "Como vivo o amor?",
    "Qual é a minha vocação?",
    "Oi",
    "O que você sabe fazer?",
  ])("never states another chart's type, authority or profile: %s", (question) => {
    const reply = ask(projector, question);
    expect(reply).not.toContain(TYPE_LABELS.generator);
    expect(reply).not.toContain(`autoridade interior é ${AUTHORITY_LABELS.sacral}`);
    expect(reply).not.toContain("3/6");
    const other = ask(generator, question);
    expect(other).not.toContain(TYPE_LABELS.projector);
    expect(other).not.toContain(`autoridade interior é ${AUTHORITY_LABELS.emotional}`);
    expect(other).not.toContain("3/5");
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
