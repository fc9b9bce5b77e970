import type { Logger } from "pino";
import type { Auth } from "../auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Housekeeping } from "../jobs/housekeeping.ts";
import type { OutboxWorker } from "../mail/outbox.ts";

/** The process-wide services, built once in server/app.ts and handed to every loader and action. */
export interface AppServices {
  config: Config;
  database: Database;
  auth: Auth;
  outbox: OutboxWorker;
  housekeeping: Housekeeping;
  logger: Logger;
}

/** What a loader or action knows about the request beyond the Request itself. */
export interface RequestContext {
  app: AppServices;
  clientIp: string;
}
