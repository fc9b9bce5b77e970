import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

import { CRISIS_REPLY } from "#domain/compass/crisis.ts";
import type { ChartFacts } from "#domain/compass/facts.ts";

import type { Config } from "../config.ts";
import { builtinModel, scriptedModel } from "./builtin-model.ts";

/** The builtin responder's pace per word: a reply reads as it is written, and 'Parar' has time to matter. */
export const BUILTIN_PACE_MS = 12;

/**
 * The model that answers one person (AI_PROVIDER): the builtin responder is built around their
 * chart; a remote model reads the same chart from the system prompt.
 */
export function compassModel(config: Config, facts: ChartFacts, firstName: string): LanguageModel {
  switch (config.AI_PROVIDER) {
    case "builtin":
      return builtinModel(facts, firstName, { paceMs: BUILTIN_PACE_MS });
    case "openai-compatible":
      // Chat Completions: OpenAI, Ollama, vLLM, the llama.cpp server. config.ts requires both settings.
      return createOpenAICompatible({ name: "openai-compatible", baseURL: config.AI_BASE_URL as string, apiKey: config.AI_API_KEY })(config.AI_MODEL as string);
    case "anthropic":
      return createAnthropic({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL })(config.AI_MODEL as string);
  }
}

/** What answers a turn the safety net read as a crisis, whatever AI_PROVIDER says: no model is called. */
export const crisisModel = () => scriptedModel("rede-de-seguranca", () => CRISIS_REPLY, { paceMs: BUILTIN_PACE_MS });
