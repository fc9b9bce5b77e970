import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";

import { MIN_PASSWORD_LENGTH } from "#domain/account/messages.ts";
import { API, GOOGLE_FAILED_URL } from "#domain/paths.ts";

import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { profiles, schema } from "./db/schema.ts";
import { scrubMessage } from "./logger.ts";
import { enqueueMail, type OutboxWorker } from "./mail/outbox.ts";
import { confirmEmailMessage, resetPasswordMessage } from "./mail/templates.ts";
import { clearAccountLock } from "./rate-limit.ts";

const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Google's OAuth endpoints; GOOGLE_ISSUER_URL points them at a local OIDC server in tests. */
function googleEndpoints(config: Config) {
  const issuer = config.GOOGLE_ISSUER_URL?.replace(/\/$/, "");
  return issuer
    ? { authorizationUrl: `${issuer}/authorize`, tokenUrl: `${issuer}/token`, userInfoUrl: `${issuer}/userinfo` }
    : {
        authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
        tokenUrl: "https://oauth2.googleapis.com/token",
        userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
      };
}

/** Where Better Auth may send the browser off the site: Google's sign-in page, when Google is configured. */
export function externalRedirects(config: Config): string[] {
  return config.googleEnabled ? [googleEndpoints(config).authorizationUrl] : [];
}

export function createAuth(config: Config, database: Database, outbox: () => OutboxWorker | undefined, logger: Logger) {
  const { db } = database;
  return betterAuth({
    appName: "Movimento Essência",
    baseURL: config.APP_URL,
    basePath: API.auth,
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    user: {
      additionalFields: {
        emailConfirmedAt: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A reset proves the person holds the mailbox: a brute-force lock on the account is lifted.
      async onPasswordReset({ user }) {
        await clearAccountLock(db, user.email);
      },
      async sendResetPassword({ user, url }) {
        await enqueueMail(db, resetPasswordMessage(user.email, user.name, url, RESET_TOKEN_TTL_SECONDS / 60));
        outbox()?.nudge();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, url }) {
        await enqueueMail(db, confirmEmailMessage(user.email, user.name, url));
        outbox()?.nudge();
      },
    },
    plugins: config.googleEnabled
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                clientId: config.GOOGLE_CLIENT_ID as string,
                clientSecret: config.GOOGLE_CLIENT_SECRET as string,
                ...googleEndpoints(config),
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            // Google vouches for the address: such accounts are confirmed on creation.
            return { data: { ...user, emailConfirmedAt: user.emailVerified ? new Date() : null } };
          },
          async after(user) {
            // Every user has a profile. The e-mail sign-up fills in the rest inside its own transaction.
            await db.insert(profiles).values({ id: user.id, fullName: user.name, email: user.email.toLowerCase() }).onConflictDoNothing();
          },
        },
        update: {
          async before(data) {
            if (data.emailVerified === true) return { data: { ...data, emailConfirmedAt: sql`coalesce(email_confirmed_at, now())` } };
            return { data };
          },
        },
      },
    },
    advanced: {
      useSecureCookies: config.APP_URL.startsWith("https://"),
      cookiePrefix: "essencia",
    },
    // OAuth failures land on our home page with the spec's Google toast, not on Better Auth's English error page.
    onAPIError: { errorURL: GOOGLE_FAILED_URL },
    rateLimit: { enabled: false }, // our own database-backed limiter guards the endpoints we expose
    telemetry: { enabled: false },
    // Into our logger, so its lines go through the same scrubbing (Better Auth puts e-mails in some messages).
    logger: {
      disabled: config.NODE_ENV === "test",
      level: "warn",
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        logger[level === "debug" ? "debug" : level]({ err, source: "better-auth" }, scrubMessage(message));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The Better Auth endpoints the browser may reach directly; the rest go through our validated actions. */
export const PUBLIC_AUTH_PATHS = [
  `${API.auth}/verify-email`,
  `${API.auth}/reset-password/[^/]+`,
  // Better Auth 1.7 serves generic OAuth providers through the core social endpoints.
  API.googleSignIn,
  `${API.auth}/callback/google`,
  `${API.auth}/get-session`,
].map((path) => new RegExp(`^${path}$`));
