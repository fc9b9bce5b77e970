import pino from "pino";
import type { Config } from "./config.ts";

/** JSON logs in production; readable lines when developing. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "isProduction" | "NODE_ENV">) {
  const pretty = !config.isProduction && config.NODE_ENV !== "test" && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    transport: pretty ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } : undefined,
  });
}
