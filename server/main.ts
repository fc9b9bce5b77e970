import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import v8 from "node:v8";

import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";

import { createHttpApp, createServices } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { prepareEmbeddedDatabase } from "./db/prepare.ts";
import { createLogger } from "./logger.ts";

// Production entry: bundled to build/server/main.js beside React Router's build/server/index.js.

// PGlite's WebAssembly is compiled function by function as PostgreSQL first calls it. V8's default
// compiles each with its baseline compiler, then recompiles the busy ones optimised on background
// threads; the second pass's scratch memory stays with the C allocator, fragmented (~45 MB at idle).
// Compiling each function once, optimised, keeps it out; queries run as fast (docs/decisions/065).
// Set before the database opens: it applies to modules compiled from now on.
v8.setFlagsFromString("--no-liftoff");

const config = loadConfigOrExit();
const logger = createLogger(config);
if (!config.DATABASE_URL) {
  // initdb, the migrations and the default catalogue run in a process of their own, whose memory
  // returns to the system when it exits; the server then opens a database that is ready
  // (server/db/prepare.ts).
  try {
    const preparation = await prepareEmbeddedDatabase(config.DATA_DIR);
    logger.info(preparation, preparation.created ? "banco embutido criado num processo à parte" : "banco embutido verificado num processo à parte");
  } catch (err) {
    logger.fatal({ err }, "o banco embutido não pôde ser preparado");
    console.error((err as Error).message);
    process.exit(1);
  }
}
const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const services = await createServices(config, logger);
const app = createHttpApp(services, {
  clientDir: new URL("../client", import.meta.url).pathname,
  pageHandler: (request, context) => handle(request, context),
});

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info({ url: config.APP_URL, port: info.port, host: config.HOST }, "servidor no ar");
});
services.outbox.start();
services.housekeeping.start();

let stopping = false;
let draining = false;
// Once draining, every answer closes its connection after it is sent.
server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
  if (draining) response.shouldKeepAlive = false;
});
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "encerrando: parando de aceitar conexões");
  const http = server as unknown as HttpServer;
  const force = setTimeout(() => {
    logger.error({ seconds: config.SHUTDOWN_TIMEOUT_SECONDS }, "encerramento demorou demais (SHUTDOWN_TIMEOUT_SECONDS); saindo");
    http.closeAllConnections();
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  force.unref();
  // Stops listening (a proxy's new connections are refused and go to another instance) but leaves
  // the open keep-alive connections alone: closing an idle one races a proxy that is sending a
  // request on it right then, which it cannot retry (a POST) — a 502. Instead every answer from
  // now on says Connection: close, and idle connections are left for the proxy to close (nginx's
  // upstream keepalive_timeout, 4 s, is below Node's 5 s), or for Node's own keep-alive timeout.
  draining = true;
  await new Promise<void>((resolve) => {
    NetServer.prototype.close.call(http, () => resolve());
  });
  await services.payments.background.drain();
  await services.outbox.stop();
  await services.housekeeping.stop();
  await services.database.close();
  logger.info("encerrado");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
