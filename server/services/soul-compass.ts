/**
 * The Soul Compass (spec §2, §4, §5, §8; issue 10): the chat grounded in the person's integral
 * soul map. Every request checks the session, the confirmed e-mail and the map again; the reply
 * streams from the configured model (server/compass/model.ts) and the exchange is stored per person.
 */
import { createUIMessageStream, createUIMessageStreamResponse, streamText, type ModelMessage } from "ai";
import { and, desc, eq } from "drizzle-orm";
import type { Viewer } from "#domain/account/viewer.ts";
import { questionSchema, type CompassMessage } from "#domain/compass/chat.ts";
import { compassGate } from "#domain/compass/gate.ts";
import { chartFacts, type ChartFacts } from "#domain/compass/facts.ts";
import { systemPrompt } from "#domain/compass/prompt.ts";
import { compassFailureToast, compassMessages as m, firstNameOf } from "#domain/compass/texts.ts";
import type { HumanDesignChart } from "#domain/hd/chart.ts";
import { invalid, type Failure, type Result } from "#domain/result.ts";
import { compassModel } from "../compass/model.ts";
import type { Db } from "../db/client.ts";
import { compassConversations, compassMessages, integralSoulMaps } from "../db/schema.ts";
import { personRateLimited } from "../rate-limit.ts";
import type { AppServices } from "./context.ts";

const refusal = (status: number, message: string): Failure => ({ ok: false, status, toast: compassFailureToast(message) });

/** The gate's three checks (domain/compass/gate.ts), on every chat request; null when the person may chat. */
const REFUSALS = {
  anonymous: () => refusal(401, m.signInRequired),
  unconfirmed: () => refusal(403, m.confirmRequired),
  offers: () => refusal(403, m.mapRequired),
} as const;

function refuseChat(viewer: Viewer | null): Failure | null {
  const gate = compassGate(viewer);
  return gate === "chat" ? null : REFUSALS[gate]();
}

export type IntegralMapRead = { ok: true; facts: ChartFacts } | { ok: false };

/**
 * The person's chart as the Compass speaks of it. A missing row (has_integral_map set by hand, a
 * row removed) or a chart the engine's types no longer describe is "cannot be read" (spec §8).
 */
export async function readIntegralMap(app: AppServices, personId: string): Promise<IntegralMapRead> {
  try {
    const [row] = await app.database.db.select({ chart: integralSoulMaps.chartData }).from(integralSoulMaps).where(eq(integralSoulMaps.userId, personId));
    if (!row) return { ok: false };
    return { ok: true, facts: chartFacts(row.chart as HumanDesignChart) };
  } catch (err) {
    app.logger.error({ err }, "mapa integral ilegível");
    return { ok: false };
  }
}

export interface CompassChatState {
  firstName: string;
  mapReadable: boolean;
  /** The conversation to continue (the latest), or null for a fresh one. */
  conversationId: string | null;
  messages: CompassMessage[];
  maxQuestionChars: number;
}

/** A conversation shows at most this many of its latest messages when the page opens. */
const SHOWN_MESSAGES = 200;

/** What the chat opens with: the latest conversation, and whether the map can be read. */
export async function compassChatState(app: AppServices, viewer: Viewer | null): Promise<Result<CompassChatState>> {
  const refused = refuseChat(viewer);
  if (refused || !viewer) return refused ?? refusal(401, m.signInRequired);
  const map = await readIntegralMap(app, viewer.id);
  const [latest] = await app.database.db
    .select({ id: compassConversations.id })
    .from(compassConversations)
    .where(eq(compassConversations.personId, viewer.id))
    .orderBy(desc(compassConversations.updatedAt))
    .limit(1);
  const messages = latest ? await conversationMessages(app.database.db, latest.id, SHOWN_MESSAGES) : [];
  return {
    ok: true,
    firstName: firstNameOf(viewer.fullName),
    mapReadable: map.ok,
    conversationId: latest?.id ?? null,
    messages,
    maxQuestionChars: app.config.COMPASS_QUESTION_MAX_CHARS,
  };
}

/** The latest `limit` messages of a conversation, oldest first. */
async function conversationMessages(db: Db, conversationId: string, limit: number): Promise<CompassMessage[]> {
  const rows = await db
    .select({ id: compassMessages.id, role: compassMessages.role, text: compassMessages.text })
    .from(compassMessages)
    .where(eq(compassMessages.conversationId, conversationId))
    .orderBy(desc(compassMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/**
 * The conversation `id` of this person: created when new (the page draws the id of a fresh
 * conversation), refused when it belongs to someone else.
 */
async function ownConversation(db: Db, id: string, personId: string): Promise<boolean> {
  await db.insert(compassConversations).values({ id, personId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: compassConversations.id })
    .from(compassConversations)
    .where(and(eq(compassConversations.id, id), eq(compassConversations.personId, personId)));
  return Boolean(row);
}

/**
 * One question: a streamed reply (AI SDK UI message stream) or a refusal a person can read. The
 * question and its reply are stored together once the reply ends (also when the person stopped
 * it); a reply that failed stores nothing.
 */
export async function askCompass(app: AppServices, viewer: Viewer | null, input: unknown, signal: AbortSignal): Promise<Response | Failure> {
  const refused = refuseChat(viewer);
  if (refused || !viewer) return refused ?? refusal(401, m.signInRequired);
  const { config, database, logger } = app;
  const parsed = questionSchema(config.COMPASS_QUESTION_MAX_CHARS).safeParse(input);
  if (!parsed.success) return invalid(parsed.error, compassFailureToast(parsed.error.issues[0]?.message));
  const { conversationId, question } = parsed.data;

  const map = await readIntegralMap(app, viewer.id);
  if (!map.ok) return refusal(409, m.mapUnreadable);
  if (!(await ownConversation(database.db, conversationId, viewer.id))) return refusal(404, m.conversationNotFound);
  const limited = await personRateLimited(app, "compassQuestions", viewer.id);
  if (limited) return { ...refusal(429, m.tooManyQuestions(limited.max, Math.ceil(limited.retryAfter / 60))), retryAfter: limited.retryAfter };

  const history = await conversationMessages(database.db, conversationId, config.COMPASS_HISTORY_MESSAGES);
  const messages: ModelMessage[] = [...history.map((h): ModelMessage => ({ role: h.role, content: h.text })), { role: "user", content: question }];
  const firstName = firstNameOf(viewer.fullName);

  // The person's stop (the request's signal) ends the reply quietly; our time limit ends it with a message.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.AI_TIMEOUT_SECONDS * 1000);
  let reply = "";
  let failed = false;

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const result = streamText({
        model: compassModel(config, map.facts, firstName),
        system: systemPrompt(map.facts, firstName),
        messages,
        // A failed call says so at once; the person asks again (spec §8).
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, timeout.signal]),
        onChunk: ({ chunk }) => {
          if (chunk.type === "text-delta") reply += chunk.text;
        },
        onError: ({ error }) => {
          failed = true;
          logger.error({ err: error, provider: config.AI_PROVIDER }, "a Bússola não obteve resposta do modelo");
        },
      });
      for await (const chunk of result.toUIMessageStream({ onError: () => m.unavailable })) writer.write(chunk);
      clearTimeout(timer);
      if (timeout.signal.aborted && !signal.aborted) {
        failed = true;
        logger.warn({ provider: config.AI_PROVIDER, seconds: config.AI_TIMEOUT_SECONDS }, "a Bússola passou do tempo limite");
        writer.write({ type: "error", errorText: m.timeout });
      }
      if (!failed && reply.trim()) await saveExchange(app, conversationId, question, reply);
    },
    onError: (error) => {
      logger.error({ err: error }, "falha no fluxo da Bússola");
      return m.unavailable;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "Cache-Control": "no-store" } });
}

async function saveExchange(app: AppServices, conversationId: string, question: string, reply: string) {
  await app.database.transaction(async (tx) => {
    await tx.insert(compassMessages).values([
      { conversationId, role: "user", text: question },
      { conversationId, role: "assistant", text: reply },
    ]);
    await tx.update(compassConversations).set({ updatedAt: new Date() }).where(eq(compassConversations.id, conversationId));
  });
}
