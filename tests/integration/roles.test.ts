import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_TILES } from "#app/routes/admin/dashboard.tsx";
import { guardTexts, toasts } from "#domain/messages.ts";
import { ROUTES } from "#domain/paths.ts";
import { accounts, mailOutbox, profiles, sessions, users } from "#server/db/schema.ts";
import { uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, type TestApp } from "./support/app.ts";
import { signedInPerson } from "./support/people.ts";

// Who reaches which area (spec §2 guards, §6 roles), and how admins come to exist.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("roles and admin access (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db });
  });
  afterAll(async () => {
    await app?.close();
  });

  const location = (response: Response) => response.headers.get("location");

  describe("login-only pages", () => {
    it("send an anonymous visitor home to sign in, carrying where they wanted to go", async () => {
      const response = await app.client().get(ROUTES.clientArea);
      expect(response.status).toBe(302);
      expect(location(response)).toBe("/?entrar=1&voltar=%2Fclient-area");
      expect(location(await app.client().get(ROUTES.therapist))).toBe("/?entrar=1&voltar=%2Ftherapist");
    });

    it("let a client into the client area, and redirect them from /therapist to /client-area", async () => {
      const person = await signedInPerson(app, { name: "Beatriz Flor" });
      const html = await person.client.page(ROUTES.clientArea);
      expect(html).toContain("Área do Cliente");
      expect(html).toContain("Beatriz Flor");
      const response = await person.client.get(ROUTES.therapist);
      expect(response.status).toBe(302);
      expect(location(response)).toBe(ROUTES.clientArea);
    });

    it("let a therapist into /therapist", async () => {
      const person = await signedInPerson(app, { role: "therapist", name: "Tereza Cura" });
      const html = await person.client.page(ROUTES.therapist);
      expect(html).toContain("Área do Terapeuta");
      expect(html).toContain("Tereza Cura");
    });
  });

  describe("/admin", () => {
    it("sends an anonymous visitor to the admin login, carrying the page", async () => {
      const response = await app.client().get(ROUTES.admin);
      expect(response.status).toBe(302);
      expect(location(response)).toBe("/admin/login?voltar=%2Fadmin");
    });

    it.each(["cliente", "therapist"] as const)("answers a %s with 403 'Acesso Restrito'", async (role) => {
      const person = await signedInPerson(app, { role });
      const html = await person.client.page(ROUTES.admin, 403);
      expect(html).toContain(guardTexts.restrictedTitle);
      expect(html).toContain(guardTexts.restrictedBody);
      for (const tile of ADMIN_TILES) expect(html).not.toContain(tile.href);
    });

    it("shows an admin the spec's seven tiles and 'Pedidos' (docs/decisions/043)", async () => {
      const admin = await signedInPerson(app, { role: "admin", name: "Diretora Sol" });
      const html = await admin.client.page(ROUTES.admin);
      expect(html).toContain("Painel Administrativo");
      expect(ADMIN_TILES).toHaveLength(8);
      for (const tile of ADMIN_TILES) {
        expect(html).toContain(`href="${tile.href}"`);
        expect(html).toContain(tile.label);
      }
    });
  });

  describe("/conta/admin-entrar", () => {
    it("refuses a client with 403 'Você não tem permissão de administrador.' and leaves no session behind", async () => {
      const person = await signedInPerson(app);
      const browser = app.client();
      const response = await browser.action("/conta/admin-entrar", { email: person.email, password: person.password });
      expect(response).toEqual({ status: 403, body: { ok: false, status: 403, toast: toasts.notAdmin } });
      expect(toasts.notAdmin.description).toBe("Você não tem permissão de administrador.");
      expect(browser.cookies.size).toBe(0);
      // Only the session from signedInPerson's own sign-in remains.
      expect(await app.db.$count(sessions, eq(sessions.userId, person.id))).toBe(1);
    });

    it("answers a wrong admin password with 401 'Acesso Negado'", async () => {
      const admin = await signedInPerson(app, { role: "admin" });
      const response = await app.client().action("/conta/admin-entrar", { email: admin.email, password: "nao-e-esta" });
      expect(response).toEqual({ status: 401, body: { ok: false, status: 401, toast: toasts.adminLoginFailed() } });
    });
  });

  describe("the first admin", () => {
    const credentialsFile = () => path.join(app.dataDir, "admin-credentials.txt");

    it("is created on the first start without ADMIN_EMAIL, its credentials kept in DATA_DIR readable only by the owner", async () => {
      expect(statSync(credentialsFile()).mode & 0o777).toBe(0o600);
      const [, email, password] = /^e-mail: (\S+)\nsenha: (\S+)\n$/.exec(readFileSync(credentialsFile(), "utf8")) ?? [];
      expect(email).toBeTruthy();

      const browser = app.client();
      const response = await browser.action("/conta/admin-entrar", { email, password });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ ok: true, viewer: { role: "admin", email, emailConfirmed: true } });
      expect(await browser.page(ROUTES.admin)).toContain("Painel Administrativo");
    });

    it("ADMIN_EMAIL/ADMIN_PASSWORD make sure that admin exists, once, across restarts", async () => {
      const fileBefore = readFileSync(credentialsFile(), "utf8");
      const email = uniqueEmail("gestora").toLowerCase();
      const env = { ADMIN_EMAIL: email, ADMIN_PASSWORD: "senha-da-gestora" };
      const rows = () =>
        app.db
          .select({
            email: users.email,
            emailVerified: users.emailVerified,
            role: profiles.role,
            accounts: app.db.$count(accounts, eq(accounts.userId, users.id)),
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.id))
          .where(eq(users.email, email));

      await app.restart(env);
      const created = await rows();
      expect(created).toEqual([{ email, emailVerified: true, role: "admin", accounts: 1 }]);
      await app.restart(env);
      expect(await rows()).toEqual(created);
      // The operator vouches for the address: no confirmation e-mail.
      expect(await app.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(0);

      const response = await app.client().action("/conta/admin-entrar", { email, password: "senha-da-gestora" });
      expect(response.body).toMatchObject({ ok: true, viewer: { role: "admin" } });
      // An admin already existed, so the first-start file was not rewritten.
      expect(readFileSync(credentialsFile(), "utf8")).toBe(fileBefore);
    });

    it("ADMIN_EMAIL of an existing client promotes that account without touching its password", async () => {
      const person = await signedInPerson(app);
      await app.restart({ ADMIN_EMAIL: person.email, ADMIN_PASSWORD: "outra-senha-qualquer" });
      const response = await app.client().action("/conta/admin-entrar", { email: person.email, password: person.password });
      expect(response.body).toMatchObject({ ok: true, viewer: { role: "admin" } });
    });
  });
});
