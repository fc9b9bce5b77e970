import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { IMAGE_UPLOADS } from "#domain/paths.ts";
import { phonePhoto, uploadForm } from "#tests/fixtures/images.ts";
import { freePort } from "#tests/support/chromium.ts";

import { adminEnv, percentile, printTable, requireBuild, signIn, startServer, stopServer } from "./support/built-server.ts";

// npm run bench:images: ten 12 MP phone photos (4000×3000, EXIF GPS, sideways) uploaded at once
// to the BUILT server (npm run build first) by staff, while /healthz is probed without pause.
// Prints uploads/s, p50/p99 of each upload's processing (from the server's log) and of the whole
// request, the server's peak RSS, and /healthz p50/p99 at rest and during the run.
// BENCH_UPLOADS (10) and BENCH_SERVER (another build) change what is measured.

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);

requireBuild();

async function probeHealth(base: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const t = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times.sort((a, b) => a - b);
}

/** The server's resident memory, sampled every 100 ms from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-images-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const processing: number[] = [];
let pending = "";
// The server logs each photo's processing time ("imagem processada", ms) as JSON on stdout.
const readLog = (chunk: string) => {
  pending += chunk;
  const lines = pending.split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    const ms = /"msg":"imagem processada"/.test(line) ? /"ms":(\d+)/.exec(line)?.[1] : undefined;
    if (ms) processing.push(Number(ms));
  }
};
const { child } = await startServer(port, { DATA_DIR: dataDir, ...adminEnv, LOG_LEVEL: "info" }, { stdout: readLog });

try {
  const cookie = await signIn(base);

  console.error(`gerando ${UPLOADS} fotos de 12 MP…`);
  const photos = await Promise.all(Array.from({ length: UPLOADS }, () => phonePhoto({ width: 4000, height: 3000, quality: 92 })));
  const megabytes = photos.reduce((sum, p) => sum + p.length, 0) / UPLOADS / 1024 / 1024;

  const idle = await probeHealth(
    base,
    (() => {
      const until = Date.now() + 3000;
      return () => Date.now() > until;
    })(),
  );

  let peakRss = await rssOf(child.pid as number);
  let done = false;
  const sampler = setInterval(() => void rssOf(child.pid as number).then((rss) => (peakRss = Math.max(peakRss, rss))), 100);
  const started = performance.now();
  const requestMs: number[] = [];
  const statuses: number[] = [];
  const slots = ["founder", "headquarters-1", "headquarters-2", "headquarters-3", "social-preview"];
  const uploads = Promise.all(
    photos.map(async (bytes, i) => {
      const t = performance.now();
      const response = await fetch(`${base}${IMAGE_UPLOADS.siteImage}`, {
        method: "POST",
        headers: { origin: base, cookie, accept: "application/json" },
        body: uploadForm({ bytes, name: `IMG_${i}.jpg`, type: "image/jpeg" }, { alt: `Foto de teste ${i + 1}`, slot: slots[i % slots.length] }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      requestMs.push(performance.now() - t);
    }),
  ).finally(() => (done = true));
  const [busy] = await Promise.all([probeHealth(base, () => done), uploads]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 300)); // the last log lines
  processing.sort((a, b) => a - b);
  requestMs.sort((a, b) => a - b);

  const failed = statuses.filter((s) => s !== 200).length;
  printTable(
    [
      "Fotos",
      "MB cada",
      "Uploads/s",
      "Processamento p50 / p99",
      "Requisição p50 / p99",
      "RSS máx.",
      "/healthz em repouso p50 / p99",
      "/healthz durante p50 / p99",
      "Falhas",
    ],
    [
      [
        `${UPLOADS} × 12 MP`,
        megabytes.toFixed(1),
        (UPLOADS / seconds).toFixed(2),
        `${percentile(processing, 50).toFixed(0)} / ${percentile(processing, 99).toFixed(0)} ms`,
        `${percentile(requestMs, 50).toFixed(0)} / ${percentile(requestMs, 99).toFixed(0)} ms`,
        `${(peakRss / 1024 / 1024).toFixed(0)} MB`,
        `${percentile(idle, 50).toFixed(1)} / ${percentile(idle, 99).toFixed(1)} ms`,
        `${percentile(busy, 50).toFixed(1)} / ${percentile(busy, 99).toFixed(1)} ms (${busy.length} sondas)`,
        String(failed),
      ],
    ],
  );
  console.log("\nMeta: /healthz p99 < 50 ms durante os envios. IMAGE_CONCURRENCY do servidor: padrão (ver .env.example).");
  if (failed > 0) process.exitCode = 1;
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
