import { Writable } from "node:stream";
import { stripVTControlCharacters } from "node:util";

import { describe, expect, it } from "vitest";

import { createLogger, scrubMessage } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ LOG_LEVEL: "info", isProduction: true, NODE_ENV: "production" }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join("\n") };
}

/** What Drizzle throws when PostgreSQL refuses an insert: the query, every parameter, and the driver's error. */
function drizzleError() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: "23505",
    constraint: "users_email_unique",
    table: "users",
    detail: "Key (email)=(maria.sigilosa@exemplo.com) already exists.",
  });
  const query = 'insert into "users" ("name", "email", "cpf") values ($1, $2, $3)';
  return Object.assign(new Error(`Failed query: ${query}\nparams: Maria Sigilosa,maria.sigilosa@exemplo.com,52998224725`, { cause }), {
    name: "DrizzleQueryError",
    query,
    params: ["Maria Sigilosa", "maria.sigilosa@exemplo.com", "52998224725"],
  });
}

describe("logs", () => {
  it("development writes lines with a clock time; production writes one JSON object per line", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(stripVTControlCharacters(String(chunk)));
        done();
      },
    });
    createLogger({ LOG_LEVEL: "info", isProduction: false, NODE_ENV: "development" }, sink).info({ path: "/cursos", status: 200 }, "request");
    await new Promise((resolve) => setImmediate(resolve));
    const [dev] = lines;
    expect(dev).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: request/);
    expect(dev).toContain('path: "/cursos"');
    expect(() => JSON.parse(dev as string)).toThrow();

    const { logger, text } = capture();
    logger.info({ path: "/cursos", status: 200 }, "request");
    expect(JSON.parse(text())).toMatchObject({ level: 30, msg: "request", path: "/cursos", time: expect.any(Number) });
  });

  it("an error keeps its query, codes and cause, never the values it carried", () => {
    const { logger, text } = capture();
    logger.error({ err: drizzleError() }, "falha no cadastro");
    const out = text();
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain("23505");
    expect(out).toContain("users_email_unique");
    expect(out).toContain("duplicate key value");
    for (const secret of ["Sigilosa", "maria.sigilosa", "52998224725"]) expect(out).not.toContain(secret);
  });

  it("blanks personal fields someone logs by name", () => {
    const { logger, text } = capture();
    logger.info({ email: "ana@exemplo.com", to: "ana@exemplo.com", user: { name: "Ana Luz", cpf: "52998224725" }, id: "abc" }, "algo");
    const out = text();
    expect(out).toContain('"id":"abc"');
    for (const secret of ["ana@exemplo.com", "Ana Luz", "52998224725"]) expect(out).not.toContain(secret);
  });

  it("blanks personal fields and rebuilds errors at any depth, arrays included", () => {
    const { logger, text } = capture();
    const err = Object.assign(new Error("falhou"), { params: ["52998224725"] });
    logger.info(
      {
        orderId: "o-1",
        order: { buyer: { profile: { email: "bia@exemplo.com", cpf: "52998224725", address: { street: "Rua Secreta" } } } },
        people: [{ fullName: "Bia Luz" }, [{ whatsapp: "11987654321" }]],
        context: { request: { headers: { cookie: "essencia.session_token=segredo", "user-agent": "teste" } }, cause: err },
        note: "escreveu para bia.luz@exemplo.com",
      },
      "algo",
    );
    const out = text();
    expect(out).toContain('"orderId":"o-1"');
    expect(out).toContain('"user-agent":"teste"');
    expect(out).toContain('"message":"falhou"');
    for (const secret of ["bia@exemplo.com", "bia.luz@exemplo.com", "52998224725", "Rua Secreta", "Bia Luz", "11987654321", "segredo"])
      expect(out).not.toContain(secret);
  });

  it("cuts credentials out of every logged address: the reset link's token, a query's token, OAuth code and state", () => {
    const { logger, text } = capture();
    const resetToken = "Vi5d5SvssPDz271SUi3ZpGqk";
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2lnbmF0dXJh";
    logger.info({ method: "GET", path: `/api/auth/reset-password/${resetToken}`, status: 302 }, "request");
    logger.info({ link: `http://essencia.test/api/auth/verify-email?token=${jwt}&callbackURL=%2F%3Fconfirmado%3D1` }, "e-mail (dev outbox)");
    logger.info({ path: "/api/auth/callback/google?code=codigo-secreto&state=estado-secreto" }, "request");
    logger.error({ err: new Error(`No route matches URL "/redefinir-senha?token=${resetToken}"`) }, "erro");
    const out = text();
    expect(out).toContain("/api/auth/reset-password/[redigido]");
    expect(out).toContain("verify-email?token=[redigido]&callbackURL=");
    for (const secret of [resetToken, jwt, "codigo-secreto", "estado-secreto"]) expect(out).not.toContain(secret);
  });

  it.each([
    ['invalid input syntax for type uuid: "maria@exemplo.com"', 'invalid input syntax for type uuid: "[redigido]"'],
    ["Sign-up attempt for existing email: ana@exemplo.com", "Sign-up attempt for existing email: [e-mail]"],
    ['invalid byte sequence for encoding "UTF8": 0x00', 'invalid byte sequence for encoding "UTF8": 0x00'],
  ])("scrubs %j", (message, expected) => {
    expect(scrubMessage(message)).toBe(expected);
  });
});
