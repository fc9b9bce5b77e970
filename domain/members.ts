/**
 * What the client area and the therapist dashboard receive from their loaders: plain data
 * (timestamps as ISO strings), shared by the server services that build it and the pages.
 */
import type { Address } from "./address.ts";
import type { OrderView } from "./orders.ts";
import type { PointsReason } from "./points.ts";
import type { ProductCategory, ProductStatus } from "./shop.ts";
import type { TherapistKpis } from "./therapist.ts";

export interface ClientProfile {
  fullName: string;
  email: string;
  whatsapp: string | null;
  /** Every digit hidden except the last two. */
  cpf: string;
  address: Address | null;
}

export interface PointsEntryView {
  id: string;
  delta: number;
  reason: PointsReason;
  /** The order's title, when the entry came from one. */
  orderTitle: string | null;
  createdAt: string;
}

export interface ClientAreaData {
  profile: ClientProfile;
  points: number;
  recentPoints: PointsEntryView[];
  orders: OrderView[];
}

export interface TherapistProduct {
  id: string;
  title: string;
  category: ProductCategory;
  priceCents: number;
  points: number;
  status: ProductStatus;
  createdAt: string;
}

export interface TherapistSale {
  id: string;
  title: string;
  priceCents: number;
  /** The purchase date. */
  createdAt: string;
}

export interface WalletView {
  revenueCents: number;
  availableCents: number;
  pendingCents: number;
  nextReleaseAt: string | null;
}

export interface TherapistDashboard {
  products: TherapistProduct[];
  sales: TherapistSale[];
  kpis: TherapistKpis;
  wallet: WalletView;
}
