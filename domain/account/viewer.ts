import type { Role } from "../roles.ts";

/** The signed-in person as every page and service sees them (root loader, guards, services). */
export interface Viewer {
  id: string;
  email: string;
  emailConfirmed: boolean;
  emailConfirmedAt: string | null;
  fullName: string;
  role: Role;
  points: number;
  hasIntegralMap: boolean;
}
