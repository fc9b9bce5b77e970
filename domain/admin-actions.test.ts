import { describe, expect, it } from "vitest";

import { adminActionMessages, createAdminSchema, productReviewSchema, removeAdminSchema, roleChangeSchema, roleToggleLabel } from "./admin-actions.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [i.path.join("."), i.message]));

describe("add-admin form (spec §5: full name, e-mail, password all required)", () => {
  it("accepts the three fields, trimmed, the e-mail lower-cased", () => {
    expect(createAdminSchema.parse({ fullName: "  Ana Luz ", email: " Ana.Luz@Exemplo.ORG.br ", password: "senha-forte-1" })).toEqual({
      fullName: "Ana Luz",
      email: "ana.luz@exemplo.org.br",
      password: "senha-forte-1",
    });
  });

  it("says what is missing next to each field", () => {
    expect(firstMessage(createAdminSchema.safeParse({ fullName: " ", email: "sem-arroba", password: "" }))).toEqual({
      fullName: "Nome completo é obrigatório.",
      email: "E-mail inválido.",
      password: "Senha é obrigatória.",
    });
    expect(firstMessage(createAdminSchema.safeParse({}))).toMatchObject({ fullName: "Nome completo é obrigatório." });
  });

  it("refuses a short password, and NUL bytes in the name or an id (they would reach the database)", () => {
    expect(firstMessage(createAdminSchema.safeParse({ fullName: "Ana", email: "a@b.com", password: "curta" }))).toEqual({
      password: "A senha deve ter pelo menos 8 caracteres.",
    });
    expect(firstMessage(createAdminSchema.safeParse({ fullName: "Ana\u0000", email: "a@b.com", password: "senha-forte-1" })).fullName).toMatch(
      /caracteres inválidos/,
    );
    expect(productReviewSchema.safeParse({ productId: "p\u0000", decision: "approved" }).success).toBe(false);
  });
});

describe("product review, role change and removal requests", () => {
  it("a review is 'approved' or 'rejected' of one product", () => {
    const productId = "0b9d2f3e-8a61-4c3e-9d3c-2f1a9b7c6d5e";
    expect(productReviewSchema.parse({ productId, decision: "approved" })).toEqual({ productId, decision: "approved" });
    expect(firstMessage(productReviewSchema.safeParse({ productId, decision: "deleted" }))).toEqual({ decision: adminActionMessages.unknownAction });
    // products.id is a uuid column: anything else is refused here, not by the database.
    for (const wrong of ["", "p1", `${productId}x`]) {
      expect(firstMessage(productReviewSchema.safeParse({ productId: wrong, decision: "approved" }))).toEqual({
        productId: "Registro inválido. Recarregue a página.",
      });
    }
  });

  it("roles change only between cliente and therapist (an admin is made on its own page)", () => {
    expect(roleChangeSchema.parse({ userId: "u1", role: "therapist" })).toEqual({ userId: "u1", role: "therapist" });
    expect(roleChangeSchema.safeParse({ userId: "u1", role: "admin" }).success).toBe(false);
    expect(removeAdminSchema.safeParse({ userId: "x".repeat(101) }).success).toBe(false);
  });

  it("the role button names the other role", () => {
    expect(roleToggleLabel("cliente")).toBe("Tornar terapeuta");
    expect(roleToggleLabel("therapist")).toBe("Tornar cliente");
  });

  it("the removal dialog says the admin goes for good and it cannot be undone (spec §6)", () => {
    expect(adminActionMessages.removeConfirmTitle).toBe("Tem certeza?");
    expect(adminActionMessages.removeConfirmBody("Ana")).toMatch(/^Ana será removido\(a\) permanentemente .*Esta ação não pode ser desfeita\.$/);
    expect([adminActionMessages.cancel, adminActionMessages.confirmRemove]).toEqual(["Cancelar", "Sim, remover"]);
  });
});
