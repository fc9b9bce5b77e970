import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import S3rver from "s3rver";

/**
 * A real S3-protocol server on 127.0.0.1 (s3rver: SigV4, buckets on disk), so the S3 storage is
 * exercised over HTTP as against AWS, R2 or MinIO. `env` is what the site reads to use it.
 */
export async function startS3Server(bucket = "essencia-imagens") {
  const directory = mkdtempSync(path.join(tmpdir(), "essencia-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    /** The keys stored in the bucket (s3rver keeps each object as a folder of its files). */
    keys(): string[] {
      const dir = path.join(directory, bucket);
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith("._S3rver_object"))
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\._S3rver_object$/, ""));
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
