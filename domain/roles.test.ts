import { describe, expect, it } from "vitest";
import { ROLES, normalizeRole } from "./roles.ts";

describe("normalizeRole (spec §3: any other value is a client)", () => {
  it("knows the three roles", () => {
    expect(ROLES).toEqual(["admin", "therapist", "cliente"]);
  });

  it.each(["admin", "therapist", "cliente"] as const)("keeps %s", (role) => {
    expect(normalizeRole(role)).toBe(role);
  });

  it.each(["client", "Admin", "ADMIN", " admin", "terapeuta", "superuser", "", null, undefined])("treats %j as cliente", (value) => {
    expect(normalizeRole(value)).toBe("cliente");
  });
});
