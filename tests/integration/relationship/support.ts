import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHttpApp, createServices } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";

/**
 * The real Hono app (middleware, body limits, /api routes, a real PGlite in a
 * temporary DATA_DIR), called in-process. Pages are not under test here, so
 * the React Router handler is a stand-in that says so.
 */
export async function startApi(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "relationship-it-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const services = await createServices(config, createLogger(config), { ensureAdmins: false });
  const app = createHttpApp(services, { pageHandler: async () => new Response("página", { status: 404 }) });

  /** One request from `ip` (the address the rate limit counts), as @hono/node-server would hand it over. */
  function request(pathname: string, init: RequestInit = {}, ip = "203.0.113.1") {
    return app.fetch(new Request(`http://localhost${pathname}`, init), { incoming: { socket: { remoteAddress: ip } } });
  }

  function postJson(pathname: string, body: unknown, ip?: string) {
    return request(pathname, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, ip);
  }

  async function close() {
    await services.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { request, postJson, close, services };
}
