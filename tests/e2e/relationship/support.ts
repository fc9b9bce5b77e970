import { chromium } from "playwright-core";
import { startApp } from "#tests/e2e/support/app-server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/e2e/support/browser.ts";

/** The built server (tests/e2e/support/app-server.ts) with `env` added, and one headless Chromium. */
export async function startSite(env: Record<string, string> = {}) {
  const app = await startApp({ env });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch(async (err: unknown) => {
    await app.stop();
    app.removeData();
    throw err;
  });
  return {
    url: app.url,
    browser,
    output: app.output,
    async close() {
      await browser.close();
      await app.stop();
      app.removeData();
    },
  };
}
