/** What one row of each admin list holds, as the server reads it (server/services/admin-lists.ts). */
import type { OrderStatus } from "../orders.ts";
import type { Role } from "../roles.ts";
import type { ProductCategory, ProductStatus } from "../shop.ts";
import type { SocialMedia } from "../social-media.ts";

export interface SoulMapRequestRow {
  id: string;
  submittedAt: Date;
  name: string;
  birthDate: string;
  birthTime: string;
  birthCity: string;
  email: string;
  whatsapp: string | null;
}

export interface LeadRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  whatsapp: string | null;
  reading: string | null;
}

export interface HealingRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  whatsapp: string | null;
}

export interface ClientRow {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  points: number;
  role: Role;
  isTherapistApplicant: boolean;
  hasIntegralMap: boolean;
}

export interface ProductRow {
  id: string;
  createdAt: Date;
  title: string;
  author: string;
  category: ProductCategory;
  priceCents: number;
  points: number;
  status: ProductStatus;
}

export interface OrderRow {
  id: string;
  createdAt: Date;
  title: string;
  /** Null once the buyer's account is deleted. */
  buyerName: string | null;
  buyerEmail: string | null;
  sellerName: string;
  priceCents: number;
  points: number;
  status: OrderStatus;
  /** Why a Pix payment that arrived did not complete it (docs/decisions/059); null otherwise. */
  paymentProblem: string | null;
}

export interface ClubRow {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  whatsapp: string;
  cpf: string;
  address: string;
  birthDate: string;
  serviceLocation: string | null;
  socialMedia: SocialMedia;
}

export interface AdminRow {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
}

/** The row type of each list. */
export interface AdminListRows {
  freeMapSubmissions: SoulMapRequestRow;
  leads: LeadRow;
  healingSubmissions: HealingRow;
  clients: ClientRow;
  products: ProductRow;
  orders: OrderRow;
  clubSubscriptions: ClubRow;
  manageAdmins: AdminRow;
}
