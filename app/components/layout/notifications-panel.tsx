import { clsx } from "clsx";
import { useEffect, useState } from "react";

import { Button } from "#app/components/ui/button.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { formatDateTimeShort } from "#domain/format.ts";
import { notificationTexts as t, type NotificationView } from "#domain/notifications.ts";
import { MEMBER_ENDPOINTS, sitePagePath } from "#domain/paths.ts";
import type { Result } from "#domain/result.ts";

type ListState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; items: NotificationView[] };

/**
 * The bell's list (docs/decisions/060), loaded on first opening with the dialog: one GET when it
 * opens, newest first; 'Marcar como lida' and 'Marcar todas como lidas' post to the same path and
 * hand the new unread count back to the header's badge.
 */
export default function NotificationsPanel({ onUnread, onFollow }: { onUnread: (unread: number) => void; onFollow: () => void }) {
  const [state, setState] = useState<ListState>({ kind: "loading" });
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetch(MEMBER_ENDPOINTS.notifications, { headers: { accept: "application/json" } })
      .then((res) => res.json() as Promise<Result<{ notifications: NotificationView[]; unread: number }>>)
      .then((result) => {
        if (!live) return;
        if (!result.ok) return setState({ kind: "failed" });
        setState({ kind: "ready", items: result.notifications });
        onUnread(result.unread);
      })
      .catch(() => live && setState({ kind: "failed" }));
    return () => {
      live = false;
    };
  }, [onUnread]);

  async function mark(id?: string) {
    setBusy(id ?? "all");
    const result = await postJson<{ unread: number }>(MEMBER_ENDPOINTS.notifications, id ? { id } : { all: true });
    setBusy(null);
    if (!result.ok) {
      showToast(result.toast ?? { title: t.failedTitle, description: t.loadFailed, destructive: true });
      return;
    }
    setState((s) => (s.kind === "ready" ? { kind: "ready", items: s.items.map((n) => (!id || n.id === id ? { ...n, read: true } : n)) } : s));
    onUnread(result.unread);
  }

  if (state.kind === "loading")
    return (
      <p role="status" className="py-6 text-center text-slate-700">
        {t.loading}
      </p>
    );
  if (state.kind === "failed")
    return (
      <p role="alert" className="py-6 text-center text-slate-700">
        {t.loadFailed}
      </p>
    );
  if (state.items.length === 0) return <p className="rounded-xl border border-dashed border-brand-200 p-4 text-center text-slate-700">{t.empty}</p>;

  const anyUnread = state.items.some((n) => !n.read);
  return (
    <div>
      {anyUnread ? (
        <div className="mb-3 flex justify-end">
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void mark()}>
            {t.markAllRead}
          </Button>
        </div>
      ) : null}
      <ul className="space-y-2" data-testid="notification-list">
        {state.items.map((n) => {
          const link = sitePagePath(n.link);
          return (
            <li key={n.id} className={clsx("rounded-xl border p-3", n.read ? "border-slate-200 bg-white" : "border-gold-300 bg-gold-300/15")}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 break-words font-semibold text-brand-900">
                  {n.read ? null : <span className="sr-only">{t.unread}: </span>}
                  {link ? (
                    <SiteLink to={link} onClick={onFollow} className="underline-offset-2 hover:underline">
                      {n.title}
                    </SiteLink>
                  ) : (
                    n.title
                  )}
                </p>
                <time dateTime={n.createdAt} className="text-xs text-slate-700">
                  {formatDateTimeShort(n.createdAt)}
                </time>
              </div>
              <p className="mt-1 break-words text-sm text-slate-800">{n.body}</p>
              {n.read ? null : (
                <Button variant="ghost" size="sm" className="mt-1 px-2" disabled={busy !== null} onClick={() => void mark(n.id)}>
                  {t.markRead}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
