import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import { signedInPerson } from "./support/people.ts";

// Spec §8: when reading the signed-in person's profile fails, the site logs 'Erro ao buscar perfil'
// and carries on with an empty profile; it does not answer every page with 'Algo deu errado'.

describe.each(await availableDatabases())("a failed profile read (%s)", (db) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db, captureLogs: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("renders the page signed in, without the name it could not read, and logs 'Erro ao buscar perfil'", async () => {
    const person = await signedInPerson(app, { name: "Pessoa Sem Perfil Legível" });
    // A real failure of the profile read: the column it selects is gone while the page is asked for.
    await app.query("alter table profiles rename column full_name to full_name_away");
    try {
      const html = await person.client.page("/courses");
      // Only the phone menu, once opened, names the person: then with DEFAULT_DISPLAY_NAME.
      expect(html).not.toContain("Pessoa Sem Perfil Legível");
      expect(html).toContain('data-testid="points-badge"');
      expect(html).not.toContain("Algo deu errado");
      expect(html).not.toContain("Login / Cadastro");
    } finally {
      await app.query("alter table profiles rename column full_name_away to full_name");
    }
    expect(app.logs.some((line) => line.includes('"msg":"Erro ao buscar perfil"'))).toBe(true);
    // Once the profile reads again, the person's own name is back.
    expect(await person.client.page("/courses")).toContain("Pessoa Sem Perfil Legível");
  });
});
