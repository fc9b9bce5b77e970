import { gunzipSync } from "node:zlib";

import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { compression } from "./compression.ts";

describe("compression", () => {
  it("compresses a download as it streams: the first bytes arrive while the source is still producing", async () => {
    let finish!: () => void;
    const sourceDone = new Promise<void>((resolve) => (finish = resolve));
    const app = new Hono();
    app.use(compression());
    app.get("/csv", () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode("nome;email\n".repeat(200)));
          await sourceDone; // the rest of the list is not read until the first part is out
          controller.enqueue(new TextEncoder().encode("fim\n"));
          controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="a.csv"' } });
    });
    const response = await app.request("/csv", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const first = await Promise.race([reader.read(), new Promise<"stalled">((resolve) => setTimeout(() => resolve("stalled"), 2000))]);
    expect(first).not.toBe("stalled");
    const chunks = [(first as ReadableStreamReadResult<Uint8Array>).value!];
    finish();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(`${"nome;email\n".repeat(200)}fim\n`);
  });

  it("still compresses a page whole, with its length", async () => {
    const app = new Hono();
    app.use(compression());
    app.get("/", (c) => c.html(`<p>${"olá ".repeat(1000)}</p>`));
    const response = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(gunzipSync(bytes).toString()).toContain("olá olá");
  });
});
