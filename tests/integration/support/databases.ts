import { randomBytes } from "node:crypto";
import pg from "pg";

// Which databases the integration suites run against: PGlite always; PostgreSQL when
// TEST_DATABASE_URL is set. With CI_REQUIRE_SERVICES=1 a missing or unreachable PostgreSQL
// fails the run instead of quietly shrinking it to PGlite.

export type DatabaseKind = "pglite" | "postgres";

const required = process.env.CI_REQUIRE_SERVICES === "1";

async function probe(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The kinds to pass to describe.each. Throws (failing the file) when PostgreSQL is required but absent. */
export async function availableDatabases(): Promise<DatabaseKind[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (required) throw new Error("CI_REQUIRE_SERVICES=1, mas TEST_DATABASE_URL não está definido: os testes de integração precisam do PostgreSQL.");
    return ["pglite"];
  }
  const problem = await probe(url);
  if (problem) {
    if (required) throw new Error(`CI_REQUIRE_SERVICES=1, mas o PostgreSQL em TEST_DATABASE_URL não responde: ${problem}`);
    console.warn(`PostgreSQL indisponível (${problem}); rodando só com PGlite.`);
    return ["pglite"];
  }
  return ["pglite", "postgres"];
}

/** A fresh, uniquely named database on the server of TEST_DATABASE_URL, dropped by `drop()`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL não está definido.");
  const name = `essencia_it_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // A connection left open by a failed test must not keep the database alive.
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
      await admin(`drop database if exists "${name}"`);
    },
  };
}
