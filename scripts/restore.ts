import { loadConfigOrExit } from "#server/config.ts";
import { restore } from "#server/ops/backup.ts";

// npm run restore -- <backup folder> — into the empty PostgreSQL database of DATABASE_URL, or into a
// DATA_DIR without a database yet (server/ops/backup.ts). Start the server afterwards.

const from = process.argv[2];
if (!from) {
  console.error("Uso: npm run restore -- <pasta do backup>");
  process.exit(1);
}
const config = loadConfigOrExit();
const manifest = await restore(from, { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
console.log(`restaurado de ${from} (${manifest.database}; fotos: ${manifest.images})`);
