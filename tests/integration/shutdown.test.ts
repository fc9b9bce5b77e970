import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_ACTIONS, ADMIN_ACTIONS, API } from "#domain/paths.ts";
import { openDatabase } from "#server/db/client.ts";
import { PROJECTOR_BIRTH } from "#tests/fixtures/integral-map.ts";
import { PASSWORD, seedPerson } from "#tests/fixtures/people.ts";
import { createPostgresDatabase, postgresAvailable, type PostgresDatabase } from "#tests/fixtures/postgres.ts";
import { BUILT_MAIN, startBuiltServer } from "#tests/support/built-server.ts";

// SIGTERM as a process manager sends it (docs/decisions/058): the built server stops accepting,
// lets a Soul Compass reply under way stream to its end, closes the database and exits 0 within
// SHUTDOWN_TIMEOUT_SECONDS. On PostgreSQL, so the test can seed while the server runs.

const ADMIN = { email: "admin.shutdown@essencia.test", password: "senha-do-admin-1" };
const { utc: _utc, ...BIRTH } = PROJECTOR_BIRTH;

describe.runIf((await postgresAvailable()) && existsSync(BUILT_MAIN))("graceful shutdown (built server, PostgreSQL)", () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    database = await createPostgresDatabase("shutdown");
    dataDir = mkdtempSync(path.join(tmpdir(), "essencia-shutdown-"));
    const started = await startBuiltServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_TIMEOUT_SECONDS: "10",
      },
    });
    ({ child: server, base } = started);
    if (!started.serving) throw new Error(`o servidor não subiu:\n${started.output()}`);
  });
  afterAll(async () => {
    if (server?.exitCode === null) server.kill("SIGKILL");
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(target: string, body: unknown): Promise<string> {
    const response = await fetch(`${base}${target}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
    expect(response.status, target).toBe(200);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }
  const post = (target: string, cookie: string, body: unknown) =>
    fetch(`${base}${target}`, { method: "POST", headers: { "content-type": "application/json", origin: base, cookie }, body: JSON.stringify(body) });

  it("a chat reply under way ends cleanly, new connections are refused, and the process exits 0 within the bound", async () => {
    const db = await openDatabase({ url: database.url, dataDir });
    const person = await seedPerson(db.db, { name: "Joana Raio de Sol" });
    await db.close();
    const admin = await signIn(ACCOUNT_ACTIONS.adminSignIn, ADMIN);
    expect((await post(ADMIN_ACTIONS.grantIntegralMap, admin, { userId: person.id, ...BIRTH })).status).toBe(200);
    const cookie = await signIn(ACCOUNT_ACTIONS.signIn, { email: person.email, password: PASSWORD });

    const reply = await post(API.soulCompassChat, cookie, { conversationId: randomUUID(), question: "Como eu decido melhor?" });
    expect(reply.status).toBe(200);
    const reader = reply.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);

    const exited = new Promise<{ code: number | null; seconds: number }>((resolve) => {
      const sent = performance.now();
      server.once("exit", (code) => resolve({ code, seconds: (performance.now() - sent) / 1000 }));
    });
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No new connection is accepted; a request on a connection already open is answered and told it is the last.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(base).port), "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve("connected")));
      socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
    const lastOnOpen = await fetch(`${base}/healthz`).catch(() => null);
    if (lastOnOpen) expect(lastOnOpen.headers.get("connection")).toBe("close");

    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
    expect(text).toContain('"type":"finish"');
    expect(text).not.toContain('"type":"error"');
    const { code, seconds } = await exited;
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(10);
  });
});
