import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { profiles, users } from "#server/db/schema.ts";
import { browserAvailable, MOBILE, useE2e } from "#tests/fixtures/e2e.ts";
import { GOOGLE_USER } from "#tests/fixtures/e2e-server.ts";

import { openAuthModal, pointsBadgeText } from "./support/flows.ts";

// "Entrar com Google" against a local OIDC server standing in for Google (GOOGLE_ISSUER_URL).
// Without Google configuration the failure toast is covered in account.test.ts.

describe.skipIf(!browserAvailable())("login com Google", () => {
  const e2e = useE2e({ google: true });

  it("faz a ida e volta pelo provedor, entra como cliente e cria o perfil", async () => {
    const { page } = await e2e.open();
    await page.goto("/");
    const dialog = await openAuthModal(page);
    await dialog.getByRole("button", { name: "Entrar com Google" }).click();
    await page.waitForURL((url) => url.origin === e2e.app.url && url.pathname === "/");
    expect(await pointsBadgeText(page)).toBe("0 pontos");

    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("navigation", { name: "Menu principal (celular)" }).getByText(GOOGLE_USER.name, { exact: true }).waitFor();

    // What was stored, read once the server has shut down (one process owns the PGlite files).
    expect(await e2e.app.stop()).toBe(0);
    const database = await e2e.app.openStoppedDatabase();
    try {
      const rows = await database.db
        .select({ role: profiles.role, fullName: profiles.fullName, email: profiles.email, emailVerified: users.emailVerified })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, GOOGLE_USER.email));
      expect(rows).toEqual([{ role: "cliente", fullName: GOOGLE_USER.name, email: GOOGLE_USER.email, emailVerified: true }]);
    } finally {
      await database.close();
    }
  });
});
