import { createRequire } from "node:module";

import pino from "pino";
import type PinoPretty from "pino-pretty";

import type { Config } from "./config.ts";

// JSON logs in production; readable lines when developing. Logs never carry personal data nor a
// live credential (docs/decisions/040): errors are rebuilt from a list of safe fields, personal fields are
// blanked at any depth, and tokens are cut out of every logged string.

/** Error fields that say what failed without saying about whom (PostgreSQL's and ours). */
const SAFE_ERROR_FIELDS = ["code", "constraint", "table", "column", "schema", "routine", "severity", "status", "statusCode", "query"] as const;

/** Fields that would carry a person's data (or a session) if anyone logged them: blanked wherever they are. */
export const PERSONAL_FIELDS = new Set([
  "email",
  "to",
  "name",
  "fullName",
  "password",
  "cpf",
  "whatsapp",
  "phone",
  "address",
  "params",
  "detail",
  "cookie",
  "authorization",
]);

const REDACTED = "[redigido]";

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/**
 * Credentials that travel in addresses, live while they are valid: the password-reset link's token
 * (a path segment), and a token, OAuth code or state in a query (the e-mail confirmation link, the
 * Google callback).
 */
const CREDENTIAL_IN_PATH = /(\/reset-password\/)[^/?#\s"']+/g;
const CREDENTIAL_IN_QUERY = /([?&](?:token|code|state)=)[^&#\s"']+/gi;

/** `text` with the credentials in any address it holds replaced by [redigido]. */
export function scrubCredentials(text: string): string {
  return text.replace(CREDENTIAL_IN_PATH, `$1${REDACTED}`).replace(CREDENTIAL_IN_QUERY, `$1${REDACTED}`);
}

/**
 * An error's message without the values it quotes: Drizzle appends every query parameter
 * ("params: Maria,maria@…"), PostgreSQL quotes the offending input ('invalid input syntax …: "x"'),
 * React Router quotes the URL it could not match.
 */
export function scrubMessage(message: string): string {
  return scrubCredentials(
    message
      .replace(/\n?params: [\s\S]*$/, "")
      .replace(/(:\s*)"[^"]*"/g, `$1"${REDACTED}"`)
      .replace(EMAIL, "[e-mail]"),
  );
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

const MAX_DEPTH = 8;

/**
 * pino's `formatters.log`: the logged object with every personal field blanked at any depth (pino's
 * `redact` paths reach only the depths they spell out), errors anywhere rebuilt by serializeError,
 * and credentials cut out of every string. Only plain objects and arrays are walked.
 */
export function redactLogObject(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubCredentials(value.replace(EMAIL, "[e-mail]"));
  if (value instanceof Error) return serializeError(value);
  if (value === null || typeof value !== "object") return value;
  const plain = Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;
  if (!plain) return value;
  if (depth >= MAX_DEPTH) return "[…]";
  if (seen.has(value)) return "[circular]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactLogObject(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = PERSONAL_FIELDS.has(key) ? REDACTED : redactLogObject(inner, depth + 1, seen);
  return out;
}

export function createLogger(config: Pick<Config, "LOG_LEVEL" | "isProduction" | "NODE_ENV">, destination?: pino.DestinationStream) {
  // Development reads lines with a clock time wherever stdout goes (a terminal, a process manager,
  // a file); production and tests keep one JSON object per line for the machines that read them.
  const pretty = config.NODE_ENV === "development";
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: { err: serializeError, error: serializeError },
    // pino's redact (compiled paths) blanks the first two levels before anything else runs; the
    // formatter below repeats it at every depth, where fixed paths cannot reach.
    redact: { paths: [...PERSONAL_FIELDS].flatMap((field) => [field, `*.${field}`]), censor: REDACTED },
    formatters: { log: (object) => redactLogObject(object) as Record<string, unknown> },
  };
  if (pretty) {
    // A development tool (and a devDependency): loaded only here, so production never holds it.
    const pinoPretty = createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
    // pino-pretty pipes into its destination: a stream (a test's sink) or stdout's file descriptor.
    const lines = pinoPretty({
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
      sync: true,
      destination: (destination as NodeJS.WritableStream | undefined) ?? 1,
    });
    return pino(options, lines);
  }
  return destination ? pino(options, destination) : pino(options);
}
