import { jsonEndpoint, jsonResult } from "#app/lib/endpoint.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { createProduct, loadTherapistDashboard } from "#app/lib/services.server.ts";
import { productFormSchema } from "#domain/forms/product.ts";

import type { Route } from "./+types/products";

/** The therapist's own products, any status (JSON). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "therapist");
  const result = await loadTherapistDashboard(context, viewer);
  return jsonResult(result.ok ? { ok: true, products: result.products } : result);
}

/** The dashboard's new product form: stored 'Pendente' until an admin approves it. */
const endpoint = jsonEndpoint({ role: "therapist", schema: productFormSchema, handle: createProduct });
export const action = endpoint.action;
