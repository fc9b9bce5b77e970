import type { Logger } from "pino";

import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { sweepExpiredLimits } from "../rate-limit.ts";

// Periodic work that no request does: expired rate-limit windows and forgotten account counters
// (server/rate-limit.ts), unused photos, and the Pix charges read back from the provider (a lost
// notification, an expiry, a refund). Every instance runs it; each step is idempotent.

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export interface Housekeeping {
  /** Sweeps now, then every HOUSEKEEPING_EVERY_MS. */
  start(): void;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

export function createHousekeeping(
  database: Database,
  config: Config,
  logger: Logger,
  everyMs = HOUSEKEEPING_EVERY_MS,
  /** Uploaded photos nothing uses (server/images/service.ts sweepUnusedImages): how many were removed. */
  sweepImages?: () => Promise<number>,
  /** Pix charges read back from the provider (server/services/payments.ts reconcileCharges): how many orders moved. */
  reconcile?: () => Promise<number>,
): Housekeeping {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function sweep() {
    running = database
      .outsideTransaction(() => sweepExpiredLimits(database.db, config))
      .then((deleted) => {
        if (deleted.rateLimits + deleted.accountLockouts > 0) logger.info(deleted, "limites expirados apagados");
      })
      .catch((err: unknown) => logger.warn({ err }, "falha ao apagar limites expirados; tenta de novo na próxima rodada"))
      .then(() => (sweepImages ? database.outsideTransaction(sweepImages) : 0))
      .then((images) => {
        if (images > 0) logger.info({ images }, "fotos enviadas e nunca usadas apagadas");
      })
      .catch((err: unknown) => logger.warn({ err }, "falha ao apagar fotos não usadas; tenta de novo na próxima rodada"))
      .then(() => (reconcile ? database.outsideTransaction(reconcile) : 0))
      .then((moved) => {
        if (moved > 0) logger.info({ moved }, "pedidos atualizados pela conciliação de pagamentos");
      })
      .catch((err: unknown) => logger.warn({ err }, "falha na conciliação de pagamentos; tenta de novo na próxima rodada"))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(sweep, everyMs);
        timer.unref();
      });
  }

  return {
    start() {
      if (!stopped && !running && !timer) sweep();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
