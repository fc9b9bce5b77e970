import { eq } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import type { ClubSignup } from "#domain/forms/club.ts";
import { toasts } from "#domain/messages.ts";
import type { Result } from "#domain/result.ts";

import { refusalStatus } from "../db/errors.ts";
import { therapistClubSubscriptions } from "../db/schema.ts";
import { rateLimited } from "../rate-limit.ts";
import type { RequestContext } from "./context.ts";

/**
 * Stores a therapists' club sign-up, tied to the signed-in person when there is one.
 * One sign-up per e-mail (unique index; addresses are stored lower-cased): a second one fails
 * with the spec's 'Erro na inscrição', while a repeat of the same submission answers as the first did.
 */
export async function submitClubSignup(ctx: RequestContext, viewer: Viewer | null, data: ClubSignup): Promise<Result> {
  const { app } = ctx;
  try {
    const limited = await rateLimited(ctx, "clubForm");
    if (limited) return limited;
    const stored = await app.database.db
      .insert(therapistClubSubscriptions)
      .values({ ...data, userId: viewer?.id ?? null })
      // Either unique key (e-mail, submission) makes this a no-op; which one is told apart below.
      .onConflictDoNothing()
      .returning({ id: therapistClubSubscriptions.id });
    if (stored.length > 0) return { ok: true };
    const [repeat] = await app.database.db
      .select({ id: therapistClubSubscriptions.id })
      .from(therapistClubSubscriptions)
      .where(eq(therapistClubSubscriptions.submissionId, data.submissionId))
      .limit(1);
    if (repeat) return { ok: true };
    return { ok: false, status: 409, toast: toasts.clubFailed };
  } catch (err) {
    const status = refusalStatus(err);
    if (!status) app.logger.error({ err }, "falha ao salvar inscrição no clube de terapeutas");
    return { ok: false, status: status ?? 500, toast: toasts.clubFailed };
  }
}
