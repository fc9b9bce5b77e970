import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { APIError, createEmailVerificationToken } from "better-auth/api";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

import type { forgotPasswordSchema, loginSchema, QuickSignupData, RegisterData, resetPasswordSchema } from "#domain/account/schemas.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { accountNotices, toasts } from "#domain/messages.ts";
import { CONFIRMED_URL, confirmedUrl, ROUTES } from "#domain/paths.ts";
import type { Result } from "#domain/result.ts";
import { DEFAULT_ROLE } from "#domain/roles.ts";
import type { z } from "#domain/zod.ts";

import { VERIFY_TOKEN_TTL_SECONDS } from "../auth.ts";
import type { Db } from "../db/client.ts";
import { refusalStatus, sqlStateOf } from "../db/errors.ts";
import { accounts, dataVersion, profiles, sessions, users } from "../db/schema.ts";
import { accountAttempt, clearAccountLock, personRateLimited, rateLimited } from "../rate-limit.ts";
import type { AppServices, RequestContext } from "./context.ts";

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

/** The sign-up wizard's account (with the spec's metadata) or the welcome pop-up's (name, e-mail and password only). */
export async function register(ctx: RequestContext, data: QuickSignupData | RegisterData, confirmedUrl = CONFIRMED_URL): Promise<Result> {
  const limited = await rateLimited(ctx, "signUp");
  if (limited) return limited;
  const { app } = ctx;
  const duplicate: Result = {
    ok: false,
    status: 409,
    fieldErrors: { email: accountNotices.duplicateEmail },
    toast: toasts.signupFailed(accountNotices.duplicateEmail),
  };
  if (await emailTaken(app, data.email)) return (await sameSignUp(app, data)) ? { ok: true } : duplicate;
  // The spec's sign-up metadata; the welcome pop-up sends only the name (and the role, always 'cliente').
  const metadata = "cpf" in data ? profileMetadata(data) : {};
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
      await sendConfirmationEmail(app, user, confirmedUrl);
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

/**
 * The welcome pop-up's sign-up: the account, then a session, so the pop-up can say where the link
 * went and resend it, and the confirmation link brings the person back to /soul-map, where the map is.
 */
export async function quickSignUp(ctx: RequestContext, data: QuickSignupData): Promise<SignInResult> {
  const registered = await register(ctx, data, confirmedUrl(ROUTES.freeSoulMap));
  if (!registered.ok) return registered;
  return signIn(ctx, { email: data.email, password: data.password });
}

/** Queues the 'confirm your e-mail' message with a fresh link (Better Auth's token and verify endpoint). */
async function sendConfirmationEmail(
  app: AppServices,
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date; updatedAt: Date },
  callbackUrl = CONFIRMED_URL,
) {
  const auth = await app.auth.$context;
  const token = await createEmailVerificationToken(auth.secret, user.email, undefined, VERIFY_TOKEN_TTL_SECONDS);
  const url = `${auth.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackUrl)}`;
  await auth.options.emailVerification?.sendVerificationEmail?.({ user, url, token });
}

/**
 * 'Reenviar e-mail de confirmação' (the gates of /soul-compass and /soul-map): a new link for the
 * signed-in person whose address is not confirmed yet, a few times an hour at most.
 */
export async function resendConfirmation(ctx: RequestContext, viewer: Viewer | null): Promise<Result> {
  const { app } = ctx;
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

/**
 * Who sent the request: the signed-in person, or null. Read once per request however many loaders
 * ask (the root's and the page's run side by side), and in one round trip: the session, its
 * account and the profile in one query, so a sign-out, a removed session or a changed role counts
 * on the very next request (docs/decisions/062).
 */
export function loadViewer(ctx: Pick<RequestContext, "app" | "headers">): Promise<Viewer | null> {
  return loadViewerState(ctx).then((state) => state.viewer);
}

/** Who is asking, and the data version read in the same query (null for nobody, or when unknown). */
export interface ViewerState {
  viewer: Viewer | null;
  /** The database's data version when the session was read (server/viewer-page-cache.ts, docs/decisions/063). */
  dataVersion: number | null;
}

/** loadViewer's answer with the data version that came with it: what a kept page is checked against. */
export function loadViewerState(ctx: Pick<RequestContext, "app" | "headers">): Promise<ViewerState> {
  let state = statesByRequest.get(ctx.headers);
  if (!state) {
    state = readViewer(ctx);
    statesByRequest.set(ctx.headers, state);
  }
  return state;
}

// Keyed by the request's headers: one object per request, shared by every loader of it, and
// gone with it. On globalThis because the page bundle and the server bundle each load their own
// copy of this file, and the server asks first (server/app.ts, for the page kept for the viewer).
const STATES = Symbol.for("essencia.viewer-states");
const statesByRequest: WeakMap<Headers, Promise<ViewerState>> = ((globalThis as Record<symbol, unknown>)[STATES] as
  WeakMap<Headers, Promise<ViewerState>> | undefined) ?? ((globalThis as Record<symbol, unknown>)[STATES] = new WeakMap());
const NOBODY: ViewerState = { viewer: null, dataVersion: null };

async function readViewer({ app, headers }: Pick<RequestContext, "app" | "headers">): Promise<ViewerState> {
  // Most page views are anonymous: no session cookie, no query.
  const cookie = headers.get("cookie");
  if (!cookie?.includes("session_token")) return NOBODY;
  const auth = await app.auth.$context;
  const token = signedSessionToken(cookie, auth.authCookies.sessionToken.name, auth.secret);
  if (!token) return NOBODY;
  let row: (ViewerRow & { expiresAt: Date; dataVersion: number }) | undefined;
  try {
    const [found] = await app.database.prepared("viewer_session", viewerSessionSql(app.database.db))([token]);
    row = found && toViewerRow(found);
  } catch (err) {
    return { viewer: await viewerWithoutProfile(app, headers, err), dataVersion: null };
  }
  if (!row || row.expiresAt <= new Date()) return NOBODY;
  // Better Auth slides a session's expiry once a day (updateAge): that request goes through it.
  const { expiresIn, updateAge } = auth.sessionConfig;
  if (row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now()) {
    const session = await app.auth.api.getSession({ headers });
    if (!session) return NOBODY;
  }
  return { viewer: toViewer(row), dataVersion: row.dataVersion };
}

/**
 * The session token of a signed cookie `name=<token>.<HMAC-SHA256 in base64>` (URL-encoded), as
 * Better Auth sets it; null when absent or not signed with our secret.
 */
function signedSessionToken(cookieHeader: string, name: string, secret: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eqAt = part.indexOf("=");
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/**
 * Spec §8: a failed profile read is logged and the person carries on, signed in, with an empty
 * profile (the default name, no points) instead of every page failing.
 */
async function viewerWithoutProfile(app: AppServices, headers: Headers, err: unknown): Promise<Viewer | null> {
  const session = await app.auth.api.getSession({ headers });
  if (!session) return null;
  app.logger.error({ err }, "Erro ao buscar perfil");
  const { id, email, emailVerified } = session.user;
  return { id, email, emailConfirmed: emailVerified, emailConfirmedAt: null, fullName: "", role: DEFAULT_ROLE, points: 0, hasIntegralMap: false };
}

const VIEWER_COLUMNS = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  emailConfirmedAt: users.emailConfirmedAt,
  fullName: profiles.fullName,
  role: profiles.role,
  points: profiles.points,
  hasIntegralMap: profiles.hasIntegralMap,
};

/** The session, its account and profile, and the data version: drizzle writes the text once, the database keeps its plan. */
let viewerSession: string | undefined;
function viewerSessionSql(db: Db): string {
  viewerSession ??= db
    .select({ ...VIEWER_COLUMNS, expiresAt: sessions.expiresAt, dataVersion: sql`(select ${dataVersion.version} from ${dataVersion})`.as("data_version") })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .toSQL().sql;
  return viewerSession;
}

/** A prepared statement's row, keyed by column name, in each driver's own types. */
function toViewerRow(found: Record<string, unknown>): ViewerRow & { expiresAt: Date; dataVersion: number } {
  const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));
  const column = (c: { name: string }) => found[c.name];
  const points = column(profiles.points);
  return {
    id: String(column(users.id)),
    email: String(column(users.email)),
    emailVerified: column(users.emailVerified) === true,
    emailConfirmedAt: at(column(users.emailConfirmedAt)),
    fullName: (column(profiles.fullName) as string | null) ?? null,
    role: (column(profiles.role) as ViewerRow["role"]) ?? null,
    points: points === null || points === undefined ? null : Number(points),
    hasIntegralMap: (column(profiles.hasIntegralMap) as boolean | null) ?? null,
    expiresAt: at(column(sessions.expiresAt)) as Date,
    dataVersion: Number(found.data_version),
  };
}
/** What VIEWER_COLUMNS select: the profile's columns are null when its row is missing. */
interface ViewerRow {
  id: string;
  email: string;
  emailVerified: boolean;
  emailConfirmedAt: Date | null;
  fullName: string | null;
  role: Viewer["role"] | null;
  points: number | null;
  hasIntegralMap: boolean | null;
}

function toViewer(row: ViewerRow): Viewer {
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

export async function viewerById(app: AppServices, userId: string): Promise<Viewer | null> {
  const [row] = await app.database.db.select(VIEWER_COLUMNS).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId)).limit(1);
  return row ? toViewer(row) : null;
}

export type SignInResult = Result<{ headers: Headers; viewer: Viewer; firstConfirmedSignIn: boolean }>;

/** E-mail and password; `adminOnly` (the admin login) signs anyone else out again. */
export async function signIn(ctx: RequestContext, input: z.output<typeof loginSchema>, opts: { adminOnly?: boolean } = {}): Promise<SignInResult> {
  const failure = opts.adminOnly ? toasts.adminLoginFailed : toasts.loginFailed;
  const limited = (await rateLimited(ctx, "signIn")) ?? (await accountAttempt(ctx, input.email));
  if (limited) return limited;
  const { app } = ctx;
  let response: { headers: Headers; response: { token: string; user: { id: string } } };
  try {
    response = await app.auth.api.signInEmail({ body: input, headers: ctx.headers, returnHeaders: true });
  } catch (err) {
    if (!(err instanceof APIError)) app.logger.error({ err }, "falha no login");
    return { ok: false, status: 401, toast: failure() };
  }
  await clearAccountLock(app.database.db, input.email, ctx.clientIp);
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

/** Ends the request's session; the answer's headers clear its cookie. */
export async function signOut(ctx: Pick<RequestContext, "app" | "headers">): Promise<Result<{ headers: Headers }>> {
  const { app } = ctx;
  try {
    const { headers } = await app.auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
    return { ok: true, headers };
  } catch (err) {
    app.logger.warn({ err }, "falha ao sair");
    return { ok: false, status: 400, toast: toasts.logoutFailed };
  }
}

/** Answers the same whether or not the address has an account. */
export async function requestPasswordReset(ctx: RequestContext, input: z.output<typeof forgotPasswordSchema>): Promise<Result> {
  const limited = await rateLimited(ctx, "passwordReset");
  if (limited) return limited;
  const { app } = ctx;
  try {
    await app.auth.api.requestPasswordReset({ body: { email: input.email, redirectTo: `${app.config.APP_URL}${ROUTES.resetPassword}` } });
  } catch (err) {
    app.logger.error({ err }, "falha ao pedir redefinição de senha");
    return { ok: false, status: 500, toast: toasts.resetFailed() };
  }
  return { ok: true };
}

export async function resetPassword(ctx: RequestContext, input: z.output<typeof resetPasswordSchema>): Promise<Result> {
  const limited = await rateLimited(ctx, "passwordReset");
  if (limited) return limited;
  try {
    await ctx.app.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
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

/**
 * What ensureAdmin does with an existing account whose address was never confirmed: whoever signed
 * up first may not own the address (docs/decisions/051). "take over": the operator configured this
 * address and password (ADMIN_EMAIL, the terminal), so the account becomes theirs. "refuse": an admin
 * typing an address proves nothing (the add-admin form).
 */
export type UnconfirmedAccountPolicy = "take over" | "refuse";

export type AdminOutcome<P extends UnconfirmedAccountPolicy = UnconfirmedAccountPolicy> =
  "created" | "promoted" | "unchanged" | (P extends "take over" ? "taken over" : "unconfirmed");

export type AdminChange = { outcome: Exclude<AdminOutcome, "unchanged" | "unconfirmed">; userId: string };

/**
 * Makes sure an admin account exists for this e-mail (idempotent). A new account is created
 * confirmed, without a confirmation e-mail: the operator vouches for it. An existing confirmed
 * account is promoted as it is — its name and password stay the person's; an unconfirmed one is
 * taken over or refused (`unconfirmed`). `onChange` runs inside the same transaction when something
 * changed (the add-admin form audits there).
 */
export async function ensureAdmin<P extends UnconfirmedAccountPolicy>(
  app: AppServices,
  email: string,
  password: string,
  options: { unconfirmed: P; fullName?: string; onChange?: (tx: Db, change: AdminChange) => Promise<void> },
): Promise<AdminOutcome<P>> {
  const { unconfirmed, fullName = DEFAULT_ADMIN_NAME, onChange } = options;
  const address = email.trim().toLowerCase();
  const ctx = await app.auth.$context;
  // scrypt takes ~100 ms: hashed before the transaction opens, so no connection waits on it
  // (decision 040). Unused when the account turns out to exist and stays as it is.
  const hash = await ctx.password.hash(password);
  const attempt = () =>
    app.database.transaction(async (tx): Promise<AdminOutcome> => {
      const [existing] = await tx.select({ id: users.id, confirmed: users.emailVerified }).from(users).where(eq(users.email, address)).for("update");
      if (existing) {
        const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, existing.id)).for("update");
        // Even an admin already: an earlier start may have promoted an account that was never the operator's.
        if (!existing.confirmed && unconfirmed === "take over") {
          await takeOver(tx, ctx, { userId: existing.id, address, hash, fullName });
          await onChange?.(tx, { outcome: "taken over", userId: existing.id });
          return "taken over";
        }
        if (profile?.role === "admin") return "unchanged";
        if (!existing.confirmed) return "unconfirmed";
        await tx
          .insert(profiles)
          .values({ id: existing.id, fullName, email: address, role: "admin" })
          .onConflictDoUpdate({ target: profiles.id, set: { role: "admin" } });
        await onChange?.(tx, { outcome: "promoted", userId: existing.id });
        return "promoted";
      }
      const user = await ctx.internalAdapter.createUser({ email: address, name: fullName, emailVerified: true }, { method: "admin" });
      await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
      await tx
        .insert(profiles)
        .values({ id: user.id, fullName, email: address, role: "admin" })
        .onConflictDoUpdate({ target: profiles.id, set: { role: "admin", fullName } });
      await onChange?.(tx, { outcome: "created", userId: user.id });
      return "created";
    });
  // Another request created this account between our look and our insert: it exists now.
  const outcome = await attempt().catch((err: unknown) => {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) return attempt();
    throw err;
  });
  return outcome as AdminOutcome<P>;
}

/**
 * The operator's account now: the configured password is its only way in (the other sign-in
 * methods — Google links — and every session go), the address counts as confirmed (the operator
 * vouches for it), the admin name replaces the one typed at sign-up, and a sign-in lock is lifted as
 * a password reset lifts it. Runs inside ensureAdmin's transaction.
 */
async function takeOver(
  tx: Db,
  ctx: Awaited<AppServices["auth"]["$context"]>,
  { userId, address, hash, fullName }: { userId: string; address: string; hash: string; fullName: string },
) {
  await ctx.internalAdapter.deleteUserSessions(userId);
  await ctx.internalAdapter.deleteAccounts(userId);
  await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  await ctx.internalAdapter.updateUser(userId, { emailVerified: true, name: fullName });
  await tx
    .insert(profiles)
    .values({ id: userId, fullName, email: address, role: "admin" })
    .onConflictDoUpdate({ target: profiles.id, set: { role: "admin", fullName } });
  await clearAccountLock(tx, address);
}

export const generatePassword = () => randomBytes(18).toString("base64url");
