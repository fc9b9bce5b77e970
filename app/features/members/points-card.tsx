import Sparkles from "#app/components/icons/sparkles.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/lib/toast.ts";
import { formatDateLong } from "#domain/format.ts";
import type { PointsEntryView } from "#domain/members.ts";
import { toasts } from "#domain/messages.ts";
import { POINTS_REASON_LABELS, pointsLabel } from "#domain/points.ts";

import { EmptyNote, MemberCard } from "./member-card.tsx";
import { clientAreaTexts } from "./texts.ts";

const t = clientAreaTexts.points;

/** The balance (the ledger's sum), its recent entries and, in release mode, the redemption placeholder. */
export function PointsCard({ points, entries, releaseMode }: { points: number; entries: PointsEntryView[]; releaseMode: boolean }) {
  return (
    <MemberCard
      title={t.title}
      actions={
        releaseMode ? (
          <Button variant="gold" size="sm" onClick={() => showToast(toasts.comingSoon(t.redeemSection))}>
            {t.redeem}
          </Button>
        ) : null
      }
    >
      <p className="flex items-center gap-2 font-serif text-4xl text-brand-800" data-testid="client-points">
        <Sparkles className="h-7 w-7 text-gold-700" aria-hidden="true" />
        {pointsLabel(points)}
      </p>
      <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider text-brand-800">{t.recent}</h3>
      {entries.length === 0 ? (
        <div className="mt-2">
          <EmptyNote>{t.empty}</EmptyNote>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-brand-100" aria-label={t.recent}>
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span>
                <span className="block font-medium text-slate-900">{entry.orderTitle ?? POINTS_REASON_LABELS[entry.reason]}</span>
                <span className="block text-sm text-slate-600">
                  {POINTS_REASON_LABELS[entry.reason]} · {formatDateLong(entry.createdAt)}
                </span>
              </span>
              <span className="font-semibold text-green-800">{pointsLabel(entry.delta, { signed: true })}</span>
            </li>
          ))}
        </ul>
      )}
    </MemberCard>
  );
}
