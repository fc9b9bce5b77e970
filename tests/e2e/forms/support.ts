import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

// The forms suites run the built server on a PostgreSQL database of their own, so the test can
// read what a form stored while the server keeps running (PGlite allows a single process).

const BASE_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** Whether PostgreSQL answers; with CI_REQUIRE_SERVICES=1 its absence fails the run instead of skipping. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: BASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (err) {
    if (process.env.CI_REQUIRE_SERVICES === "1") throw new Error(`PostgreSQL em ${BASE_URL} não responde e CI_REQUIRE_SERVICES=1: ${String(err)}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for this file: created before the server starts (call this before useE2e, so
 * its hooks run first and last), dropped after it stops. `url` goes to the server as DATABASE_URL.
 */
export function useFreshDatabase() {
  const name = `essencia_e2e_forms_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    await admin(`create database "${name}"`);
  });
  afterAll(async () => {
    await pool?.end();
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
    await admin(`drop database if exists "${name}"`);
  });
  return {
    url: url.toString(),
    /** Rows as the server stored them. */
    async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
      pool ??= new pg.Pool({ connectionString: url.toString(), max: 2 });
      return (await pool.query(text, values)).rows as T[];
    },
  };
}

/**
 * Holds the form's POST until `release()`, so the test can see the sending state
 * (disabled fields, 'Enviando...') that a fast server would otherwise hide.
 */
export async function holdPost(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route(`**${pathname}`, async (route: Route) => {
    posts++;
    await released;
    await route.continue();
  });
  return { release, posts: () => posts };
}

/** Every input, checkbox and button inside `form` is disabled. */
export async function allDisabled(form: Locator): Promise<boolean> {
  return form.evaluate((el) => {
    const controls = Array.from(el.querySelectorAll("input, button")) as Array<HTMLInputElement | HTMLButtonElement>;
    return controls.length > 0 && controls.every((c) => c.matches(":disabled"));
  });
}

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

export { seriousViolations } from "../support/axe.ts";
