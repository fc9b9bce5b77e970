import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_ACTIONS, ROUTES } from "#domain/paths.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { PASSWORD, uniqueEmail } from "#tests/fixtures/people.ts";
import { eventually } from "#tests/fixtures/wait.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// Mail in production (docs/decisions/040): no SMTP_URL is a start-up error, unless the operator
// chooses MAIL_TRANSPORT=log, and then no link (nor address) is ever written to the log.

const SECRET = "s".repeat(48);

/** Starts the built server as `npm start` does and returns how it ended within `ms`. */
function startBuilt(env: Record<string, string>, ms = 20_000): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "essencia-prod-mail-"));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["build/server/main.js"], {
      env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), ms);
    child.on("exit", (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe("NODE_ENV=production without SMTP_URL", () => {
  it("does not start, and says what to set", async () => {
    const { code, output } = await startBuilt({ NODE_ENV: "production", AUTH_SECRET: SECRET });
    expect(code).toBe(1);
    expect(output).toContain("SMTP_URL é obrigatório em produção (NODE_ENV=production); para não enviar e-mails de propósito, defina MAIL_TRANSPORT=log");
  });
});

describe("MAIL_TRANSPORT=log in production", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", captureLogs: true, env: { NODE_ENV: "production", AUTH_SECRET: SECRET, MAIL_TRANSPORT: "log" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("sends nothing and logs no link and no address, only the message's id and kind", async () => {
    const email = uniqueEmail("ana").toLowerCase();
    expect((await app.client().action(ACCOUNT_ACTIONS.quickSignUp, { name: "Ana", email, password: PASSWORD })).status).toBe(200);
    expect((await app.client().action(ACCOUNT_ACTIONS.forgotPassword, { email })).status).toBe(200);
    const rows = await eventually(async () => {
      const sent = await app.db
        .select({ id: mailOutbox.id, kind: mailOutbox.kind, transport: mailOutbox.transport })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.status, "sent")))
        .orderBy(asc(mailOutbox.createdAt));
      return sent.length === 2 && sent;
    }, "as mensagens saírem da fila");
    expect(rows.map((r) => [r.kind, r.transport])).toEqual([
      ["confirm-email", "log"],
      ["reset-password", "log"],
    ]);
    const logs = app.logs.join("\n");
    for (const row of rows) expect(logs).toContain(row.id);
    expect(logs).not.toMatch(/https?:\/\//);
    expect(logs).not.toContain("/api/auth/");
    expect(logs).not.toContain(email);
  });

  it("keeps /dev/outbox closed", async () => {
    expect((await app.client().get(ROUTES.devOutbox)).status).toBe(404);
  });
});

describe("outside production with real SMTP", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", env: { SMTP_URL: "smtp://127.0.0.1:9" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("/dev/outbox, which shows every link, opens only for the dev outbox", async () => {
    expect((await app.client().get(ROUTES.devOutbox)).status).toBe(404);
  });
});
