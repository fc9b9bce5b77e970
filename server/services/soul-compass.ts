/**
 * The Soul Compass (spec §2, §4, §5, §8; docs/decisions/050, 052): the chat grounded in the person's
 * integral soul map. Every request checks the session, the confirmed e-mail and the map again; the
 * reply streams from the configured model (server/compass/model.ts, through server/http/soul-compass.ts)
 * and the exchange is stored per person.
 */
import type { LanguageModel, ModelMessage } from "ai";
import { and, desc, eq, sql } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import type { CompassMessage, CompassQuestion } from "#domain/compass/chat.ts";
import { CRISIS_REMINDER, detectCrisis } from "#domain/compass/crisis.ts";
import { type ChartFacts, chartFacts } from "#domain/compass/facts.ts";
import { compassGate } from "#domain/compass/gate.ts";
import { systemPrompt } from "#domain/compass/prompt.ts";
import { compassFailureToast, compassLimitToast, compassMessages as m, firstNameOf } from "#domain/compass/texts.ts";
import { formatClockTime, SITE_TIME_ZONE } from "#domain/format.ts";
import type { HumanDesignChart } from "#domain/hd/chart.ts";
import { TYPE_LABELS } from "#domain/hd/labels.ts";
import type { Failure, Result } from "#domain/result.ts";

import { compassModel, crisisModel } from "../compass/model.ts";
import type { Db } from "../db/client.ts";
import { compassConversations, compassCrisisDays, compassMessages, integralSoulMaps } from "../db/schema.ts";
import { personRateLimited } from "../rate-limit.ts";
import { refuseUnless } from "./authz.ts";
import type { AppServices, RequestContext } from "./context.ts";

const refusal = (status: number, message: string): Failure => ({ ok: false, status, toast: compassFailureToast(message) });

/** The gate's three checks (domain/compass/gate.ts), on every chat request; null when the person may chat. */
const REFUSALS = {
  anonymous: () => refusal(401, m.signInRequired),
  unconfirmed: () => refusal(403, m.confirmRequired),
  offers: () => refusal(403, m.mapRequired),
} as const;

export function compassRefusal(viewer: Viewer | null): Failure | null {
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
  /** The person's type as the chart page names it ('Gerador'), shown under the title; null when the map cannot be read. */
  chartType: string | null;
  /** The conversation to continue (the latest), or null for a fresh one. */
  conversationId: string | null;
  messages: CompassMessage[];
  maxQuestionChars: number;
}

/** A conversation shows at most this many of its latest messages when the page opens. */
const SHOWN_MESSAGES = 200;

/** What the chat opens with: the latest conversation, and whether the map can be read. */
export async function compassChatState(ctx: RequestContext, viewer: Viewer | null): Promise<Result<CompassChatState>> {
  const refused = compassRefusal(viewer);
  if (refused || !viewer) return refused ?? refusal(401, m.signInRequired);
  const { app } = ctx;
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
    chartType: map.ok ? TYPE_LABELS[map.facts.type] : null,
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

/** Who a conversation belongs to, or null when the id is new (the page drew it for a fresh conversation). */
async function conversationOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ personId: compassConversations.personId }).from(compassConversations).where(eq(compassConversations.id, id));
  return row?.personId ?? null;
}

/** Whether the person's latest question in this conversation was read as a crisis. */
async function lastQuestionWasCrisis(db: Db, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ crisis: compassMessages.crisis })
    .from(compassMessages)
    .where(and(eq(compassMessages.conversationId, conversationId), eq(compassMessages.role, "user")))
    .orderBy(desc(compassMessages.seq))
    .limit(1);
  return row?.crisis ?? false;
}

/**
 * What one question's reply is made of: the model to stream it from, and what to do with it. The
 * stream itself is HTTP's business (server/http/soul-compass.ts); the rules are here.
 */
export interface CompassTurn {
  /** The configured model, or the scripted crisis reply (no provider is called for a crisis turn). */
  model: LanguageModel;
  /** A crisis turn: its help message is ours and is never cut by the provider's time limit. */
  crisis: boolean;
  system: string;
  messages: ModelMessage[];
  /** What the reply must open with, whoever writes the rest (the reminder after a crisis turn), or null. */
  opening: string | null;
  /** Stores the question and its reply (only once the reply ended without failing); a new conversation is created then. */
  save: (reply: string) => Promise<void>;
}

/**
 * One question: the turn to stream, or a refusal a person can read. The safety net reads the
 * question first (domain/compass/crisis.ts): a crisis is answered with the CVV message by no model at
 * all, whatever the provider and even past the hourly limit, and the next reply in that conversation
 * begins with a reminder. The question and its reply are stored together once the reply ends (also
 * when the person stopped it), and only then is a new conversation created; a refused question or a
 * failed reply stores nothing.
 */
export async function askCompass(ctx: RequestContext, viewer: Viewer | null, input: CompassQuestion): Promise<Result<{ turn: CompassTurn }>> {
  const refused = compassRefusal(viewer);
  if (refused || !viewer) return refused ?? refusal(401, m.signInRequired);
  const { app } = ctx;
  const { config, database } = app;
  const { conversationId, question } = input;

  const map = await readIntegralMap(app, viewer.id);
  if (!map.ok) return refusal(409, m.mapUnreadable);
  const owner = await conversationOwner(database.db, conversationId);
  if (owner && owner !== viewer.id) return refusal(404, m.conversationNotFound);
  const crisis = detectCrisis(question);
  if (!crisis) {
    const limited = await personRateLimited(app, "compassQuestions", viewer.id);
    if (limited) {
      const message = m.tooManyQuestions(formatClockTime(Date.now() + limited.retryAfter * 1000));
      return { ok: false, status: 429, toast: compassLimitToast(message), retryAfter: limited.retryAfter };
    }
  }
  const reminder = !crisis && owner !== null && (await lastQuestionWasCrisis(database.db, conversationId));

  const history = owner ? await conversationMessages(database.db, conversationId, config.COMPASS_HISTORY_MESSAGES) : [];
  const messages: ModelMessage[] = [...history.map((h): ModelMessage => ({ role: h.role, content: h.text })), { role: "user", content: question }];
  const firstName = firstNameOf(viewer.fullName);
  return {
    ok: true,
    turn: {
      model: crisis ? crisisModel() : compassModel(config, map.facts, firstName),
      crisis,
      system: systemPrompt(map.facts, firstName),
      messages,
      opening: reminder ? `${CRISIS_REMINDER}\n\n` : null,
      save: (reply) => saveExchange(app, { conversationId, personId: viewer.id, question, reply, crisis }),
    },
  };
}

interface Exchange {
  conversationId: string;
  personId: string;
  question: string;
  reply: string;
  crisis: boolean;
}

/** The question and its reply, in a conversation created now if it is new; a crisis turn is counted for its day. */
async function saveExchange(app: AppServices, { conversationId, personId, question, reply, crisis }: Exchange) {
  await app.database.transaction(async (tx) => {
    await tx.insert(compassConversations).values({ id: conversationId, personId }).onConflictDoNothing();
    // The id was checked before the reply; a conversation of someone else's under it now is no place for this one.
    if ((await conversationOwner(tx, conversationId)) !== personId) return;
    await tx.insert(compassMessages).values([
      { conversationId, role: "user", text: question, crisis },
      { conversationId, role: "assistant", text: reply },
    ]);
    await tx.update(compassConversations).set({ updatedAt: new Date() }).where(eq(compassConversations.id, conversationId));
    if (crisis) {
      await tx
        .insert(compassCrisisDays)
        .values({ day: sql`(now() at time zone ${SITE_TIME_ZONE})::date`, turns: 1 })
        .onConflictDoUpdate({ target: compassCrisisDays.day, set: { turns: sql`${compassCrisisDays.turns} + 1` } });
    }
  });
}

/** Crisis turns the safety net answered in the last `days` São Paulo days (today included): a figure for staff, no content. */
export async function compassCrisisTurns(ctx: RequestContext, viewer: Viewer, days = 30): Promise<Result<{ turns: number }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { app } = ctx;
  const since = sql`(now() at time zone ${SITE_TIME_ZONE})::date - ${days - 1}::int`;
  const [row] = await app.database.db
    .select({ turns: sql<number>`coalesce(sum(${compassCrisisDays.turns}), 0)::int` })
    .from(compassCrisisDays)
    .where(sql`${compassCrisisDays.day} >= ${since}`);
  return { ok: true, turns: row.turns };
}
