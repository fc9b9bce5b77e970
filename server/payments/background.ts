import type { Logger } from "pino";

/**
 * Work the webhook starts after answering (Mercado Pago expects a quick 200/201 and retries
 * otherwise): kept here so a failure is logged, shutdown waits for it, and tests can wait for it.
 */
export interface BackgroundWork {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing started is still running. */
  drain(): Promise<void>;
}

export function createBackgroundWork(logger: Logger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const job = task()
        .catch((err: unknown) => logger.warn({ err }, `${label} falhou; a conciliação tenta de novo`))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
