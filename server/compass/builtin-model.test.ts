import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";

import { chartFacts } from "#domain/compass/facts.ts";
import { computeChart } from "#domain/hd/chart.ts";

import { builtinModel, conversationOf } from "./builtin-model.ts";

const text = (t: string) => [{ type: "text" as const, text: t }];

/** What streamText hands a model: the system prompt, then the conversation, the question last. */
const prompt = (...turns: [role: "user" | "assistant", text: string][]): LanguageModelV3Prompt => [
  { role: "system", content: "Você é a Bússola da Alma." },
  ...turns.map(([role, t]) => ({ role, content: text(t) })),
];

describe("conversationOf", () => {
  it("takes the newest user message as the question and the user and assistant messages before it as the history", () => {
    const p = prompt(["user", "Qual é o meu tipo?"], ["assistant", "**Seu tipo é Projetor.**"], ["user", "não entendi"]);
    expect(conversationOf(p)).toEqual({
      question: "não entendi",
      history: [
        { role: "user", text: "Qual é o meu tipo?" },
        { role: "assistant", text: "**Seu tipo é Projetor.**" },
      ],
    });
  });

  it("joins the text parts of a message and leaves the system prompt out", () => {
    const p: LanguageModelV3Prompt = [
      { role: "system", content: "regras" },
      { role: "user", content: [...text("Bom dia! "), ...text("Tudo bem?")] },
    ];
    expect(conversationOf(p)).toEqual({ question: "Bom dia! Tudo bem?", history: [] });
  });

  it("an empty prompt has no question", () => {
    expect(conversationOf([])).toEqual({ question: "", history: [] });
  });
});

describe("builtinModel", () => {
  const facts = chartFacts(computeChart(new Date("1990-05-17T13:45:00Z")));
  const model = builtinModel(facts, "Ana", { paceMs: 0 });
  const reply = async (p: LanguageModelV3Prompt) => {
    const result = await model.doGenerate({ prompt: p });
    return result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
  };

  it("answers the question from the conversation: a follow-up is read by the previous turn", async () => {
    const first = await reply(prompt(["user", "Qual é o meu tipo?"]));
    const followUp = await reply(prompt(["user", "Qual é o meu tipo?"], ["assistant", first], ["user", "não entendi"]));
    expect(followUp).toMatch(/^Desculpe, fui complicada\. Em palavras simples: você é \*\*Projetor\*\*/);
  });

  it("does not say again what the conversation already has", async () => {
    const first = await reply(prompt(["user", "Qual é o meu tipo?"]));
    const again = await reply(prompt(["user", "Qual é o meu tipo?"], ["assistant", first], ["user", "Qual é o meu tipo?"]));
    const said = new Set(first.split("\n\n"));
    for (const paragraph of again.split("\n\n")) expect(said.has(paragraph)).toBe(false);
  });
});
