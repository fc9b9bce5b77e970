import type { AddressInfo } from "node:net";
import { connect } from "node:net";

import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createHttpApp } from "#server/app.ts";
import { eventually } from "#tests/fixtures/wait.ts";

import { createTestServices, type TestApp } from "./support/app.ts";

// Issue 23: a page the client stopped waiting for (a closed tab, a cancelled navigation) is logged
// as nginx logs it, 499, not as a 500 — whatever the abandoned loader threw — so a monitor never
// sees false server errors. A page that fails with the client still there is still a logged 500.

describe("a request the client abandoned", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestServices({ db: "pglite", captureLogs: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Serves pages that wait for the client to leave (or `failAfterMs`) and then fail as React
   * Router answers a loader that threw: a 500 page.
   */
  async function serveFailingPages(failAfterMs: number | null) {
    const http = createHttpApp(app.services, {
      pageHandler: async (request) => {
        await new Promise((resolve) => {
          request.signal.addEventListener("abort", resolve);
          if (failAfterMs !== null) setTimeout(resolve, failAfterMs);
        });
        return new Response("Algo deu errado", { status: 500, headers: { "content-type": "text/html" } });
      },
    });
    const server = serve({ fetch: http.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  const requestLine = (path: string) => app.logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request" && entry.path === path);

  it("is logged as 499", async () => {
    const { server, port } = await serveFailingPages(null);
    try {
      const socket = connect(port, "127.0.0.1");
      socket.write("GET /pagina-abandonada HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      const line = await eventually(async () => requestLine("/pagina-abandonada"), "a linha do pedido abandonado");
      expect(line.status).toBe(499);
    } finally {
      server.close();
    }
  });

  it("while a page that fails with the client waiting is logged as the 500 it is", async () => {
    const { server, port } = await serveFailingPages(50);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/pagina-com-erro`);
      expect(response.status).toBe(500);
      const line = await eventually(async () => requestLine("/pagina-com-erro"), "a linha do pedido com erro");
      expect(line.status).toBe(500);
    } finally {
      server.close();
    }
  });
});
