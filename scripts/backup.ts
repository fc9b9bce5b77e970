import { loadConfigOrExit } from "#server/config.ts";
import { backup } from "#server/ops/backup.ts";

// npm run backup [-- <folder>] — a timestamped, restorable copy of the database and the photos
// (server/ops/backup.ts). PGlite: stop the server first (one process owns its directory).

const config = loadConfigOrExit();
const dir = await backup({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, s3Bucket: config.S3_BUCKET }, process.argv[2] ?? "backups");
console.log(`backup gravado em ${dir}`);
