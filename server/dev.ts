import { createServer as createHttpServer } from "node:http";

import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createServer as createViteServer } from "vite";

import { createHttpApp, createServices } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { createLogger } from "./logger.ts";

// `npm run dev`: the same Hono app, with Vite serving modules and hot reload in front of it.

const config = loadConfigOrExit();
const logger = createLogger(config);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const services = await createServices(config, logger);
const app = createHttpApp(services, {
  dev: true,
  pageHandler: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, config.HOST, () => logger.info({ url: config.APP_URL }, "servidor de desenvolvimento no ar"));
services.outbox.start();
services.housekeeping.start();

async function shutdown() {
  server.close();
  await vite.close();
  await services.outbox.stop();
  await services.housekeeping.stop();
  await services.database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
