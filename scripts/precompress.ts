import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { MIN_COMPRESS_BYTES } from "../server/http/compression.ts";

// Compresses the client build once, at the highest levels, next to each file (x.js → x.js.br,
// x.js.gz); the server sends the variant the browser accepts (serveStatic `precompressed`).
// Brotli at level 11 is ≈ 15 % smaller than gzip for our scripts, too slow to run per request.
const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt)$/;

let files = 0;
let raw = 0;
let br = 0;
for (const entry of readdirSync(ROOT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length < MIN_COMPRESS_BYTES) continue;
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
  raw += body.length;
  br += brotli.length;
}
console.log(`pré-compressão: ${files} arquivos, ${Math.round(raw / 1024)} KB → ${Math.round(br / 1024)} KB (brotli)`);
