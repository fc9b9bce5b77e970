import { createUIMessageStream, createUIMessageStreamResponse, streamText } from "ai";

import { questionSchema } from "#domain/compass/chat.ts";
import { compassFailureToast, compassMessages as m } from "#domain/compass/texts.ts";
import { API } from "#domain/paths.ts";

import { countMetric } from "../metrics.ts";
import type { AppServices } from "../services/context.ts";
import { askCompass, compassRefusal, type CompassTurn } from "../services/soul-compass.ts";
import { honoEndpoint } from "./endpoint.ts";

/** A question and a conversation id are a few kilobytes at most (COMPASS_QUESTION_MAX_CHARS). */
export const COMPASS_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * POST /api/soul-compass/chat {conversationId, question} → the streamed reply, or a Failure in
 * Portuguese. A request that is not a question at all gets the site's usual answers; the page shows
 * their words under its own title (spec §8 'Erro ao contatar a Bússola'). The gate (session, confirmed
 * e-mail, map) is read before the question, in the page's order.
 */
export function soulCompassApi(services: AppServices) {
  return honoEndpoint(services, API.soulCompassChat, {
    role: "public",
    gate: compassRefusal,
    schema: (ctx) => questionSchema(ctx.app.config.COMPASS_QUESTION_MAX_CHARS),
    invalid: (message) => compassFailureToast(message),
    bodyLimit: COMPASS_BODY_LIMIT_BYTES,
    anyJson: true,
    handle: async (ctx, viewer, input, request) => {
      const asked = await askCompass(ctx, viewer, input);
      return asked.ok ? streamReply(ctx.app, asked.turn, request.signal) : asked;
    },
  });
}

/**
 * The reply as an AI SDK UI message stream. The person's stop (the request's signal) ends it quietly;
 * AI_TIMEOUT_SECONDS ends a provider's reply with a message (never the crisis message, which no
 * provider writes: a person in crisis reads all of it). The exchange is stored once the reply ended, unless the
 * model failed or said nothing.
 */
function streamReply({ config, logger }: AppServices, turn: CompassTurn, signal: AbortSignal): Response {
  const timeout = new AbortController();
  const timer = turn.crisis ? undefined : setTimeout(() => timeout.abort(), config.AI_TIMEOUT_SECONDS * 1000);
  let reply = "";
  let failed = false;

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const result = streamText({
        model: turn.model,
        system: turn.system,
        messages: turn.messages,
        // A failed call says so at once; the person asks again (spec §8).
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, timeout.signal]),
        onChunk: ({ chunk }) => {
          if (chunk.type === "text-delta") reply += chunk.text;
        },
        onError: ({ error }) => {
          failed = true;
          countMetric("compass_provider_failures_total", { provider: config.AI_PROVIDER });
          logger.error({ err: error, provider: config.AI_PROVIDER }, "a Bússola não obteve resposta do modelo");
        },
      });
      for await (const chunk of result.toUIMessageStream({ onError: () => m.unavailable })) {
        writer.write(chunk);
        // After a crisis turn, the reply opens with where to find help, whoever writes the rest.
        if (turn.opening && chunk.type === "text-start" && !reply) {
          reply = turn.opening;
          writer.write({ type: "text-delta", id: chunk.id, delta: reply });
        }
      }
      clearTimeout(timer);
      if (timeout.signal.aborted && !signal.aborted) {
        failed = true;
        logger.warn({ provider: config.AI_PROVIDER, seconds: config.AI_TIMEOUT_SECONDS }, "a Bússola passou do tempo limite");
        writer.write({ type: "error", errorText: m.timeout });
      }
      if (!failed && reply.trim()) await turn.save(reply);
      countMetric("compass_replies_total", { outcome: failed ? "failed" : signal.aborted ? "stopped" : "answered" });
    },
    onError: (error) => {
      logger.error({ err: error }, "falha no fluxo da Bússola");
      return m.unavailable;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store" } });
}
