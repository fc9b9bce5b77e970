import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { PGLITE_EXTENSIONS } from "../db/client.ts";

// npm run backup / npm run restore (docs/decisions/058). A backup is a folder named by its moment:
// the database (pg_dump's custom format for PostgreSQL; PGlite's own data-directory tarball for the
// embedded database) and DATA_DIR/images (the photos, unless they live in an S3 bucket, which keeps
// its own copies: see the README). manifest.json says what is inside.

export interface BackupSource {
  /** DATABASE_URL: PostgreSQL; unset: the PGlite database in DATA_DIR/db. */
  databaseUrl?: string;
  dataDir: string;
  /** The photos are in a bucket: not copied, the manifest says where they are. */
  s3Bucket?: string;
}

export interface Manifest {
  createdAt: string;
  database: "postgres" | "pglite";
  file: string;
  images: "copied" | "none" | `s3:${string}`;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");

/** Makes `<outDir>/essencia-YYYYMMDD-HHMMSS/` and answers its path. PGlite: the server must be stopped (one process owns the directory). */
export async function backup(source: BackupSource, outDir: string, now = new Date()): Promise<string> {
  const dir = path.join(outDir, `essencia-${stamp(now)}`);
  mkdirSync(dir, { recursive: true });
  let file: string;
  if (source.databaseUrl) {
    file = "database.dump";
    // One transaction-consistent snapshot, whatever the instances write meanwhile.
    execFileSync("pg_dump", ["--format=custom", "--no-owner", "--file", path.join(dir, file), source.databaseUrl], { stdio: ["ignore", "ignore", "inherit"] });
  } else {
    file = "pglite.tar.gz";
    const db = await PGlite.create(path.join(source.dataDir, "db"), { extensions: PGLITE_EXTENSIONS });
    try {
      const tarball = await db.dumpDataDir("gzip");
      writeFileSync(path.join(dir, file), Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const images = path.join(source.dataDir, "images");
  let copied: Manifest["images"] = "none";
  if (source.s3Bucket) copied = `s3:${source.s3Bucket}`;
  else if (existsSync(images)) {
    cpSync(images, path.join(dir, "images"), { recursive: true });
    copied = "copied";
  }
  const manifest: Manifest = { createdAt: now.toISOString(), database: source.databaseUrl ? "postgres" : "pglite", file, images: copied };
  writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

/** Brings a backup back: into an empty PostgreSQL database, or a DATA_DIR without a database yet; the photos into DATA_DIR/images. */
export async function restore(backupDir: string, target: BackupSource): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
  const dump = path.join(backupDir, manifest.file);
  if (manifest.database === "postgres") {
    if (!target.databaseUrl) throw new Error("Este backup é de PostgreSQL: defina DATABASE_URL com um banco vazio.");
    execFileSync("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", target.databaseUrl, dump], { stdio: ["ignore", "ignore", "inherit"] });
  } else {
    if (target.databaseUrl) throw new Error("Este backup é do PGlite: restaure sem DATABASE_URL, num DATA_DIR novo.");
    const dbDir = path.join(target.dataDir, "db");
    if (existsSync(dbDir) && readdirSync(dbDir).length > 0) throw new Error(`${dbDir} já tem um banco: restaure num DATA_DIR novo (nada foi apagado).`);
    const db = await PGlite.create(dbDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([readFileSync(dump)]) });
    await db.close();
  }
  if (manifest.images === "copied") cpSync(path.join(backupDir, "images"), path.join(target.dataDir, "images"), { recursive: true });
  return manifest;
}
