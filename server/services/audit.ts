import { desc } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import { adminTexts } from "#domain/admin/texts.ts";
import type { Result } from "#domain/result.ts";

import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

export interface AuditEntry {
  /** What was done, as a stable code: "product.approve", "admin.create", "order.complete"… */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** What /admin shows under 'Atividade recente', in Portuguese. */
  summary: string;
  detail?: Record<string, unknown>;
}

/** Who acted: a person, or a system named in the log (the payment provider, docs/decisions/059). */
export type AuditActor = Pick<Viewer, "id" | "fullName" | "email"> | { system: string };

/** Writes one admin action; call it inside the transaction of the change it describes. */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: "system" in actor ? null : actor.id,
    actorName: "system" in actor ? actor.system : actor.fullName || actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
    detail: entry.detail ?? null,
  });
}

export interface ActivityEntry {
  id: string;
  createdAt: Date;
  actorName: string;
  summary: string;
}

/** 'Atividade recente' on /admin: the latest admin actions, newest first. */
export async function recentActivity(ctx: RequestContext, viewer: Viewer, limit = 15): Promise<Result<{ entries: ActivityEntry[] }>> {
  const refused = refuseUnless(viewer, "admin");
  if (refused) return refused;
  const { app } = ctx;
  try {
    const entries = await app.database.db
      .select({ id: auditLog.id, createdAt: auditLog.createdAt, actorName: auditLog.actorName, summary: auditLog.summary })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
    return { ok: true, entries };
  } catch (err) {
    app.logger.error({ err }, "falha ao ler a atividade recente");
    return { ok: false, status: 503, toast: { title: adminTexts.loadFailed, description: adminTexts.readFailed, destructive: true } };
  }
}
