import pino from "pino";
import type { Config } from "./config.ts";

// JSON logs in production; readable lines when developing. Logs never carry personal data
// (issue 11): errors are rebuilt from a list of safe fields, and named fields are redacted.

/** Error fields that say what failed without saying about whom (PostgreSQL's and ours). */
const SAFE_ERROR_FIELDS = ["code", "constraint", "table", "column", "schema", "routine", "severity", "status", "statusCode", "query"] as const;

/** Fields that would carry a person's data if anyone logged them; pino blanks them anywhere near the top. */
const PERSONAL_FIELDS = ["email", "to", "name", "fullName", "password", "cpf", "whatsapp", "phone", "address", "params", "detail"];
export const REDACTED_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((f) => `*.${f}`),
  "headers.cookie",
  "*.headers.cookie",
  "headers.authorization",
  "*.headers.authorization",
];

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/**
 * An error's message without the values it quotes: Drizzle appends every query parameter
 * ("params: Maria,maria@…"), PostgreSQL quotes the offending input ('invalid input syntax …: "x"').
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/\n?params: [\s\S]*$/, "")
    .replace(/(:\s*)"[^"]*"/g, '$1"[redigido]"')
    .replace(EMAIL, "[e-mail]");
}

type SerializedError = { type: string; message: string; stack?: string; cause?: SerializedError } & Record<string, unknown>;

/** pino's `err` serializer: type, scrubbed message and stack, safe fields, and the cause chain. */
export function serializeError(err: unknown, depth = 0): SerializedError | unknown {
  if (!(err instanceof Error)) return typeof err === "string" ? scrubMessage(err) : err;
  const fields = err as unknown as Record<string, unknown>;
  const message = scrubMessage(err.message);
  const frames = err.stack?.split("\n").filter((line) => line.trimStart().startsWith("at ")) ?? [];
  const out: SerializedError = { type: err.name, message, stack: [`${err.name}: ${message}`, ...frames].join("\n") };
  for (const key of SAFE_ERROR_FIELDS) if (fields[key] !== undefined && fields[key] !== null) out[key] = fields[key];
  if (err.cause !== undefined && depth < 5) out.cause = serializeError(err.cause, depth + 1) as SerializedError;
  return out;
}

export function createLogger(config: Pick<Config, "LOG_LEVEL" | "isProduction" | "NODE_ENV">, destination?: pino.DestinationStream) {
  const pretty = !destination && !config.isProduction && config.NODE_ENV !== "test" && process.stdout.isTTY;
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACTED_PATHS, censor: "[redigido]" },
    transport: pretty ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}
