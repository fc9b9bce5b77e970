import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { accountMessages } from "#domain/account/messages.ts";
import { accountNotices, toasts } from "#domain/messages.ts";
import { accounts, mailOutbox, profiles, sessions, users, verifications } from "#server/db/schema.ts";
import { PASSWORD, registration, seedPerson, STORED_ADDRESS, uniqueEmail } from "#tests/fixtures/people.ts";
import { availableDatabases } from "#tests/fixtures/postgres.ts";
import { eventually } from "#tests/fixtures/wait.ts";

import { createTestServices, TEST_ORIGIN, type TestApp } from "./support/app.ts";

// Accounts through HTTP, as the browser calls them, with e-mail read from a real SMTP peer.

const DATABASES = await availableDatabases();

describe.each(DATABASES)("accounts (%s)", (db) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestServices({ db, smtp: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const tables = { users, profiles, accounts, mailOutbox };
  async function counts() {
    return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await app.count(table)] as const)));
  }

  async function profileOf(email: string) {
    const [row] = await app.db
      .select({
        userEmail: users.email,
        emailVerified: users.emailVerified,
        emailConfirmedAt: users.emailConfirmedAt,
        fullName: profiles.fullName,
        email: profiles.email,
        role: profiles.role,
        points: profiles.points,
        cpf: profiles.cpf,
        birthDate: profiles.birthDate,
        whatsapp: profiles.whatsapp,
        address: profiles.address,
        isTherapistApplicant: profiles.isTherapistApplicant,
        hasIntegralMap: profiles.hasIntegralMap,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email.toLowerCase()));
    return row;
  }

  const sessionsOf = (email: string) =>
    app.db.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email.toLowerCase()));

  /** Someone who already has an account (these tests are not about signing up), with the address as they would type it. */
  async function existingPerson(name?: string) {
    const email = uniqueEmail("pessoa");
    await seedPerson(app.db, { name, email });
    return { email };
  }

  const confirmationMail = (email: string) => app.smtp.waitFor(email, (m) => m.subject === "Confirme seu e-mail");

  describe("sign-up (wizard)", () => {
    it("stores the user and the profile with every field of the spec's metadata", async () => {
      const input = registration({ name: "Maria da Luz", email: uniqueEmail("Maria.Luz") });
      const response = await app.client().action("/conta/cadastro", input);
      expect(response).toEqual({ status: 200, body: { ok: true } });

      expect(await profileOf(input.email)).toEqual({
        userEmail: input.email.toLowerCase(),
        emailVerified: false,
        emailConfirmedAt: null,
        fullName: "Maria da Luz",
        email: input.email.toLowerCase(),
        role: "cliente",
        points: 0,
        cpf: "52998224725",
        birthDate: "1990-03-05",
        whatsapp: "11987654321",
        address: STORED_ADDRESS,
        isTherapistApplicant: true,
        hasIntegralMap: false,
      });
      // The password is kept only as a hash.
      const [account] = await app.db
        .select({ providerId: accounts.providerId, password: accounts.password })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, input.email.toLowerCase()));
      expect(account.providerId).toBe("credential");
      expect(account.password).not.toContain(PASSWORD);
    });

    it("keeps complement optional and the applicant flag off when not ticked", async () => {
      const { complement: _c, ...input } = registration({ isTherapist: false });
      expect((await app.client().action("/conta/cadastro", input)).status).toBe(200);
      const profile = await profileOf(input.email);
      expect(profile.address).toMatchObject({ complement: "" });
      expect(profile.isTherapistApplicant).toBe(false);
      expect(profile.role).toBe("cliente");
    });

    it("answers a taken e-mail (in any case) with 409 and the duplicate message, storing nothing new", async () => {
      const first = registration();
      expect((await app.client().action("/conta/cadastro", first)).status).toBe(200);
      await confirmationMail(first.email);
      const before = await counts();

      // Someone else (another password): the same sign-up sent again would answer ok (sign-up-load.test.ts).
      const again = await app.client().action("/conta/cadastro", registration({ email: first.email.toUpperCase(), password: "outra-senha-123" }));
      expect(again).toEqual({
        status: 409,
        body: { ok: false, status: 409, fieldErrors: { email: accountNotices.duplicateEmail }, toast: toasts.signupFailed(accountNotices.duplicateEmail) },
      });
      const quick = await app.client().action("/conta/cadastro-rapido", { name: "Outra", email: first.email.toLowerCase(), password: PASSWORD });
      expect(quick.status).toBe(409);
      expect(await counts()).toEqual(before);
    });

    const m = accountMessages;
    it.each([
      ["a CPF with wrong check digits", { cpf: "529.982.247-24" }, { cpf: "CPF inválido." }],
      ["a birth date in the future", { birthDate: "01/01/2999" }, { birthDate: m.birthDateFuture }],
      ["an impossible date", { birthDate: "31/02/1990" }, { birthDate: m.birthDateInvalid }],
      ["a state that is not a UF", { state: "XX" }, { state: m.stateInvalid }],
      ["a short password", { password: "1234567" }, { password: "A senha deve ter pelo menos 8 caracteres." }],
      ["a malformed e-mail", { email: "maria@" }, { email: m.emailInvalid }],
      ["a WhatsApp without DDD", { whatsapp: "98765-4321" }, { whatsapp: m.whatsappInvalid }],
      ["blank required fields", { name: " ", street: "", city: "" }, { name: m.nameRequired, street: m.streetRequired, city: m.cityRequired }],
    ])("rejects %s with 400 and the field's message, storing nothing", async (_case, overrides, fieldErrors) => {
      const before = await counts();
      const { status, body } = await app.client().action("/conta/cadastro", registration(overrides));
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual(fieldErrors);
      expect(body.toast).toEqual(toasts.signupFailed(Object.values(fieldErrors)[0]));
      expect(await counts()).toEqual(before);
    });

    it("rejects a sign-up with every field missing, naming each one", async () => {
      const before = await counts();
      const { status, body } = await app.client().action("/conta/cadastro", {});
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({
        name: m.nameRequired,
        email: m.emailRequired,
        password: m.passwordRequired,
        cpf: m.cpfRequired,
        birthDate: m.birthDateRequired,
        whatsapp: m.whatsappRequired,
        cep: m.cepRequired,
        street: m.streetRequired,
        number: m.numberRequired,
        neighborhood: m.neighborhoodRequired,
        city: m.cityRequired,
        state: m.stateRequired,
      });
      expect(await counts()).toEqual(before);
    });

    it("writes nothing at all when the profile cannot be stored (user, profile and e-mail are one transaction)", async () => {
      await app.query(`create function refuse_profile() returns trigger language plpgsql as $$ begin raise exception 'perfil recusado (teste)'; end $$`);
      await app.query("create trigger refuse_profile before insert or update on profiles for each row execute function refuse_profile()");
      try {
        const before = await counts();
        const input = registration();
        const { status, body } = await app.client().action("/conta/cadastro", input);
        expect(status).toBe(500);
        expect(body.toast).toEqual(toasts.signupFailed());
        expect(await counts()).toEqual(before);
        expect(await app.db.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()))).toEqual([]);
        // Nothing was queued, so nothing can arrive.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(app.smtp.messages.filter((msg) => msg.to.includes(input.email.toLowerCase()))).toEqual([]);
      } finally {
        await app.query("drop trigger refuse_profile on profiles");
        await app.query("drop function refuse_profile()");
      }
    });
  });

  describe("sign-up (welcome pop-up)", () => {
    it("stores only the name, with role 'cliente' (a posted role is ignored)", async () => {
      const email = uniqueEmail("ana");
      const response = await app
        .client()
        .action("/conta/cadastro-rapido", { name: "Ana Estrela", email, password: PASSWORD, role: "admin", cpf: "529.982.247-25" });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ ok: true, viewer: { fullName: "Ana Estrela", role: "cliente", emailConfirmed: false } });
      expect(await profileOf(email)).toMatchObject({
        fullName: "Ana Estrela",
        email: email.toLowerCase(),
        role: "cliente",
        points: 0,
        cpf: null,
        birthDate: null,
        whatsapp: null,
        address: null,
        isTherapistApplicant: false,
      });
    });

    it("signs the person in, unconfirmed, and the confirmation link comes back to /soul-map", async () => {
      const email = uniqueEmail("popup").toLowerCase();
      const client = app.client();
      expect((await client.action("/conta/cadastro-rapido", { name: "Bia Estrela", email, password: PASSWORD })).status).toBe(200);
      expect(await client.page("/soul-map")).toContain("Confirme seu E-mail");
      const [mail] = await app.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail?.text).toContain(`callbackURL=${encodeURIComponent("/soul-map?confirmado=1")}`);
    });

    it("rejects missing fields with 400", async () => {
      const before = await counts();
      const { status, body } = await app.client().action("/conta/cadastro-rapido", { name: "", email: "", password: "" });
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({
        name: accountMessages.nameRequired,
        email: accountMessages.emailRequired,
        password: accountMessages.passwordRequired,
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe("e-mail confirmation", () => {
    it("a name that is a link does not reach the confirmation e-mail: it greets 'Olá!' and carries no address of the sender's choosing", async () => {
      const input = registration({ name: "Ganhe um Pix em golpe.example/pix", email: uniqueEmail("vitima") });
      expect((await app.client().action("/conta/cadastro", input)).status).toBe(200);
      const mail = await confirmationMail(input.email.toLowerCase());
      expect(mail.text).toMatch(/^Olá!/);
      expect(mail.text + mail.html).not.toContain("golpe");
    });

    it("sends 'Confirme seu e-mail'; its link confirms the address; the first confirmed sign-in is flagged once", async () => {
      const input = registration({ name: "Clara Aurora" });
      const email = input.email.toLowerCase();
      expect((await app.client().action("/conta/cadastro", input)).status).toBe(200);

      const mail = await confirmationMail(email);
      expect(mail.text).toContain("Olá, Clara Aurora!");
      const link = app.smtp.linkIn(mail, "/api/auth/verify-email");
      expect(link.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
      // The peer has it; the row is marked right after the SMTP answer.
      const outbox = await eventually(async () => {
        const rows = await app.db
          .select({ kind: mailOutbox.kind, status: mailOutbox.status, transport: mailOutbox.transport })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email));
        return rows[0]?.status === "sent" && rows;
      }, "e-mail marcado como enviado");
      expect(outbox).toEqual([{ kind: "confirm-email", status: "sent", transport: "smtp" }]);

      // Signing in does not wait for the confirmation.
      const early = await app.client().action("/conta/entrar", { email, password: PASSWORD });
      expect(early.status).toBe(200);
      expect(early.body).toMatchObject({ ok: true, firstConfirmedSignIn: false, viewer: { emailConfirmed: false, fullName: "Clara Aurora" } });

      const followed = await app.client().get(link);
      expect(followed.status).toBe(302);
      expect(new URL(followed.headers.get("location") ?? "", TEST_ORIGIN).search).toBe("?confirmado=1");
      const [user] = await app.db
        .select({ emailVerified: users.emailVerified, emailConfirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.email, email));
      expect(user.emailVerified).toBe(true);
      expect(user.emailConfirmedAt).not.toBeNull();
      expect(Math.abs(user.emailConfirmedAt!.getTime() - Date.now())).toBeLessThan(60_000);

      const first = await app.client().action("/conta/entrar", { email, password: PASSWORD });
      expect(first.body).toMatchObject({ ok: true, firstConfirmedSignIn: true, viewer: { emailConfirmed: true } });
      const second = await app.client().action("/conta/entrar", { email, password: PASSWORD });
      expect(second.body).toMatchObject({ ok: true, firstConfirmedSignIn: false });
    });

    it("a forged confirmation link confirms nothing", async () => {
      const response = await app.client().get("/api/auth/verify-email?token=forjado&callbackURL=%2F%3Fconfirmado%3D1");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toContain("error=");
    });
  });

  describe("sign-in and sign-out", () => {
    it("sets a session cookie, after which the page shows the person's name", async () => {
      const input = await existingPerson("Helena Solar");
      const browser = app.client();
      // The name travels in the data the page hydrates with (the phone menu draws it once opened).
      expect(await browser.page("/")).not.toContain("Helena Solar");

      const { status, body } = await browser.action("/conta/entrar", { email: input.email, password: PASSWORD });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, viewer: { fullName: "Helena Solar", email: input.email.toLowerCase(), role: "cliente", points: 0 } });
      expect(browser.cookies.has("essencia.session_token")).toBe(true);
      const home = await browser.page("/");
      expect(home).toContain("Helena Solar");
      expect(home).toContain('data-testid="points-badge"');
      expect(home).not.toContain("Login / Cadastro");
    });

    it("answers a wrong password, or an unknown e-mail, with 401 'Falha no Login' and no session", async () => {
      const input = await existingPerson();
      const expected = {
        status: 401,
        body: { ok: false, status: 401, toast: { title: "Falha no Login", description: "E-mail ou senha incorretos.", destructive: true } },
      };

      const browser = app.client();
      expect(await browser.action("/conta/entrar", { email: input.email, password: "senha-errada" })).toEqual(expected);
      expect(await browser.action("/conta/entrar", { email: uniqueEmail("ninguem"), password: PASSWORD })).toEqual(expected);
      expect(browser.cookies.size).toBe(0);
      expect(await sessionsOf(input.email)).toEqual([]);
    });

    it("rejects a sign-in with missing fields with 400 and the fields' messages", async () => {
      const { status, body } = await app.client().action("/conta/entrar", { email: "", password: "" });
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ email: accountMessages.emailRequired, password: accountMessages.passwordRequired });
      expect(body.toast).toEqual(toasts.loginFailed(accountMessages.emailRequired));
    });

    it("signs out: the cookie is cleared and the old session no longer works", async () => {
      const input = await existingPerson("Iara Lua");
      const browser = app.client();
      expect((await browser.action("/conta/entrar", { email: input.email, password: PASSWORD })).status).toBe(200);
      const stolen = browser.cookies.get("essencia.session_token") as string;

      expect(await browser.action("/conta/sair", {})).toEqual({ status: 200, body: { ok: true } });
      expect(browser.cookies.has("essencia.session_token")).toBe(false);
      expect(await browser.page("/")).not.toContain("Iara Lua");
      expect(await sessionsOf(input.email)).toEqual([]);

      const replay = app.client();
      replay.cookies.set("essencia.session_token", stolen);
      expect(await replay.page("/")).not.toContain("Iara Lua");
    });
  });

  describe("password reset", () => {
    const resetMail = (email: string) => app.smtp.waitFor(email, (m) => m.subject === "Redefinição de senha");

    /** Asks for a reset and returns the e-mailed link's token (via the redirect to /redefinir-senha). */
    async function resetToken(email: string): Promise<string> {
      const before = app.smtp.messages.length;
      expect(await app.client().action("/conta/recuperar-senha", { email })).toEqual({ status: 200, body: { ok: true } });
      const mail = await app.smtp.waitFor(email, (m) => m.subject === "Redefinição de senha" && app.smtp.messages.indexOf(m) >= before);
      const response = await app.client().get(app.smtp.linkIn(mail, "/api/auth/reset-password/"));
      expect(response.status).toBe(302);
      const target = new URL(response.headers.get("location") ?? "", TEST_ORIGIN);
      expect(target.origin + target.pathname).toBe(`${TEST_ORIGIN}/redefinir-senha`);
      return target.searchParams.get("token") as string;
    }

    const invalidLink = {
      status: 400,
      body: {
        ok: false,
        status: 400,
        fieldErrors: { token: accountNotices.resetLinkInvalid },
        toast: { title: "Link inválido", description: accountNotices.resetLinkInvalid, destructive: true },
      },
    };

    it("answers a known and an unknown e-mail the same way, and mails only the known one", async () => {
      const input = await existingPerson("Rosa Vento");
      const known = input.email.toLowerCase();
      const unknown = uniqueEmail("desconhecida").toLowerCase();

      const forKnown = await app.client().action("/conta/recuperar-senha", { email: input.email });
      const forUnknown = await app.client().action("/conta/recuperar-senha", { email: unknown });
      expect(forKnown).toEqual({ status: 200, body: { ok: true } });
      expect(forUnknown).toEqual(forKnown);

      const mail = await resetMail(known);
      expect(mail.text).toContain("Olá, Rosa Vento!");
      expect(
        await app.db
          .select({ to: mailOutbox.to })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, "reset-password"), inArray(mailOutbox.to, [known, unknown]))),
      ).toEqual([{ to: known }]);
      expect(app.smtp.messages.filter((msg) => msg.to.includes(unknown))).toEqual([]);
    });

    it("rejects a malformed e-mail with 400 'Falha ao enviar e-mail'", async () => {
      const { status, body } = await app.client().action("/conta/recuperar-senha", { email: "rosa" });
      expect(status).toBe(400);
      expect(body.toast).toEqual(toasts.resetFailed(accountMessages.emailInvalid));
    });

    it("the e-mailed link leads to /redefinir-senha, where the new password replaces the old one, once", async () => {
      const input = await existingPerson("Luna Mar");
      const before = app.client();
      expect((await before.action("/conta/entrar", { email: input.email, password: PASSWORD })).status).toBe(200);

      const token = await resetToken(input.email.toLowerCase());
      expect(await app.client().page(`/redefinir-senha?token=${encodeURIComponent(token)}`)).toContain("Escolha sua nova senha");

      const newPassword = "nova-senha-luminosa";
      expect(await app.client().action("/conta/nova-senha", { token, password: newPassword })).toEqual({ status: 200, body: { ok: true } });
      expect((await app.client().action("/conta/entrar", { email: input.email, password: PASSWORD })).status).toBe(401);
      expect((await app.client().action("/conta/entrar", { email: input.email, password: newPassword })).status).toBe(200);
      // Sessions opened with the old password end with it.
      expect(await before.page("/")).not.toContain("Luna Mar");

      expect(await app.client().action("/conta/nova-senha", { token, password: "outra-senha-ainda" })).toEqual(invalidLink);
      expect((await app.client().action("/conta/entrar", { email: input.email, password: newPassword })).status).toBe(200);
    });

    it("an expired link fails and leaves the password as it was", async () => {
      const input = await existingPerson();
      const token = await resetToken(input.email.toLowerCase());
      const expired = await app.db
        .update(verifications)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(like(verifications.identifier, `%${token}`))
        .returning({ id: verifications.id });
      expect(expired).toHaveLength(1);

      expect(await app.client().action("/conta/nova-senha", { token, password: "nova-senha-luminosa" })).toEqual(invalidLink);
      expect((await app.client().action("/conta/entrar", { email: input.email, password: PASSWORD })).status).toBe(200);
    });

    it("a made-up token fails the same way, and a short new password is refused before it is checked", async () => {
      expect(await app.client().action("/conta/nova-senha", { token: "inventado", password: "nova-senha-luminosa" })).toEqual(invalidLink);
      const short = await app.client().action("/conta/nova-senha", { token: "inventado", password: "curta" });
      expect(short.status).toBe(400);
      expect(short.body.fieldErrors).toEqual({ password: accountMessages.passwordTooShort });
    });
  });
});
