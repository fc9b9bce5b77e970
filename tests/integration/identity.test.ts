import { randomUUID } from "node:crypto";

import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminNotices, toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, API, CONFIRMED_URL, MEMBER_ENDPOINTS, ROUTES } from "#domain/paths.ts";
import { accounts, auditLog, healingSubmissions, leads, profiles, sessions, soulMapSubmissions, therapistClubSubscriptions, users } from "#server/db/schema.ts";
import { UNCONFIRMED_NOTE } from "#server/services/personal-data.ts";
import { seedPerson, uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";
import { signedInPerson } from "./support/people.ts";

// docs/decisions/051: what an account may do depends on whether it proved it holds its address,
// and what leaves the site (a redirect, a CSV file) cannot be turned against the person who opens it.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("identity before trust (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db, captureLogs: true });
  });
  afterAll(() => app?.close());

  /** What someone sent through the public forms with `email`, before any account existed. */
  async function formsSentBy(email: string, name: string) {
    const contact = { name, email };
    await app.db.insert(healingSubmissions).values(contact);
    await app.db.insert(leads).values({ ...contact, reading: "Sua leitura" });
    await app.db.insert(soulMapSubmissions).values({ ...contact, birthDate: "1990-01-01", birthTime: "10:00", birthCity: "Curitiba" });
    await app.db
      .insert(therapistClubSubscriptions)
      .values({ ...contact, whatsapp: "11987654321", cpf: "52998224725", address: "Rua das Flores, 10", birthDate: "1990-01-01" });
  }

  const formRowsOf = async (email: string) => ({
    envioDeEnergia: await app.db.$count(healingSubmissions, eq(healingSubmissions.email, email)),
    contatos: await app.db.$count(leads, eq(leads.email, email)),
    mapaDaAlmaGratuito: await app.db.$count(soulMapSubmissions, eq(soulMapSubmissions.email, email)),
    clubeDeTerapeutas: await app.db.$count(therapistClubSubscriptions, eq(therapistClubSubscriptions.email, email)),
  });

  describe("1. personal data: rows found only by e-mail belong to a confirmed address", () => {
    it("an unconfirmed account on someone else's address neither downloads nor erases their forms, only its own rows", async () => {
      const email = uniqueEmail("vitima").toLowerCase();
      await formsSentBy(email, "Vítima Verdadeira");
      const intruder = await signedInPerson(app, { email, confirmed: false, name: "Intrusa" });
      // A free soul map the account itself requested while signed in: linked by its id, its own.
      await app.db
        .insert(soulMapSubmissions)
        .values({ name: "Intrusa", email, userId: intruder.id, birthDate: "2000-02-02", birthTime: "08:00", birthCity: "Recife" });

      const response = await intruder.client.get(MEMBER_ENDPOINTS.personalData);
      expect(response.status).toBe(200);
      const data = (await response.json()) as Record<string, unknown>;
      expect(data.envioDeEnergia).toEqual([]);
      expect(data.contatos).toEqual([]);
      expect(data.clubeDeTerapeutas).toEqual([]);
      expect((data.mapaDaAlmaGratuito as { name: string; userId: string }[]).map((r) => [r.name, r.userId])).toEqual([["Intrusa", intruder.id]]);
      expect(data.aviso).toBe(UNCONFIRMED_NOTE);
      expect(JSON.stringify(data)).not.toContain("Vítima Verdadeira");

      const erased = await intruder.client.action(MEMBER_ENDPOINTS.personalData, { password: intruder.password, confirm: true });
      expect(erased.status).toBe(200);
      expect(await app.db.$count(users, eq(users.id, intruder.id))).toBe(0);
      expect(await formRowsOf(email)).toEqual({ envioDeEnergia: 1, contatos: 1, mapaDaAlmaGratuito: 1, clubeDeTerapeutas: 1 });
      expect(await app.db.$count(soulMapSubmissions, eq(soulMapSubmissions.name, "Intrusa"))).toBe(0);
    });

    it("a confirmed address downloads and erases the forms sent with it", async () => {
      const email = uniqueEmail("dona").toLowerCase();
      await formsSentBy(email, "Dona do Endereço");
      const owner = await signedInPerson(app, { email, confirmed: true, name: "Dona do Endereço" });
      const data = (await (await owner.client.get(MEMBER_ENDPOINTS.personalData)).json()) as Record<string, unknown[]>;
      for (const key of ["envioDeEnergia", "contatos", "mapaDaAlmaGratuito", "clubeDeTerapeutas"]) expect(data[key], key).toHaveLength(1);
      expect(data.aviso).toBeUndefined();

      expect((await owner.client.action(MEMBER_ENDPOINTS.personalData, { password: owner.password, confirm: true })).status).toBe(200);
      expect(await formRowsOf(email)).toEqual({ envioDeEnergia: 0, contatos: 0, mapaDaAlmaGratuito: 0, clubeDeTerapeutas: 0 });
    });
  });

  describe("2. ADMIN_EMAIL at start takes over an unconfirmed account with that address", () => {
    const operatorPassword = "senha-da-operadora-1";

    it("sets the configured password, drops the other sign-in methods and every session, confirms the address, promotes, and logs it once", async () => {
      const email = uniqueEmail("gestora").toLowerCase();
      const squatter = await signedInPerson(app, { email, confirmed: false, name: "Quem Chegou Antes", password: "senha-de-quem-chegou" });
      await app.db.insert(accounts).values({ id: randomUUID(), accountId: "google-123", providerId: "google", userId: squatter.id });
      const logsBefore = app.logs.length;

      await app.restart({ ADMIN_EMAIL: email, ADMIN_PASSWORD: operatorPassword });

      const operator = await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email, password: operatorPassword });
      expect(operator.body).toMatchObject({ ok: true, viewer: { role: "admin", emailConfirmed: true } });
      expect((await app.client().action(ACCOUNT_ACTIONS.signIn, { email, password: squatter.password })).status).toBe(401);
      expect((await squatter.client.get(ROUTES.clientArea)).status).toBe(302);
      expect(await app.db.select({ provider: accounts.providerId }).from(accounts).where(eq(accounts.userId, squatter.id))).toEqual([
        { provider: "credential" },
      ]);
      // Only the session the operator just opened.
      expect(await app.db.$count(sessions, eq(sessions.userId, squatter.id))).toBe(1);

      const lines = app.logs.slice(logsBefore).map((line) => JSON.parse(line) as { level: number; outcome?: string; msg: string });
      expect(lines.filter((l) => l.outcome === "taken over").map((l) => l.level)).toEqual([40]);
      expect(app.logs.join("\n")).not.toContain(operatorPassword);

      // Idempotent: the next start changes nothing (the operator's session stays).
      await app.restart();
      expect(await app.db.$count(sessions, eq(sessions.userId, squatter.id))).toBe(1);
    });

    it("also takes over an unconfirmed account that an earlier start had already made admin", async () => {
      const email = uniqueEmail("antiga").toLowerCase();
      const squatter = await seedPerson(app.db, { email, confirmed: false, role: "admin", password: "senha-de-quem-chegou" });
      await app.restart({ ADMIN_EMAIL: email, ADMIN_PASSWORD: operatorPassword });
      expect((await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email, password: operatorPassword })).status).toBe(200);
      expect((await app.client().action(ACCOUNT_ACTIONS.adminSignIn, { email, password: squatter.password })).status).toBe(401);
    });
  });

  describe("3. the add-admin form refuses an unconfirmed account", () => {
    it("answers 'Falha ao criar administrador' with the reason, and changes or audits nothing", async () => {
      const admin = await signedInPerson(app, { role: "admin" });
      const unconfirmed = await seedPerson(app.db, { confirmed: false, name: "Ainda Sem Confirmar" });
      const refused = await admin.client.action(ADMIN_ACTIONS.createAdmin, { fullName: "Qualquer", email: unconfirmed.email, password: "senha-longa-123" });
      expect(refused).toEqual({
        status: 409,
        body: {
          ok: false,
          status: 409,
          fieldErrors: { email: adminNotices.unconfirmedAccount },
          toast: toasts.adminCreateFailed(adminNotices.unconfirmedAccount),
        },
      });
      expect(await app.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, unconfirmed.id))).toEqual([{ role: "cliente" }]);
      expect(await app.db.$count(auditLog, eq(auditLog.targetId, unconfirmed.id))).toBe(0);

      // Once the person confirms their address, the same form promotes the account.
      await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, unconfirmed.id));
      const promoted = await admin.client.action(ADMIN_ACTIONS.createAdmin, { fullName: "Qualquer", email: unconfirmed.email, password: "senha-longa-123" });
      expect(promoted).toEqual({ status: 200, body: { ok: true, email: unconfirmed.email, outcome: "promoted" } });
    });
  });

  describe("4. redirects stay on the site", () => {
    const ATTACKS = [
      "/..//evil.example",
      "/\\evil.example",
      "/%2e%2e//evil.example",
      "/.%2e//evil.example",
      "//evil.example",
      "https://evil.example",
      "https://evil.example/?confirmado=1",
      "/%5Cevil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      `${TEST_ORIGIN}.evil.example/`,
      "javascript:alert(1)",
      "/pagina-que-nao-existe",
    ];

    it.each(ATTACKS)("the confirmation link refuses callbackURL=%j with 400, redirecting nowhere", async (callback) => {
      const response = await app.client().get(`${API.auth}/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`);
      expect([response.status, response.headers.get("location")]).toEqual([400, null]);
      expect(await response.json()).toEqual({ ok: false, status: 400, toast: toasts.linkInvalid });
    });

    it.each(["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"])("Google sign-in refuses a %s that leaves the site", async (field) => {
      const response = await app.client().postJson(API.googleSignIn, { provider: "google", [field]: "/..//evil.example" });
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    });

    it("keeps the site's own callbacks working: the confirmation link and the password-reset link", async () => {
      const confirm = await app.client().get(`${API.auth}/verify-email?token=x&callbackURL=${encodeURIComponent(CONFIRMED_URL)}`);
      expect(confirm.status).toBe(302);
      expect(new URL(confirm.headers.get("location") ?? "", TEST_ORIGIN)).toMatchObject({ origin: TEST_ORIGIN, pathname: ROUTES.home });
      const reset = await app.client().get(`${API.auth}/reset-password/x?callbackURL=${encodeURIComponent(`${TEST_ORIGIN}${ROUTES.resetPassword}`)}`);
      expect(reset.status).toBe(302);
      expect(new URL(reset.headers.get("location") ?? "")).toMatchObject({ origin: TEST_ORIGIN, pathname: ROUTES.resetPassword });
    });
  });

  describe("5. CSV export: one row per record, and no line of a cell starts a formula", () => {
    /** What Excel and LibreOffice do with a cell: run it as a formula when it starts with one of these. */
    const FORMULA_START = /^[=+\-@]/;
    /** A spreadsheet ends a row at any CR, LF or CRLF outside quotes. */
    const asSpreadsheet = (csv: string) =>
      parse(csv, { delimiter: ";", bom: true, record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: true }) as string[][];

    it("quotes CR and LF, guards every line, and keeps a multi-paragraph reading in one cell", async () => {
      const reading = 'Primeiro parágrafo da leitura.\n\nSegundo parágrafo.\n=HYPERLINK("http://evil.example";"clique")';
      const rows = [
        { name: 'Linha\n=HYPERLINK("http://evil.example")', email: "csv.lf@exemplo.org.br", reading },
        { name: "\r+1+cmd|' /C calc'!A0", email: "csv.cr@exemplo.org.br", reading: "a\r\n-2+3\r@SUM(A1)" },
        { name: "Tab\n\t=1", email: "csv.tab@exemplo.org.br", reading: "Sem fórmula" },
      ];
      await app.db.insert(leads).values(rows);
      const admin = await signedInPerson(app, { role: "admin" });
      const response = await admin.client.get("/admin/exportar/leads?q=csv");
      expect(response.status).toBe(200);
      const csv = await response.text();

      const records = parse(csv, { delimiter: ";", bom: true }) as string[][];
      expect(asSpreadsheet(csv)).toEqual(records);
      expect(records).toHaveLength(rows.length + 1);
      const byEmail = new Map(records.map((r) => [r[1], r]));
      expect(byEmail.get("csv.lf@exemplo.org.br")?.[3]).toBe(
        'Primeiro parágrafo da leitura.\n\nSegundo parágrafo.\n\'=HYPERLINK("http://evil.example";"clique")',
      );
      expect(byEmail.get("csv.lf@exemplo.org.br")?.[0]).toBe('Linha\n\'=HYPERLINK("http://evil.example")');
      for (const cell of records.flat()) {
        expect(cell, JSON.stringify(cell)).not.toMatch(/^[\t\r]/);
        for (const line of cell.split(/\r\n|\r|\n/)) expect(line.replace(/^[\t ]+/, ""), JSON.stringify(cell)).not.toMatch(FORMULA_START);
      }
    });
  });
});
