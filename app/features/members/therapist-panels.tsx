import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useRevalidator } from "react-router";

import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { useSiteSettings } from "#app/lib/viewer.ts";
import { formatDateLong, formatPrice } from "#domain/format.ts";
import type { TherapistDashboard } from "#domain/members.ts";
import { pointsLabel } from "#domain/points.ts";
import { PRODUCT_STATUS_LABELS, type ProductStatus } from "#domain/shop.ts";
import { whatsappLink } from "#domain/site.ts";
import { formatRating } from "#domain/therapist.ts";

import { EmptyNote } from "./member-card.tsx";
import { ProductForm } from "./product-form.tsx";
import { therapistTexts as t } from "./texts.ts";

/** Four KPI cards: products, sales, revenue, average rating (spec §2, §9). */
export function KpiCards({ kpis }: { kpis: TherapistDashboard["kpis"] }) {
  const cards: [string, string][] = [
    [t.kpis.products, String(kpis.products)],
    [t.kpis.sales, String(kpis.sales)],
    [t.kpis.revenue, formatPrice(kpis.revenueCents)],
    [t.kpis.rating, kpis.sales > 0 ? formatRating(kpis.rating) : t.noRatings],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className={clsx("mt-1 break-words font-serif text-brand-900", value === t.noRatings ? "text-lg" : "text-2xl sm:text-3xl")}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS_CLASSES: Record<ProductStatus, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
};

function ProductsPanel({ products }: { products: TherapistDashboard["products"] }) {
  const [adding, setAdding] = useState(false);
  const revalidator = useRevalidator();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{t.products.pendingNote}</p>
        <Button variant={adding ? "ghost" : "primary"} size="sm" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          {adding ? t.products.close : t.products.add}
        </Button>
      </div>
      {adding ? (
        <ProductForm
          onSubmitted={async () => {
            setAdding(false);
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {products.length === 0 ? (
        <EmptyNote>{t.products.empty}</EmptyNote>
      ) : (
        <ul className="divide-y divide-brand-100" aria-label={t.tabs.products}>
          {products.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <span className="min-w-0">
                <span className="block break-words font-medium text-slate-900">{p.title}</span>
                <span className="block text-sm text-slate-600">
                  {p.category} · {formatPrice(p.priceCents)} · {pointsLabel(p.points)}
                </span>
              </span>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[p.status]}`}>{PRODUCT_STATUS_LABELS[p.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SalesPanel({ sales }: { sales: TherapistDashboard["sales"] }) {
  if (sales.length === 0) return <EmptyNote>{t.sales.empty}</EmptyNote>;
  return (
    <div>
      <p className="text-sm text-slate-700">{t.sales.buyerNote}</p>
      <ul className="mt-2 divide-y divide-brand-100" aria-label={t.tabs.sales}>
        {sales.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <span className="min-w-0">
              <span className="block break-words font-medium text-slate-900">{s.title}</span>
              <span className="block text-sm text-slate-600">{formatDateLong(s.createdAt)}</span>
            </span>
            <span className="font-semibold text-slate-900">{formatPrice(s.priceCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function WalletPanel({ wallet }: { wallet: TherapistDashboard["wallet"] }) {
  const site = useSiteSettings();
  const rows: [string, string][] = [
    [t.wallet.available, formatPrice(wallet.availableCents)],
    [t.wallet.pending, formatPrice(wallet.pendingCents)],
    [t.wallet.nextRelease, wallet.nextReleaseAt ? formatDateLong(wallet.nextReleaseAt) : t.wallet.none],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 font-serif text-2xl text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{t.wallet.rule}</p>
      {/* Until payouts exist, the request is a WhatsApp message to the institute with the amount written in. */}
      <a
        href={whatsappLink(site.whatsapp.main, t.wallet.withdrawMessage(formatPrice(wallet.availableCents)))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: "outline" })}
      >
        {t.wallet.withdraw}
      </a>
    </div>
  );
}

const TAB_CLASS =
  "rounded-full px-3 py-2 text-sm font-semibold text-brand-800 data-[state=active]:bg-white data-[state=active]:shadow focus-visible:outline-3 focus-visible:outline-brand-600";

/** Produtos / Vendas / Carteira / Avaliações ('Em breve'). */
export function TherapistTabs({ dashboard }: { dashboard: TherapistDashboard }) {
  return (
    <Tabs.Root defaultValue="products" className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
      <Tabs.List className="grid grid-cols-2 gap-1 rounded-2xl bg-brand-50 p-1 sm:grid-cols-4" aria-label={t.title}>
        <Tabs.Trigger value="products" className={TAB_CLASS}>
          {t.tabs.products}
        </Tabs.Trigger>
        <Tabs.Trigger value="sales" className={TAB_CLASS}>
          {t.tabs.sales}
        </Tabs.Trigger>
        <Tabs.Trigger value="wallet" className={TAB_CLASS}>
          {t.tabs.wallet}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={TAB_CLASS}>
          {t.tabs.reviews}
        </Tabs.Trigger>
      </Tabs.List>
      <div className="mt-5">
        <Tabs.Content value="products">
          <ProductsPanel products={dashboard.products} />
        </Tabs.Content>
        <Tabs.Content value="sales">
          <SalesPanel sales={dashboard.sales} />
        </Tabs.Content>
        <Tabs.Content value="wallet">
          <WalletPanel wallet={dashboard.wallet} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <p className="font-serif text-2xl text-brand-900">{t.reviews.soon}</p>
          <p className="mt-1 text-slate-700">{t.reviews.body}</p>
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
