import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { DEFAULT_IMAGE_MAX_BYTES } from "#domain/images.ts";
import { serverZ as z } from "#domain/zod.ts";

import { parseTrustProxy, type TrustProxy } from "./http/client-ip.ts";

// Every setting the server reads, validated once at start. Nothing else reads process.env.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const positiveInt = (name: string, fallback: number) => {
  const message = `${name} deve ser um número inteiro maior que zero`;
  return z.coerce.number({ error: message }).int(message).positive(message).default(fallback);
};

// zod's own messages are in English: every setting a person can get wrong says so in pt-BR.
const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} deve ser um de: ${values.join(", ")}` });

const portMessage = "PORT deve ser um número inteiro entre 0 e 65535";

const envSchema = z
  .object({
    NODE_ENV: oneOf("NODE_ENV", ["development", "production", "test"]).default("development"),
    PORT: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce.number({ error: portMessage }).int(portMessage).min(0, portMessage).max(65535, portMessage).default(3000),
    ),
    HOST: z.string().default("localhost"),
    APP_URL: optionalString.pipe(z.url({ message: "APP_URL deve ser uma URL completa, ex.: https://exemplo.org.br" }).optional()),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL deve começar com postgres:// ou postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "AUTH_SECRET precisa de pelo menos 32 caracteres").optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL deve começar com smtp:// ou smtps://")
        .optional(),
    ),
    MAIL_TRANSPORT: z.preprocess((v) => (v === "" ? undefined : v), oneOf("MAIL_TRANSPORT", ["smtp", "dev", "log"]).optional()),
    MAIL_FROM: z.string().default("Movimento Essência <nao-responda@localhost>"),
    NOTIFY_EMAIL: optionalString.pipe(z.email("NOTIFY_EMAIL deve ser um e-mail válido").optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email("ADMIN_EMAIL deve ser um e-mail válido").optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "ADMIN_PASSWORD precisa de pelo menos 8 caracteres").optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    // Only for tests against a local OIDC peer: where Google's endpoints live.
    GOOGLE_ISSUER_URL: optionalString.pipe(z.url("GOOGLE_ISSUER_URL deve ser uma URL completa").optional()),
    AI_PROVIDER: oneOf("AI_PROVIDER", ["builtin", "openai-compatible", "anthropic"]).default("builtin"),
    AI_BASE_URL: optionalString.pipe(z.url("AI_BASE_URL deve ser uma URL completa, ex.: http://localhost:11434/v1").optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_SECONDS: positiveInt("AI_TIMEOUT_SECONDS", 60),
    // The Soul Compass's per-person limits (docs/decisions/050): questions per hour, characters per question,
    // and how many earlier messages of the conversation go to the model with each question.
    COMPASS_QUESTIONS_PER_HOUR: positiveInt("COMPASS_QUESTIONS_PER_HOUR", 30),
    COMPASS_QUESTION_MAX_CHARS: positiveInt("COMPASS_QUESTION_MAX_CHARS", 1000),
    COMPASS_HISTORY_MESSAGES: positiveInt("COMPASS_HISTORY_MESSAGES", 20),
    RELEASE_MODE: oneOf("RELEASE_MODE", ["true", "false", ""])
      .default("false")
      .transform((v) => v === "true"),
    RATE_LIMIT_AUTH_MAX: positiveInt("RATE_LIMIT_AUTH_MAX", 10),
    RATE_LIMIT_FORM_MAX: positiveInt("RATE_LIMIT_FORM_MAX", 5),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt("RATE_LIMIT_WINDOW_SECONDS", 60),
    RATE_LIMIT_ACCOUNT_MAX: positiveInt("RATE_LIMIT_ACCOUNT_MAX", 5),
    // SIGTERM: how long requests and streams under way get to finish before the process gives up (docs/decisions/058).
    SHUTDOWN_TIMEOUT_SECONDS: positiveInt("SHUTDOWN_TIMEOUT_SECONDS", 10),
    // The bearer token a Prometheus scraper sends to /metrics; unset, /metrics does not exist (404).
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "METRICS_TOKEN precisa de pelo menos 16 caracteres").optional()),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): TrustProxy => {
        const trust = parseTrustProxy(v);
        if (typeof trust !== "string") return trust;
        ctx.addIssue({ code: "custom", message: trust });
        return z.NEVER;
      }),
    // Photos (decision 055): the largest upload accepted, how many are re-encoded at once, and where
    // the renditions live — DATA_DIR/images, or an S3-compatible bucket when the five S3_* are set.
    IMAGE_MAX_BYTES: positiveInt("IMAGE_MAX_BYTES", DEFAULT_IMAGE_MAX_BYTES),
    IMAGE_CONCURRENCY: positiveInt("IMAGE_CONCURRENCY", 1),
    S3_ENDPOINT: optionalString.pipe(z.url("S3_ENDPOINT deve ser uma URL completa, ex.: https://s3.sa-east-1.amazonaws.com").optional()),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET deve ser o nome de um bucket (3 a 63 letras minúsculas, números, pontos e hífens)")
        .optional(),
    ),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Payments (docs/decisions/059): none keeps today's manual flow (an external link, staff mark 'Concluído');
    // mercadopago charges by Pix on the site and completes the order when the payment is confirmed.
    PAYMENT_PROVIDER: oneOf("PAYMENT_PROVIDER", ["none", "mercadopago"]).default("none"),
    MERCADOPAGO_ACCESS_TOKEN: optionalString,
    MERCADOPAGO_WEBHOOK_SECRET: optionalString,
    // Only tests change it: where Mercado Pago's API lives.
    MERCADOPAGO_BASE_URL: optionalString.pipe(z.url("MERCADOPAGO_BASE_URL deve ser uma URL completa, ex.: https://api.mercadopago.com").optional()),
    PIX_EXPIRES_MINUTES: positiveInt("PIX_EXPIRES_MINUTES", 30),
    LOG_LEVEL: oneOf("LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["GOOGLE_CLIENT_SECRET"], message: "GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos" });
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "AUTH_SECRET é obrigatório em produção (NODE_ENV=production)" });
    }
    if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "SMTP_URL é obrigatório com MAIL_TRANSPORT=smtp" });
    }
    // A production site that silently logs its e-mails loses every message and leaks reset links.
    if (env.NODE_ENV === "production" && !env.SMTP_URL && env.MAIL_TRANSPORT !== "log") {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "SMTP_URL é obrigatório em produção (NODE_ENV=production); para não enviar e-mails de propósito, defina MAIL_TRANSPORT=log",
      });
    }
    if (env.NODE_ENV === "production" && env.MAIL_TRANSPORT === "dev") {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_TRANSPORT"],
        message: "MAIL_TRANSPORT=dev registra os links dos e-mails no log e não é permitido em produção; use smtp ou log",
      });
    }
    if (env.AI_PROVIDER !== "builtin" && !env.AI_MODEL) {
      ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "AI_MODEL é obrigatório quando AI_PROVIDER não é builtin" });
    }
    if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "AI_BASE_URL é obrigatório com AI_PROVIDER=openai-compatible, ex.: http://localhost:11434/v1",
      });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ENDPOINT"],
        message:
          "S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser definidos juntos (ou nenhum: imagens em DATA_DIR/images)",
      });
    }
    if (env.S3_ENDPOINT && !/^https?:\/\//.test(env.S3_ENDPOINT)) {
      ctx.addIssue({ code: "custom", path: ["S3_ENDPOINT"], message: "S3_ENDPOINT deve começar com http:// ou https://" });
    }
    if (env.PAYMENT_PROVIDER === "mercadopago") {
      for (const key of ["MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} é obrigatório com PAYMENT_PROVIDER=mercadopago` });
      }
    }
    if (env.AI_PROVIDER === "anthropic" && !env.AI_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["AI_API_KEY"], message: "AI_API_KEY é obrigatório com AI_PROVIDER=anthropic" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "APP_URL" | "AUTH_SECRET" | "DATA_DIR" | "MAIL_TRANSPORT" | "MERCADOPAGO_BASE_URL"> {
  APP_URL: string;
  /** smtp when SMTP_URL is set, else the dev outbox (never in production); log only when chosen. */
  MAIL_TRANSPORT: "smtp" | "dev" | "log";
  AUTH_SECRET: string;
  DATA_DIR: string;
  isProduction: boolean;
  googleEnabled: boolean;
  /** Where photos are kept: the bucket when every S3_* is set, else DATA_DIR/images. */
  imageStorage: "local" | "s3";
  /** Mercado Pago's API, without a trailing slash. */
  MERCADOPAGO_BASE_URL: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError listing every bad setting. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(config)"}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? persistedSecret(dataDir),
    MAIL_TRANSPORT: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? "smtp" : "dev"),
    isProduction: env.NODE_ENV === "production",
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    imageStorage: env.S3_BUCKET ? "s3" : "local",
    MERCADOPAGO_BASE_URL: (env.MERCADOPAGO_BASE_URL ?? "https://api.mercadopago.com").replace(/\/$/, ""),
  };
}

// Outside production a secret is generated once and kept, so sessions survive restarts.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** For process entry points: a bad setting ends the process with the list of what is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
