import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "config-test-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** loadConfig's error text for this environment (fails the test if it loads). */
function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`a configuração deveria ser rejeitada: ${JSON.stringify(env)}`);
}

describe("loadConfig defaults", () => {
  it("runs with nothing set: development, port 3000, PGlite, dev outbox", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "localhost",
      APP_URL: "http://localhost:3000",
      DATA_DIR: dataDir,
      AI_PROVIDER: "builtin",
      RELEASE_MODE: false,
      RATE_LIMIT_AUTH_MAX: 10,
      RATE_LIMIT_FORM_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      LOG_LEVEL: "info",
      isProduction: false,
      googleEnabled: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.MAIL_FROM).toContain("@");
  });

  it("derives APP_URL from PORT and drops a trailing slash from an explicit one", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "3456" }).APP_URL).toBe("http://localhost:3456");
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: "https://essencia.org.br/" }).APP_URL).toBe("https://essencia.org.br");
  });

  it("resolves DATA_DIR to an absolute path and creates it", () => {
    const nested = path.join(dataDir, "a", "b");
    const relative = path.relative(process.cwd(), nested);
    expect(loadConfig({ DATA_DIR: relative }).DATA_DIR).toBe(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: " ", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it("accepts PostgreSQL, SMTP, an admin pair, Google and RELEASE_MODE", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "postgresql://app@db:5432/essencia",
      SMTP_URL: "smtps://user:pass@smtp.exemplo.org:465",
      ADMIN_EMAIL: "admin@exemplo.org",
      ADMIN_PASSWORD: "uma-senha-longa",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      RELEASE_MODE: "true",
      RATE_LIMIT_AUTH_MAX: "3",
    });
    expect(config).toMatchObject({ DATABASE_URL: "postgresql://app@db:5432/essencia", googleEnabled: true, RELEASE_MODE: true, RATE_LIMIT_AUTH_MAX: 3 });
  });
});

describe("loadConfig rejects bad settings with a pt-BR message naming the variable", () => {
  it.each(["abc", "70000", "-1", "80.5"])("PORT=%s", (port) => {
    expect(configError({ PORT: port })).toBe("Configuração inválida:\n  - PORT: PORT deve ser um número inteiro entre 0 e 65535");
  });

  it.each(["mysql://db/app", "sqlite:./data.db", "localhost:5432"])("DATABASE_URL=%s (not PostgreSQL)", (url) => {
    expect(configError({ DATABASE_URL: url })).toContain("DATABASE_URL: DATABASE_URL deve começar com postgres:// ou postgresql://");
  });

  it("ADMIN_EMAIL without ADMIN_PASSWORD, and the reverse", () => {
    const message = "ADMIN_PASSWORD: ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos";
    expect(configError({ ADMIN_EMAIL: "admin@exemplo.org" })).toContain(message);
    expect(configError({ ADMIN_PASSWORD: "uma-senha-longa" })).toContain(message);
  });

  it("a short ADMIN_PASSWORD and a malformed ADMIN_EMAIL", () => {
    expect(configError({ ADMIN_EMAIL: "admin@exemplo.org", ADMIN_PASSWORD: "curta" })).toContain("ADMIN_PASSWORD precisa de pelo menos 8 caracteres");
    expect(configError({ ADMIN_EMAIL: "admin", ADMIN_PASSWORD: "uma-senha-longa" })).toContain("ADMIN_EMAIL deve ser um e-mail válido");
  });

  it("production without AUTH_SECRET", () => {
    expect(configError({ NODE_ENV: "production" })).toContain("AUTH_SECRET: AUTH_SECRET é obrigatório em produção (NODE_ENV=production)");
  });

  it("a short AUTH_SECRET", () => {
    expect(configError({ AUTH_SECRET: "curto" })).toContain("AUTH_SECRET precisa de pelo menos 32 caracteres");
  });

  it.each([
    [{ NODE_ENV: "prod" }, "NODE_ENV deve ser um de: development, production, test"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL deve ser um de: fatal, error, warn, info, debug, trace, silent"],
    [{ AI_PROVIDER: "openai" }, "AI_PROVIDER deve ser um de: builtin, openai-compatible, anthropic"],
    [{ RELEASE_MODE: "sim" }, "RELEASE_MODE deve ser um de: true, false, "],
    [{ RATE_LIMIT_AUTH_MAX: "0" }, "RATE_LIMIT_AUTH_MAX deve ser um número inteiro maior que zero"],
    [{ RATE_LIMIT_WINDOW_SECONDS: "um minuto" }, "RATE_LIMIT_WINDOW_SECONDS deve ser um número inteiro maior que zero"],
    [{ SMTP_URL: "http://smtp.exemplo.org" }, "SMTP_URL deve começar com smtp:// ou smtps://"],
    [{ APP_URL: "essencia.org.br" }, "APP_URL deve ser uma URL completa"],
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos"],
    [{ AI_PROVIDER: "anthropic" }, "AI_MODEL é obrigatório quando AI_PROVIDER não é builtin"],
    [{ AI_BASE_URL: "ollama" }, "AI_BASE_URL deve ser uma URL completa"],
    [{ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3" }, "AI_BASE_URL é obrigatório com AI_PROVIDER=openai-compatible"],
    [{ AI_PROVIDER: "anthropic", AI_MODEL: "claude-sonnet" }, "AI_API_KEY é obrigatório com AI_PROVIDER=anthropic"],
    [{ AI_TIMEOUT_SECONDS: "0" }, "AI_TIMEOUT_SECONDS deve ser um número inteiro maior que zero"],
    [{ COMPASS_QUESTIONS_PER_HOUR: "muitas" }, "COMPASS_QUESTIONS_PER_HOUR deve ser um número inteiro maior que zero"],
    [{ COMPASS_QUESTION_MAX_CHARS: "-5" }, "COMPASS_QUESTION_MAX_CHARS deve ser um número inteiro maior que zero"],
    [{ COMPASS_HISTORY_MESSAGES: "1.5" }, "COMPASS_HISTORY_MESSAGES deve ser um número inteiro maior que zero"],
    [{ RATE_LIMIT_ACCOUNT_MAX: "-1" }, "RATE_LIMIT_ACCOUNT_MAX deve ser um número inteiro maior que zero"],
    [
      { TRUST_PROXY: "true" },
      'TRUST_PROXY deve ser um número de proxies (ex.: 1) ou uma lista de endereços/CIDR separados por vírgula (ex.: 10.0.0.0/8, ::1); "true"',
    ],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY deve ser um número de proxies"],
    [{ TRUST_PROXY: "proxy.interno" }, "TRUST_PROXY deve ser um número de proxies"],
    [{ MAIL_TRANSPORT: "sendmail" }, "MAIL_TRANSPORT deve ser um de: smtp, dev, log"],
    [{ MAIL_TRANSPORT: "smtp" }, "SMTP_URL é obrigatório com MAIL_TRANSPORT=smtp"],
  ])("%j", (env, message) => {
    expect(configError(env)).toContain(message);
  });

  it("lists every bad setting at once, one per line", () => {
    const message = configError({ PORT: "x", DATABASE_URL: "mysql://db", SMTP_URL: "http://x" });
    expect(message.split("\n")).toEqual([
      "Configuração inválida:",
      "  - PORT: PORT deve ser um número inteiro entre 0 e 65535",
      "  - DATABASE_URL: DATABASE_URL deve começar com postgres:// ou postgresql://",
      "  - SMTP_URL: SMTP_URL deve começar com smtp:// ou smtps://",
    ]);
  });
});

describe("mail in production (docs/decisions/040)", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40) };

  it("refuses to start without SMTP_URL, saying how to opt out", () => {
    expect(configError(production)).toContain(
      "SMTP_URL: SMTP_URL é obrigatório em produção (NODE_ENV=production); para não enviar e-mails de propósito, defina MAIL_TRANSPORT=log",
    );
  });

  it("refuses the dev outbox, which logs links", () => {
    expect(configError({ ...production, SMTP_URL: "smtp://127.0.0.1:2525", MAIL_TRANSPORT: "dev" })).toContain(
      "MAIL_TRANSPORT: MAIL_TRANSPORT=dev registra os links dos e-mails no log e não é permitido em produção",
    );
  });

  it("starts with SMTP_URL (smtp) or with an explicit MAIL_TRANSPORT=log", () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...production, SMTP_URL: "smtp://127.0.0.1:2525" }).MAIL_TRANSPORT).toBe("smtp");
    expect(loadConfig({ DATA_DIR: dataDir, ...production, MAIL_TRANSPORT: "log" }).MAIL_TRANSPORT).toBe("log");
  });

  it("keeps the dev outbox as the default outside production", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).MAIL_TRANSPORT).toBe("dev");
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:2525" }).MAIL_TRANSPORT).toBe("smtp");
  });
});

describe("payments (docs/decisions/059)", () => {
  it("default to none, Mercado Pago's real API and a 30-minute Pix", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect([config.PAYMENT_PROVIDER, config.MERCADOPAGO_BASE_URL, config.PIX_EXPIRES_MINUTES]).toEqual(["none", "https://api.mercadopago.com", 30]);
  });

  it("mercadopago needs the access token and the webhook secret", () => {
    const message = configError({ PAYMENT_PROVIDER: "mercadopago" });
    expect(message).toContain("MERCADOPAGO_ACCESS_TOKEN: MERCADOPAGO_ACCESS_TOKEN é obrigatório com PAYMENT_PROVIDER=mercadopago");
    expect(message).toContain("MERCADOPAGO_WEBHOOK_SECRET: MERCADOPAGO_WEBHOOK_SECRET é obrigatório com PAYMENT_PROVIDER=mercadopago");
    const config = loadConfig({
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: "mercadopago",
      MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1",
      MERCADOPAGO_WEBHOOK_SECRET: "segredo",
      MERCADOPAGO_BASE_URL: "http://127.0.0.1:4010/",
      PIX_EXPIRES_MINUTES: "15",
    });
    expect([config.PAYMENT_PROVIDER, config.MERCADOPAGO_BASE_URL, config.PIX_EXPIRES_MINUTES]).toEqual(["mercadopago", "http://127.0.0.1:4010", 15]);
  });

  it("refuses an unknown provider, a bad base URL and a non-positive expiry", () => {
    expect(configError({ PAYMENT_PROVIDER: "stripe" })).toContain("PAYMENT_PROVIDER: PAYMENT_PROVIDER deve ser um de: none, mercadopago");
    expect(configError({ MERCADOPAGO_BASE_URL: "api.mercadopago" })).toContain("MERCADOPAGO_BASE_URL: MERCADOPAGO_BASE_URL deve ser uma URL completa");
    expect(configError({ PIX_EXPIRES_MINUTES: "0" })).toContain("PIX_EXPIRES_MINUTES: PIX_EXPIRES_MINUTES deve ser um número inteiro maior que zero");
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default and reads a hop count or a list of addresses and ranges", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).TRUST_PROXY).toEqual({ kind: "off" });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "false" }).TRUST_PROXY).toEqual({ kind: "off" });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
    const list = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, ::1, 2001:db8::/32" }).TRUST_PROXY;
    expect(list.kind).toBe("list");
  });
});

describe("AUTH_SECRET", () => {
  it("is generated once outside production, kept in DATA_DIR readable only by the owner, and reused", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET;
    const file = path.join(dataDir, "auth-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);
  });

  it("comes from the environment when set, and nothing is written", () => {
    const secret = "s".repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", AUTH_SECRET: secret, SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(config.AUTH_SECRET).toBe(secret);
    expect(config.isProduction).toBe(true);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });
});
