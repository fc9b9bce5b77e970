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

  it.each([
    ['invalid input syntax for type uuid: "maria@exemplo.com"', 'invalid input syntax for type uuid: "[redigido]"'],
    ["Sign-up attempt for existing email: ana@exemplo.com", "Sign-up attempt for existing email: [e-mail]"],
    ['invalid byte sequence for encoding "UTF8": 0x00', 'invalid byte sequence for encoding "UTF8": 0x00'],
  ])("scrubs %j", (message, expected) => {
    expect(scrubMessage(message)).toBe(expected);
  });
});
