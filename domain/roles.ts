export const ROLES = ["admin", "therapist", "cliente"] as const;
export type Role = (typeof ROLES)[number];

/** Spec §3: any role value other than admin or therapist is treated as a client. */
export function normalizeRole(value: string | null | undefined): Role {
  return value === "admin" || value === "therapist" ? value : "cliente";
}
