import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";

import type { ChartFacts } from "#domain/compass/facts.ts";
import { type CompassTurn, composeReply } from "#domain/compass/responder.ts";

/**
 * AI_PROVIDER=builtin: the deterministic responder of domain/compass/responder.ts as an AI SDK
 * language model, so it travels the same streamText → UI message stream path as a real provider.
 * It is built for one person's chart (`facts`) and answers the last question of the prompt, with
 * the conversation before it (what the service sends every model: the last COMPASS_HISTORY_MESSAGES).
 */
export function builtinModel(facts: ChartFacts, firstName: string, options: { paceMs: number }): LanguageModelV3 {
  return scriptedModel("bussola-da-alma", (prompt) => composeReply({ facts, firstName, ...conversationOf(prompt) }), options);
}

/**
 * A language model whose reply is written by `reply` from the prompt, streamed word by word at
 * `paceMs`: the builtin responder, and the safety net's crisis message (which no model writes).
 */
export function scriptedModel(modelId: string, reply: (prompt: LanguageModelV3Prompt) => string, options: { paceMs: number }): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "essencia.builtin",
    modelId,
    supportedUrls: {},
    async doGenerate(call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
      const text = reply(call.prompt);
      return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage: usageOf(text), warnings: [] };
    },
    async doStream(call: LanguageModelV3CallOptions) {
      const text = reply(call.prompt);
      const tokens = tokenize(text);
      const signal = call.abortSignal;
      let index = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "0" });
        },
        // Pulled one token at a time: a reader that stops reading (the person pressed stop) stops the reply.
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          if (index < tokens.length) {
            if (options.paceMs > 0 && index > 0) await pause(options.paceMs, signal);
            controller.enqueue({ type: "text-delta", id: "0", delta: tokens[index++] });
            return;
          }
          controller.enqueue({ type: "text-end", id: "0" });
          controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: undefined }, usage: usageOf(text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}

/**
 * The newest user message (the question to answer) and the user and assistant messages before it,
 * oldest first, as text. The system prompt and any tool messages are not part of the conversation.
 */
export function conversationOf(prompt: LanguageModelV3Prompt): { question: string; history: CompassTurn[] } {
  const turns: CompassTurn[] = [];
  for (const message of prompt) {
    if (message.role !== "user" && message.role !== "assistant") continue;
    const text = message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
    turns.push({ role: message.role, text });
  }
  const last = turns.findLastIndex((t) => t.role === "user");
  if (last < 0) return { question: "", history: turns };
  return { question: turns[last].text, history: turns.slice(0, last) };
}

/** Words with their trailing space: what a real model's deltas look like to the page. */
export const tokenize = (text: string) => text.match(/\s*\S+/g) ?? [];

function usageOf(text: string): LanguageModelV3Usage {
  const output = tokenize(text).length;
  return {
    inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    // One listener at a time: a reply of hundreds of words must not pile them up on the signal.
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
