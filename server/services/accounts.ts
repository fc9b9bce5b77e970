import { randomBytes } from "node:crypto";
import { APIError, createEmailVerificationToken } from "better-auth/api";
import { eq, gt, isNull, and, sql } from "drizzle-orm";
import { accountNotices, toasts } from "#domain/messages.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { DEFAULT_ROLE } from "#domain/roles.ts";
import {
  forgotPasswordSchema,
  loginSchema,
  quickSignupSchema,
  registerSchema,
  resetPasswordSchema,
  type QuickSignupData,
  type RegisterData,
} from "#domain/account/schemas.ts";
import { VERIFY_TOKEN_TTL_SECONDS } from "../auth.ts";
import { refusalStatus, sqlStateOf } from "../db/errors.ts";
import type { Db } from "../db/client.ts";
import { accounts, profiles, users } from "../db/schema.ts";
import { accountAttempt, clearAccountLock, personRateLimited, rateLimited } from "../rate-limit.ts";
import type { AppServices, RequestContext } from "./context.ts";
import { invalid, type Result } from "#domain/result.ts";
import { CONFIRMED_URL, ROUTES } from "#domain/paths.ts";

async function emailTaken(app: AppServices, email: string) {
  const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/** Sign-up through the wizard (full metadata) or the welcome pop-up (name only). */
function profileMetadata(data: RegisterData) {
  const { cep, street, number, complement, neighborhood, city, state } = data;
  return {
    cpf: data.cpf,
    birthDate: data.birthDate,
    whatsapp: data.whatsapp,
    isTherapistApplicant: data.isTherapist,
    address: { cep, street, number, complement, neighborhood, city, state },
  };
}

export async function register(ctx: RequestContext, input: unknown, variant: "full" | "quick"): Promise<Result> {
  const parsed = variant === "full" ? registerSchema.safeParse(input) : quickSignupSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, toasts.signupFailed(parsed.error.issues[0]?.message));
  const limited = await rateLimited(ctx, "signUp");
  if (limited) return limited;
  const data: QuickSignupData | RegisterData = parsed.data;
  const { app } = ctx;
  const duplicate: Result = {
    ok: false,
    status: 409,
    fieldErrors: { email: accountNotices.duplicateEmail },
    toast: toasts.signupFailed(accountNotices.duplicateEmail),
  };
  if (await emailTaken(app, data.email)) return (await sameSignUp(app, data)) ? { ok: true } : duplicate;
  // The spec's sign-up metadata; the welcome pop-up sends only the name (and the role, always 'cliente').
  const metadata = variant === "full" ? profileMetadata(data as RegisterData) : {};
  const auth = await app.auth.$context;
  // scrypt takes ~100 ms of a worker thread: done inside the transaction it would hold a
  // connection that long (PGlite's only one, so every other request would wait).
  const hash = await auth.password.hash(data.password);
  try {
    await app.database.transaction(async () => {
      // What Better Auth's sign-up does, minus the hashing: the user (its hook writes the bare
      // profile), the credential, the profile's metadata and the confirmation e-mail, all in this transaction.
      const user = await auth.internalAdapter.createUser({ email: data.email, name: data.name, emailVerified: false }, { method: "email-password" });
      await auth.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
      await app.database.db
        .insert(profiles)
        .values({ id: user.id, fullName: data.name, email: data.email, role: "cliente", ...metadata })
        .onConflictDoUpdate({ target: profiles.id, set: { fullName: data.name, role: "cliente", ...metadata } });
      await sendConfirmationEmail(app, user);
    });
  } catch (err) {
    // Another sign-up for this address committed between our check and our insert: this one repeated, or someone else's.
    if (sqlStateOf(err) === UNIQUE_VIOLATION) return (await sameSignUp(app, data)) ? { ok: true } : duplicate;
    const status = refusalStatus(err);
    if (!status) app.logger.error({ err }, "falha no cadastro");
    return { ok: false, status: status ?? 500, toast: toasts.signupFailed() };
  }
  app.outbox.nudge();
  return { ok: true };
}

/** Queues the 'confirm your e-mail' message with a fresh link (Better Auth's token and verify endpoint). */
async function sendConfirmationEmail(
  app: AppServices,
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date; updatedAt: Date },
) {
  const auth = await app.auth.$context;
  const token = await createEmailVerificationToken(auth.secret, user.email, undefined, VERIFY_TOKEN_TTL_SECONDS);
  const url = `${auth.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(CONFIRMED_URL)}`;
  await auth.options.emailVerification?.sendVerificationEmail?.({ user, url, token });
}

/**
 * 'Reenviar e-mail de confirmação' (the gates of /soul-compass and /soul-map): a new link for the
 * signed-in person whose address is not confirmed yet, a few times an hour at most.
 */
export async function resendConfirmation(app: AppServices, viewer: Viewer | null): Promise<Result> {
  if (!viewer) return { ok: false, status: 401, toast: toasts.confirmationResendFailed(accountNotices.signInFirst) };
  if (viewer.emailConfirmed) return { ok: false, status: 409, toast: toasts.confirmationResendFailed(accountNotices.alreadyConfirmed) };
  const limited = await personRateLimited(app, "confirmationEmail", viewer.id);
  if (limited) return { ok: false, status: 429, toast: toasts.confirmationResendFailed(accountNotices.resendLimit), retryAfter: limited.retryAfter };
  const [user] = await app.database.db.select().from(users).where(eq(users.id, viewer.id));
  if (!user) return { ok: false, status: 401, toast: toasts.confirmationResendFailed(accountNotices.signInFirst) };
  await sendConfirmationEmail(app, user);
  app.outbox.nudge();
  return { ok: true };
}

const UNIQUE_VIOLATION = "23505";

/** How long after a sign-up an identical one still answers as it did (a retry after a lost answer). */
export const SIGN_UP_REPEAT_WINDOW_SECONDS = 10 * 60;

/**
 * True when the account already stored under this e-mail is this very sign-up sent again (a double
 * click, a retried request, a second request racing the first): same name and password, still
 * unconfirmed, made within the last SIGN_UP_REPEAT_WINDOW_SECONDS. The repeat then answers as the
 * first did; anything else is someone else's address.
 */
async function sameSignUp(app: AppServices, data: QuickSignupData | RegisterData): Promise<boolean> {
  const [stored] = await app.database.db
    .select({ name: users.name, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(
      and(
        eq(users.email, data.email),
        eq(users.emailVerified, false),
        gt(users.createdAt, sql`now() - make_interval(secs => ${SIGN_UP_REPEAT_WINDOW_SECONDS})`),
      ),
    )
    .limit(1);
  if (!stored?.hash || stored.name !== data.name) return false;
  const auth = await app.auth.$context;
  return auth.password.verify({ hash: stored.hash, password: data.password });
}

export async function loadViewer(app: AppServices, headers: Headers): Promise<Viewer | null> {
  // Most page views are anonymous: skip Better Auth's pipeline when there is no session cookie.
  if (!headers.get("cookie")?.includes("session_token")) return null;
  const session = await app.auth.api.getSession({ headers });
  if (!session) return null;
  return viewerById(app, session.user.id);
}

export async function viewerById(app: AppServices, userId: string): Promise<Viewer | null> {
  const [row] = await app.database.db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      emailConfirmedAt: users.emailConfirmedAt,
      fullName: profiles.fullName,
      role: profiles.role,
      points: profiles.points,
      hasIntegralMap: profiles.hasIntegralMap,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailVerified,
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    fullName: row.fullName ?? "",
    role: row.role ?? DEFAULT_ROLE,
    points: row.points ?? 0,
    hasIntegralMap: row.hasIntegralMap ?? false,
  };
}

export type SignInResult = Result<{ headers: Headers; viewer: Viewer; firstConfirmedSignIn: boolean }>;

export async function signIn(ctx: RequestContext, input: unknown, requestHeaders: Headers, opts: { adminOnly?: boolean } = {}): Promise<SignInResult> {
  const failure = opts.adminOnly ? toasts.adminLoginFailed : toasts.loginFailed;
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, failure(parsed.error.issues[0]?.message));
  const limited = (await rateLimited(ctx, "signIn")) ?? (await accountAttempt(ctx, parsed.data.email));
  if (limited) return limited;
  const { app } = ctx;
  let response: { headers: Headers; response: { token: string; user: { id: string } } };
  try {
    response = await app.auth.api.signInEmail({ body: parsed.data, headers: requestHeaders, returnHeaders: true });
  } catch (err) {
    if (!(err instanceof APIError)) app.logger.error({ err }, "falha no login");
    return { ok: false, status: 401, toast: failure() };
  }
  await clearAccountLock(app.database.db, parsed.data.email);
  const viewer = await viewerById(app, response.response.user.id);
  if (!viewer) return { ok: false, status: 401, toast: failure() };
  if (opts.adminOnly && viewer.role !== "admin") {
    // Spec: a non-admin on the admin login is signed out again.
    const authContext = await app.auth.$context;
    await authContext.internalAdapter.deleteSession(response.response.token);
    return { ok: false, status: 403, toast: toasts.notAdmin };
  }
  let firstConfirmedSignIn = false;
  if (viewer.emailConfirmed) {
    const greeted = await app.database.db
      .update(profiles)
      .set({ confirmationGreetedAt: new Date() })
      .where(and(eq(profiles.id, viewer.id), isNull(profiles.confirmationGreetedAt)))
      .returning({ id: profiles.id });
    firstConfirmedSignIn = greeted.length > 0;
  }
  return { ok: true, headers: response.headers, viewer, firstConfirmedSignIn };
}

export async function signOut(app: AppServices, requestHeaders: Headers): Promise<Result<{ headers: Headers }>> {
  try {
    const { headers } = await app.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return { ok: true, headers };
  } catch (err) {
    app.logger.warn({ err }, "falha ao sair");
    return { ok: false, status: 400, toast: toasts.logoutFailed };
  }
}

/** Answers the same whether or not the address has an account. */
export async function requestPasswordReset(ctx: RequestContext, input: unknown): Promise<Result> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, toasts.resetFailed(parsed.error.issues[0]?.message));
  const limited = await rateLimited(ctx, "passwordReset");
  if (limited) return limited;
  const { app } = ctx;
  try {
    await app.auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: `${app.config.APP_URL}${ROUTES.resetPassword}` } });
  } catch (err) {
    app.logger.error({ err }, "falha ao pedir redefinição de senha");
    return { ok: false, status: 500, toast: toasts.resetFailed() };
  }
  return { ok: true };
}

export async function resetPassword(ctx: RequestContext, input: unknown): Promise<Result> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const limited = await rateLimited(ctx, "passwordReset");
  if (limited) return limited;
  try {
    await ctx.app.auth.api.resetPassword({ body: { token: parsed.data.token, newPassword: parsed.data.password } });
  } catch (err) {
    if (!(err instanceof APIError)) ctx.app.logger.error({ err }, "falha ao redefinir senha");
    return {
      ok: false,
      status: 400,
      fieldErrors: { token: accountNotices.resetLinkInvalid },
      toast: toasts.resetLinkInvalid,
    };
  }
  return { ok: true };
}

/** The name an admin created from settings or the shell gets when none is given. */
export const DEFAULT_ADMIN_NAME = "Administrador(a)";

export type AdminChange = { outcome: "created" | "promoted"; userId: string };

/**
 * Makes sure an admin account exists for this e-mail (idempotent). A new account is created
 * confirmed, without a confirmation e-mail: the operator vouches for it. An existing account is
 * promoted as it is — its name and password stay the person's. `onChange` runs inside the same
 * transaction when something changed (the add-admin form audits there).
 */
export async function ensureAdmin(
  app: AppServices,
  email: string,
  password: string,
  fullName = DEFAULT_ADMIN_NAME,
  onChange?: (tx: Db, change: AdminChange) => Promise<void>,
): Promise<AdminChange["outcome"] | "unchanged"> {
  const address = email.trim().toLowerCase();
  const ctx = await app.auth.$context;
  // scrypt takes ~100 ms: hashed before the transaction opens, so no connection waits on it
  // (decision 040). Unused when the account turns out to exist.
  const hash = await ctx.password.hash(password);
  const attempt = () =>
    app.database.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
      if (existing) {
        const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, existing.id)).for("update");
        if (profile?.role === "admin") return "unchanged" as const;
        await tx
          .insert(profiles)
          .values({ id: existing.id, fullName, email: address, role: "admin" })
          .onConflictDoUpdate({ target: profiles.id, set: { role: "admin" } });
        await onChange?.(tx, { outcome: "promoted", userId: existing.id });
        return "promoted" as const;
      }
      const user = await ctx.internalAdapter.createUser({ email: address, name: fullName, emailVerified: true }, { method: "admin" });
      await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
      await tx
        .insert(profiles)
        .values({ id: user.id, fullName, email: address, role: "admin" })
        .onConflictDoUpdate({ target: profiles.id, set: { role: "admin", fullName } });
      await onChange?.(tx, { outcome: "created", userId: user.id });
      return "created" as const;
    });
  // Another request created this account between our look and our insert: it exists now.
  return attempt().catch((err: unknown) => {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) return attempt();
    throw err;
  });
}

export const generatePassword = () => randomBytes(18).toString("base64url");
