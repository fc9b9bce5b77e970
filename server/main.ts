import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadConfigOrExit } from "./config.ts";
import { createHttpApp, createServices } from "./app.ts";
import { createLogger } from "./logger.ts";

// Production entry: bundled to build/server/main.js beside React Router's build/server/index.js.

const config = loadConfigOrExit();
const logger = createLogger(config);
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
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "encerrando: parando de aceitar conexões");
  const force = setTimeout(() => {
    logger.error("encerramento demorou demais; saindo");
    process.exit(1);
  }, 15_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open; requests in flight still finish.
    if ("closeIdleConnections" in server) (server as unknown as { closeIdleConnections(): void }).closeIdleConnections();
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
