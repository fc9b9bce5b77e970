import type { Logger } from "pino";

import type { Auth } from "../auth.ts";
import type { CatalogueCache } from "../catalogue/store.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { ImageServices } from "../images/service.ts";
import type { Housekeeping } from "../jobs/housekeeping.ts";
import type { OutboxWorker } from "../mail/outbox.ts";
import type { BackgroundWork } from "../payments/background.ts";
import type { MercadoPagoClient } from "../payments/mercadopago.ts";

/** The process-wide services, built once in server/app.ts and handed to every loader and action. */
export interface AppServices {
  config: Config;
  database: Database;
  auth: Auth;
  outbox: OutboxWorker;
  housekeeping: Housekeeping;
  /** Photos: where they are stored and the capped encoder (server/images/). */
  images: ImageServices;
  /** The site's editable content, kept in memory between saves (server/catalogue/store.ts). */
  catalogue: CatalogueCache;
  /** Pix (docs/decisions/059): the provider's client (null with PAYMENT_PROVIDER=none) and the webhook's after-work. */
  payments: { client: MercadoPagoClient | null; background: BackgroundWork };
  logger: Logger;
  /**
   * What time it is for what visitors see (past events leave the lists, expired prices give way):
   * the real clock; tests move it to see tomorrow's site.
   */
  clock: () => Date;
}

/**
 * What every service operation gets first (docs/decisions/053): the process's services and what the
 * request says about who sent it. React Router's load context is one (server/app.ts builds it per
 * request), and so is what the Hono endpoints build (server/http/endpoint.ts).
 */
export interface RequestContext {
  app: AppServices;
  /** The client's address, through trusted proxies (server/http/client-ip.ts): the key of per-address limits. */
  clientIp: string;
  /** The request's headers: Better Auth reads the session cookie from them. */
  headers: Headers;
}

// React Router hands the load context server/app.ts builds to every loader and action.
declare module "react-router" {
  interface AppLoadContext extends RequestContext {
    cspNonce?: string;
  }
}
