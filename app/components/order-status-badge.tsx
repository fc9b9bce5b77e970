import { clsx } from "clsx";

import { ORDER_STATUS_LABELS, type OrderStatus, orderStatusTone } from "#domain/orders.ts";

/** Spec §4: 'Concluído' green, any other status yellow (client area and /admin/orders). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const green = orderStatusTone(status) === "green";
  return (
    <span
      data-tone={green ? "green" : "yellow"}
      className={clsx(
        "inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        green ? "bg-green-100 text-green-800" : "bg-yellow-100 text-yellow-900",
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
