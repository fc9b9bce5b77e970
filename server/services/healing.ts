import type { healingSchema } from "#domain/forms/healing.ts";
import { healingMessages } from "#domain/forms/healing-texts.ts";
import { toasts } from "#domain/messages.ts";
import type { Result } from "#domain/result.ts";
import { SITE_DEFAULTS as site } from "#domain/site.ts";
import type { z } from "#domain/zod.ts";

import { refusalStatus } from "../db/errors.ts";
import { healingSubmissions } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { healingNotificationMessage } from "../mail/templates.ts";
import { rateLimited } from "../rate-limit.ts";
import type { RequestContext } from "./context.ts";

/** How long the sign-up waits for the notification before answering; the outbox keeps trying after that. */
export const NOTIFY_TIMEOUT_MS = 5000;

export type HealingResult = Result<{ notificationFailed: boolean }>;

/**
 * Stores a healing-energy sign-up and its notification e-mail in one transaction, then tries to
 * deliver the e-mail at once. A failed delivery never loses the sign-up: the person is told the
 * data was saved, and the outbox retries the e-mail later.
 */
export async function submitHealing(ctx: RequestContext, input: z.output<typeof healingSchema>): Promise<HealingResult> {
  const { app } = ctx;
  const { submissionId, name, email, whatsapp } = input;
  let mailId: string | null;
  try {
    const limited = await rateLimited(ctx, "healingForm");
    if (limited) return limited;
    mailId = await app.database.transaction(async (tx) => {
      const [row] = await tx
        .insert(healingSubmissions)
        .values({ submissionId, name, email, whatsapp })
        .onConflictDoNothing({ target: healingSubmissions.submissionId })
        .returning();
      // A repeat of a stored submission: nothing new to store or announce.
      if (!row) return null;
      const to = app.config.NOTIFY_EMAIL ?? site.emails.contact;
      // This request delivers it right after the commit, so the person learns if it failed.
      return enqueueMail(tx, healingNotificationMessage(to, row, app.config.APP_URL), { deliverNow: true });
    });
  } catch (err) {
    const status = refusalStatus(err);
    if (!status) app.logger.error({ err }, "falha ao salvar inscrição no envio de energia");
    return { ok: false, status: status ?? 500, toast: toasts.healingFailed(healingMessages.saveFailed) };
  }
  if (!mailId) return { ok: true, notificationFailed: false };
  const delivered = await deliverWithin(ctx, mailId, NOTIFY_TIMEOUT_MS);
  return { ok: true, notificationFailed: !delivered };
}

async function deliverWithin(ctx: RequestContext, mailId: string, ms: number): Promise<boolean> {
  const { outbox, logger } = ctx.app;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const delivery = outbox.deliverNow(mailId).catch((err: unknown) => {
    logger.warn({ err, mailId }, "falha ao entregar a notificação de inscrição");
    return false;
  });
  try {
    return await Promise.race([delivery, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
