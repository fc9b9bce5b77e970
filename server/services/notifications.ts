/**
 * The header's bell (docs/decisions/060): a person's own notifications. `notify` writes one inside the
 * transaction of the change that causes it (so a change rolled back leaves no notification, and one
 * that happened always has one); the rest read and mark only the viewer's own rows.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";

import type { Viewer } from "#domain/account/viewer.ts";
import type { markNotificationsSchema } from "#domain/notification-requests.ts";
import { NOTIFICATION_LIST_LIMIT, type NotificationText, type NotificationView } from "#domain/notifications.ts";
import type { Failure, Result } from "#domain/result.ts";
import { ROLES } from "#domain/roles.ts";
import type { z } from "#domain/zod.ts";

import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema.ts";
import { refuseUnless } from "./authz.ts";
import type { RequestContext } from "./context.ts";

/** One notification for `userId`, in the caller's transaction. */
export async function notify(tx: Db, userId: string, text: NotificationText): Promise<void> {
  await tx.insert(notifications).values({ userId, ...text });
}

/**
 * The bell's badge: how many of the viewer's notifications are unread. The root loader's one extra
 * query (an index-only count on (user_id, read_at)); 0 for nobody.
 */
export async function countUnreadNotifications(ctx: Pick<RequestContext, "app">, viewer: Viewer | null): Promise<number> {
  if (!viewer) return 0;
  const [row] = await ctx.app.database.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The bell's list: the viewer's newest notifications first, read or not. */
export async function listNotifications(ctx: RequestContext, viewer: Viewer | null): Promise<Result<{ notifications: NotificationView[]; unread: number }>> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const rows = await ctx.app.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, viewer.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return {
    ok: true,
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread: await countUnreadNotifications(ctx, viewer),
  };
}

/**
 * 'Marcar como lida' (one, by id) or 'Marcar todas como lidas' (`all`): only the viewer's own unread
 * rows change — an id of someone else's notification changes nothing and says so no differently from
 * one already read, so nobody learns which ids exist.
 */
export async function markNotificationsRead(
  ctx: RequestContext,
  viewer: Viewer | null,
  input: z.output<typeof markNotificationsSchema>,
): Promise<Result<{ marked: number; unread: number }>> {
  const refused = refuseUnless(viewer, ...ROLES);
  if (refused || !viewer) return refused as Failure;
  const own = and(eq(notifications.userId, viewer.id), isNull(notifications.readAt));
  const marked = await ctx.app.database.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(input.id ? and(own, eq(notifications.id, input.id)) : own)
    .returning({ id: notifications.id });
  return { ok: true, marked: marked.length, unread: await countUnreadNotifications(ctx, viewer) };
}
