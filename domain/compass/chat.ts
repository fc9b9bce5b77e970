// What a Soul Compass question is, for the page and the server.
import { formObject, safeString } from "../forms/common.ts";
import { z } from "../zod.ts";
import { compassMessages as m } from "./texts.ts";

/**
 * One question: the conversation it belongs to (drawn by the page; a new id starts a new
 * conversation) and the text, trimmed, at most `maxChars` (COMPASS_QUESTION_MAX_CHARS).
 */
export function questionSchema(maxChars: number) {
  return formObject({
    conversationId: z.uuid({ error: m.conversationNotFound }),
    question: safeString({ error: m.emptyQuestion }).check(z.trim(), z.minLength(1, m.emptyQuestion), z.maxLength(maxChars, m.questionTooLong(maxChars))),
  });
}

export type CompassQuestion = z.output<ReturnType<typeof questionSchema>>;

/** A stored message as the page shows it. */
export interface CompassMessage {
  id: string;
  role: "user" | "assistant";
  text: string;
}
