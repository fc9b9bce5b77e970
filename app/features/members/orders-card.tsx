import { OrderStatusBadge } from "#app/components/order-status-badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useRootData } from "#app/lib/viewer.ts";
import { formatDateLong, formatPrice } from "#domain/format.ts";
import { courseRegistrations, type OrderView } from "#domain/orders.ts";
import { paymentPagePath, ROUTES } from "#domain/paths.ts";
import { pointsLabel } from "#domain/points.ts";

import { EmptyNote, MemberCard } from "./member-card.tsx";
import { clientAreaTexts } from "./texts.ts";

function OrderList({ orders, label }: { orders: OrderView[]; label: string }) {
  // With Pix (docs/decisions/059) an order awaiting payment leads back to its payment page.
  const { pixPayments: pix } = useRootData();
  return (
    <ul className="divide-y divide-brand-100" aria-label={label}>
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <span className="min-w-0">
            <span className="block break-words font-medium text-slate-900">{order.title}</span>
            <span className="block text-sm text-slate-600">
              {formatDateLong(order.createdAt)} · {pointsLabel(order.points)}
            </span>
          </span>
          <span className="flex items-center gap-3">
            <span className="font-semibold text-slate-900">{formatPrice(order.priceCents)}</span>
            <OrderStatusBadge status={order.status} />
            {pix && order.status === "pending" ? (
              <ButtonLink to={paymentPagePath(order.id)} size="sm" variant="outline">
                {clientAreaTexts.orders.payByPix}
                <span className="sr-only">: {order.title}</span>
              </ButtonLink>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every order of the person, newest first, with the spec's status colours. */
export function OrdersCard({ orders, className }: { orders: OrderView[]; className?: string }) {
  const t = clientAreaTexts.orders;
  return (
    <MemberCard title={t.title} className={className}>
      {orders.length === 0 ? <EmptyNote>{t.empty}</EmptyNote> : <OrderList orders={orders} label={t.title} />}
    </MemberCard>
  );
}

/** Courses bought (registrations whose payment arrived) and, apart, registrations awaiting payment. */
export function CoursesCard({ orders }: { orders: OrderView[] }) {
  const t = clientAreaTexts.courses;
  const { bought, awaitingPayment } = courseRegistrations(orders);
  return (
    <MemberCard title={t.title}>
      {bought.length === 0 && awaitingPayment.length === 0 ? (
        <div className="space-y-3">
          <EmptyNote>{t.empty}</EmptyNote>
          <ButtonLink to={ROUTES.courses} variant="outline" size="sm">
            {t.browse}
          </ButtonLink>
        </div>
      ) : (
        <>
          {bought.length > 0 ? <OrderList orders={bought} label={t.title} /> : <EmptyNote>{t.noneBought}</EmptyNote>}
          {awaitingPayment.length > 0 ? (
            <>
              <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider text-brand-800">{t.awaitingPayment}</h3>
              <p className="mt-1 text-sm text-slate-600">{t.awaitingNote}</p>
              <OrderList orders={awaitingPayment} label={t.awaitingPayment} />
            </>
          ) : null}
        </>
      )}
    </MemberCard>
  );
}
