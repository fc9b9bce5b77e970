import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { ADMIN_LIST_KEYS, ADMIN_LISTS } from "#domain/admin/lists.ts";
import { ADMIN_ROUTES, ROUTES } from "#domain/paths.ts";
import { freePort } from "#tests/support/chromium.ts";

import { adminEnv, percentile, postgresOrSkip, printTable, requireBuild, signIn, startServer, stopServer } from "./support/built-server.ts";
import { seedAdminLists } from "./support/seed-lists.ts";

// npm run bench:admin — the admin lists with ROWS rows each (default 100,000), on PGlite and on
// PostgreSQL: p50 and p95 of a list page (first page, a page deep in the list, a search, a
// one-letter search), of the /admin dashboard (the eight tiles' counts and the recent activity),
// and the time to export a whole list as CSV. Run `npm run build` first. With TEST_DATABASE_URL
// set, an unreachable PostgreSQL fails the run; without it, the default local server is tried and
// its absence said in the results.

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);

requireBuild();

async function timeRequests(url: string, cookie: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "gzip" } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 3) times.push(performance.now() - started); // the first three warm caches
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const table: string[][] = [];
const skipped: string[] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-admin-"));
  const pgDb = kind === "PostgreSQL" ? await postgresOrSkip("bench_admin", skipped) : undefined;
  if (pgDb === null) continue;
  const seeding = performance.now();
  await seedAdminLists(pgDb?.url, dataDir, ROWS);
  console.error(`${kind}: ${ROWS} linhas em cada lista gravadas em ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child: server } = await startServer(port, {
    DATA_DIR: dataDir,
    ...adminEnv,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const cookie = await signIn(base);
  const deepPage = Math.floor(ROWS / 25 / 2);
  for (const key of ADMIN_LIST_KEYS) {
    const list = `${base}${ADMIN_LISTS[key].path}`;
    const scenarios: [string, string][] = [
      ["1ª página", list],
      [`página ${deepPage}`, `${list}?pagina=${deepPage}`],
      ['busca "conceicao"', `${list}?q=conceicao`],
      ['busca "a"', `${list}?q=a`],
    ];
    for (const [label, url] of scenarios) {
      const { p50, p95 } = await timeRequests(url, cookie);
      table.push([kind, ADMIN_LISTS[key].title, label, `${p50.toFixed(1)} ms`, `${p95.toFixed(1)} ms`]);
    }
  }
  // After the lists were opened: each tile counts what is new since this admin's visit.
  const dashboard = await timeRequests(`${base}${ROUTES.admin}`, cookie);
  table.push([kind, "Painel (/admin)", "contagens das 8 listas + atividade", `${dashboard.p50.toFixed(1)} ms`, `${dashboard.p95.toFixed(1)} ms`]);
  const exportStarted = performance.now();
  const csv = await fetch(`${base}${ADMIN_ROUTES.exportCsv.replace(":list", "leads")}`, { headers: { cookie } });
  const bytes = (await csv.arrayBuffer()).byteLength;
  table.push([kind, "Leads", `CSV de ${ROWS} linhas (${(bytes / 1e6).toFixed(1)} MB)`, `${(performance.now() - exportStarted).toFixed(0)} ms`, "—"]);
  await stopServer(server);
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nListas do painel com ${ROWS} linhas cada; ${SAMPLES} requisições em sequência por cenário (página inteira, gzip)\n`);
printTable(["banco", "lista", "cenário", "p50", "p95"], table);
for (const line of skipped) console.log(`\n${line}`);
