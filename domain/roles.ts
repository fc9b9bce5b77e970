/** The three roles of spec §6; stored as a PostgreSQL enum, so no other value can exist. */
export const ROLES = ["cliente", "therapist", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The role of a person without a profile row yet (spec §3: anything else is treated as a client). */
export const DEFAULT_ROLE: Role = "cliente";

export const ROLE_LABELS: Record<Role, string> = {
  cliente: "Cliente",
  therapist: "Terapeuta",
  admin: "Administrador(a)",
};
