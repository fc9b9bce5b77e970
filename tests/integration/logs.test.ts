import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_ACTIONS, FORM_ENDPOINTS } from "#domain/paths.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { PASSWORD, registration, uniqueEmail } from "#tests/fixtures/people.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// What the server's logs may carry (docs/decisions/040): ids and error codes, never a person's
// data, and never a live credential — the password-reset link's token is in its path, the e-mail
// confirmation's in its query, and whoever reads the log could use either.

/** The link of the latest e-mail of `kind` to `email`. */
async function linkIn(app: TestApp, email: string, kind: string): Promise<URL> {
  const [mail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/\S+/)?.[0];
  if (!link) throw new Error(`nenhum link no e-mail ${kind} para ${email}`);
  return new URL(link);
}

describe("logs without credentials", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Real SMTP: the dev outbox logs its links on purpose (and is refused in production).
    app = await createTestServices({ db: "pglite", smtp: true, captureLogs: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("opening a reset link and a confirmation link logs the requests, never their tokens", async () => {
    const email = uniqueEmail("ana").toLowerCase();
    expect((await app.client().action(ACCOUNT_ACTIONS.quickSignUp, { name: "Ana", email, password: PASSWORD })).status).toBe(200);
    expect((await app.client().action(ACCOUNT_ACTIONS.forgotPassword, { email })).status).toBe(200);
    const confirm = await linkIn(app, email, "confirm-email");
    const reset = await linkIn(app, email, "reset-password");
    const tokens = [confirm.searchParams.get("token") as string, reset.pathname.split("/").at(-1) as string];
    expect(tokens.every((t) => t.length >= 16)).toBe(true);

    const browser = app.client();
    // The reset link redirects to the page that asks for the new password, with the token in its query.
    const toPage = await browser.get(reset.href);
    expect(toPage.status).toBe(302);
    const page = new URL(toPage.headers.get("location") ?? "", reset);
    expect(page.searchParams.get("token")).toBe(tokens[1]);
    expect((await browser.get(page.pathname + page.search)).status).toBe(200);
    // A broken link takes the error paths too.
    expect((await browser.get(`${reset.pathname}x${reset.search}`)).status).toBeLessThan(500);
    expect((await browser.action(ACCOUNT_ACTIONS.newPassword, { token: tokens[1], password: "uma-senha-nova-1" })).status).toBe(200);
    expect((await browser.get(confirm.pathname + confirm.search)).status).toBe(302);
    expect((await browser.get(`${confirm.pathname}?token=${tokens[0]}x`)).status).toBeLessThan(500);

    const logs = app.logs.join("\n");
    expect(logs).toContain("/api/auth/reset-password/"); // the requests are there…
    expect(logs).toContain("/api/auth/verify-email");
    for (const token of tokens) expect(logs).not.toContain(token); // …their credentials are not
  });
});

describe("request logs at info", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", captureLogs: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("list the pages a person opened, not the files each page pulls in", async () => {
    await app.client().get("/cursos");
    await app.client().get("/art/logo.svg");
    await app.client().get("/assets/nao-existe.js");
    await app.client().get("/imagens/nao-existe-320.webp");
    const requests = app.logs.map((line) => JSON.parse(line) as { msg: string; path?: string }).filter((l) => l.msg === "request");
    expect(requests.map((l) => l.path)).toEqual(["/cursos"]);
  });
});

describe("logs without personal data", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", captureLogs: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a failed insert logs ids and error codes, never the names, e-mails, phones or CPF it carried", async () => {
    await app.query(`create function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'recusado (teste)'; end $$`);
    await app.query("create trigger refuse_row before insert on therapist_club_subscriptions for each row execute function refuse_row()");
    await app.query("create trigger refuse_row before insert on profiles for each row execute function refuse_row()");
    try {
      const club = await app.client().postJson(FORM_ENDPOINTS.club, {
        submissionId: randomUUID(),
        name: "Maria Sigilosa",
        email: "maria.sigilosa@exemplo.com",
        whatsapp: "(41) 97777-1234",
        cpf: "529.982.247-25",
        address: "Rua Secreta, 77",
        birthDate: "07/03/1985",
        terms: true,
      });
      expect(club.status).toBe(500);
      const signUp = await app.client().postJson(ACCOUNT_ACTIONS.signUp, registration({ name: "Maria Sigilosa", email: "maria.sigilosa@exemplo.com" }));
      expect(signUp.status).toBe(500);
    } finally {
      await app.query("drop trigger refuse_row on therapist_club_subscriptions");
      await app.query("drop trigger refuse_row on profiles");
      await app.query("drop function refuse_row()");
    }
    const logs = app.logs.join("\n");
    expect(logs).toContain("recusado (teste)"); // the cause is there…
    for (const secret of ["Sigilosa", "maria.sigilosa", "97777", "52998224725", "529.982.247-25", "Secreta", "Paulista", "98765"])
      expect(logs).not.toContain(secret);
  });
});
