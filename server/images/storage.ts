/**
 * Where the renditions live (docs/decisions/055): one interface, chosen at start from the config.
 * - local: DATA_DIR/images, one folder per first two digits of the hash (the embedded default, one instance);
 * - s3: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…) when every S3_* is set,
 *   so any number of instances serve what any of them stored.
 * Keys are file names of domain/images.ts (`<hash>-<width>.<ext>`); a put of an existing key writes the
 * same bytes again (content-addressed), so retries and races are harmless.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { AwsClient } from "aws4fetch";

import type { Config } from "../config.ts";

export interface StoredObject {
  body: Uint8Array;
}

export interface ImageStorage {
  kind: "local" | "s3";
  /** For the start-up log: no credentials. */
  label: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes every key; a key already gone is not an error. */
  delete(keys: string[]): Promise<void>;
}

const SAFE_KEY = /^[0-9a-z][0-9a-z.-]*$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`chave de imagem inválida: ${key}`);
  return key;
}

export function localStorage(dataDir: string): ImageStorage {
  const root = path.join(dataDir, "images");
  const fileOf = (key: string) => path.join(root, checkKey(key).slice(0, 2), key);
  return {
    kind: "local",
    label: `disco em ${root}`,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A bucket through S3's REST API, signed with SigV4 (aws4fetch): PUT, GET and DELETE of single
 * objects, all any S3-compatible service speaks. AWS itself gets virtual-hosted addresses
 * (bucket.s3.region.amazonaws.com); every other endpoint (MinIO, R2, B2, a local test server) the
 * path style (endpoint/bucket/key), which they all accept.
 */
export function s3Storage(settings: S3Settings): ImageStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const virtualHosted = endpoint.hostname.endsWith(".amazonaws.com");
  const base = virtualHosted
    ? `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, "")}`
    : `${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}/${settings.bucket}`;
  const urlOf = (key: string) => `${base}/${encodeURIComponent(checkKey(key))}`;

  async function failure(what: string, response: Response): Promise<Error> {
    const text = (await response.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${what}: ${response.status} ${text}`);
  }

  return {
    kind: "s3",
    label: `bucket ${settings.bucket} em ${endpoint.host}`,
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        body: body as Uint8Array<ArrayBuffer>,
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
      });
      if (!response.ok) throw await failure(`PUT ${key}`, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failure(`GET ${key}`, response);
      return { body: new Uint8Array(await response.arrayBuffer()) };
    },
    async delete(keys) {
      // Single DELETEs, four at a time: every compatible service has them (DeleteObjects wants Content-MD5 and differs).
      for (let i = 0; i < keys.length; i += 4) {
        await Promise.all(
          keys.slice(i, i + 4).map(async (key) => {
            const response = await client.fetch(urlOf(key), { method: "DELETE" });
            if (!response.ok && response.status !== 404) throw await failure(`DELETE ${key}`, response);
            await response.arrayBuffer();
          }),
        );
      }
    },
  };
}

/** The storage the config chose (server/config.ts validates that the S3_* come together). */
export function createImageStorage(config: Config): ImageStorage {
  if (config.imageStorage === "s3") {
    return s3Storage({
      endpoint: config.S3_ENDPOINT as string,
      bucket: config.S3_BUCKET as string,
      region: config.S3_REGION as string,
      accessKeyId: config.S3_ACCESS_KEY_ID as string,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
    });
  }
  return localStorage(config.DATA_DIR);
}
