import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import { eq } from "drizzle-orm";

import { COURSE_DEFAULTS } from "#domain/content/courses.ts";
import { ACCOUNT_ACTIONS, ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { openDatabase } from "#server/db/client.ts";
import { integralSoulMaps, profiles } from "#server/db/schema.ts";
import { integralMapRow } from "#tests/fixtures/integral-map.ts";
import { PASSWORD, seedPerson } from "#tests/fixtures/people.ts";
import { freePort } from "#tests/support/chromium.ts";

import { adminEnv, postgresOrSkip, printTable, requireBuild, signIn, startServer, stopServer } from "./support/built-server.ts";
import { seedAdminLists } from "./support/seed-lists.ts";

// npm run bench:signed-in — the pages people see signed in (the site-content editors, a public page
// and a client-side navigation's data among them), each as its role, at 20 connections
// over the BUILT server (npm run build first), on PGlite and on PostgreSQL with every admin list
// at BENCH_ROWS rows (default 100,000): req/s, p50, p99; beside them the same run's anonymous home
// (from the page cache), a full render of it (a query string skips the cache) and /healthz; and
// the server's resident memory at idle after start, its peak, and after the run.
// Targets (issue 23): p99 ≤ 60 ms for every signed-in page; /admin p50 < 30 ms.
// BENCH_SERVER=old/build/server/main.js measures another build with the same seed.

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

requireBuild();

type Who = "cliente" | "terapeuta" | "admin" | "bússola" | "anônimo";

/** The people the pages are measured as, written before the server starts (PGlite is one process's). */
async function seedPeople(url: string | undefined, dataDir: string) {
  const database = await openDatabase({ url, dataDir });
  const db = database.db;
  const cliente = await seedPerson(db, { role: "cliente", name: "Clara Bench" });
  const therapist = await seedPerson(db, { role: "therapist", name: "Teresa Bench" });
  const compass = await seedPerson(db, { role: "cliente", name: "Bia Bússola" });
  await db.insert(integralSoulMaps).values(integralMapRow(compass.id));
  await db.update(profiles).set({ hasIntegralMap: true }).where(eq(profiles.id, compass.id));
  await database.close();
  return { cliente, therapist, compass };
}

async function measure(url: string, cookie: string | undefined) {
  const headers: Record<string, string> = { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) };
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Resident and peak memory of a process, in MB (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

const rows: string[][] = [];
const memoryRows: string[][] = [];
const skipped: string[] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-signed-in-"));
  const pgDb = kind === "PostgreSQL" ? await postgresOrSkip("bench_signed_in", skipped) : undefined;
  if (pgDb === null) continue;
  await seedAdminLists(pgDb?.url, dataDir, ROWS);
  const people = await seedPeople(pgDb?.url, dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startServer(port, {
    DATA_DIR: dataDir,
    ...adminEnv,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = memory(child.pid as number);
  const cookies: Record<Who, string | undefined> = {
    cliente: await signIn(base, { email: people.cliente.email, password: PASSWORD }, ACCOUNT_ACTIONS.signIn),
    terapeuta: await signIn(base, { email: people.therapist.email, password: PASSWORD }, ACCOUNT_ACTIONS.signIn),
    admin: await signIn(base),
    bússola: await signIn(base, { email: people.compass.email, password: PASSWORD }, ACCOUNT_ACTIONS.signIn),
    anônimo: undefined,
  };
  const scenarios: [Who, string, string][] = [
    ["cliente", "área do cliente", ROUTES.clientArea],
    ["cliente", "área do cliente, navegação (.data)", `${ROUTES.clientArea}.data`],
    ["cliente", "início com sessão", ROUTES.home],
    ["terapeuta", "painel do terapeuta", ROUTES.therapist],
    ["admin", "painel (/admin)", ROUTES.admin],
    ["admin", `lista de leads (${ROWS} linhas)`, ADMIN_ROUTES.leads],
    ["admin", "conteúdo: lista de cursos", ADMIN_ROUTES.contentList.replace(":lista", "cursos")],
    ["admin", "conteúdo: editar um curso", ADMIN_ROUTES.contentEdit.replace(":lista", "cursos").replace(":id", COURSE_DEFAULTS[0].id)],
    ["admin", "conteúdo: textos do site", ADMIN_ROUTES.contentTexts],
    ["bússola", "Bússola da Alma com mapa", ROUTES.soulCompass],
    ["anônimo", "início (cache de páginas)", ROUTES.home],
    ["anônimo", "início renderizado (sem cache)", `${ROUTES.home}?sem-cache=1`],
    ["anônimo", "/healthz", "/healthz"],
  ];
  for (const [who, label, route] of scenarios) {
    const m = await measure(`${base}${route}`, cookies[who]);
    rows.push([kind, who, label, m.rps.toFixed(0), `${m.p50} ms`, `${m.p99} ms`, String(m.errors)]);
  }
  const after = memory(child.pid as number);
  memoryRows.push([kind, `${idle.rss} MB`, `${after.rss} MB`, `${after.peak} MB`]);
  await stopServer(child);
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} conexões, ${DURATION} s por página, listas do painel com ${ROWS} linhas\n`);
printTable(["banco", "quem", "página", "req/s", "p50", "p99", "erros"], rows);
console.log("\nMemória do servidor (RSS)\n");
printTable(["banco", "ociosa após iniciar", "após as medições", "pico"], memoryRows);
const signedIn = rows.filter((r) => r[1] !== "anônimo");
const worstP99 = Math.max(...signedIn.map((r) => Number.parseFloat(r[5])));
const adminP50 = Math.max(...rows.filter((r) => r[2] === "painel (/admin)").map((r) => Number.parseFloat(r[4])));
console.log(`\nmeta: p99 ≤ 60 ms em toda página com sessão → ${worstP99 <= 60 ? "atingida" : "NÃO atingida"} (pior p99: ${worstP99} ms)`);
console.log(`meta: /admin p50 < 30 ms → ${adminP50 < 30 ? "atingida" : "NÃO atingida"} (pior p50: ${adminP50} ms)`);
for (const line of skipped) console.log(`\n${line}`);
