import { randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { eq, isNull, and } from "drizzle-orm";
import { toasts } from "#domain/messages.ts";
import { normalizeRole, type Role } from "#domain/roles.ts";
import {
  accountMessages,
  forgotPasswordSchema,
  loginSchema,
  quickSignupSchema,
  registerSchema,
  resetPasswordSchema,
  type QuickSignupData,
  type RegisterData,
} from "#domain/account/schemas.ts";
import { profiles, users } from "../db/schema.ts";
import { hitRateLimit } from "../rate-limit.ts";
import type { AppServices, RequestContext } from "./context.ts";
import { invalid, type Result } from "./result.ts";

export const DUPLICATE_EMAIL_MESSAGE = "Este e-mail já está cadastrado. Faça login ou recupere sua senha.";
export const RESET_LINK_INVALID_MESSAGE = "Este link de redefinição é inválido ou expirou. Peça um novo e-mail de recuperação.";

export interface Viewer {
  id: string;
  email: string;
  emailConfirmed: boolean;
  emailConfirmedAt: string | null;
  fullName: string;
  role: Role;
  points: number;
  hasIntegralMap: boolean;
}

const apiCode = (err: unknown) => (err instanceof APIError ? ((err.body as { code?: string } | undefined)?.code ?? "") : "");

async function limited(ctx: RequestContext, action: string): Promise<boolean> {
  const { config, database } = ctx.app;
  return !(await hitRateLimit(database.db, `${action}:${ctx.clientIp}`, config.RATE_LIMIT_AUTH_MAX, config.RATE_LIMIT_WINDOW_SECONDS));
}

const tooMany = (): Result<never> => ({ ok: false, status: 429, toast: toasts.tooManyRequests });

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
  if (await limited(ctx, "sign-up")) return tooMany();
  const data: QuickSignupData | RegisterData = parsed.data;
  const { app } = ctx;
  const duplicate: Result = { ok: false, status: 409, fieldErrors: { email: DUPLICATE_EMAIL_MESSAGE }, toast: toasts.signupFailed(DUPLICATE_EMAIL_MESSAGE) };
  if (await emailTaken(app, data.email)) return duplicate;
  // The spec's sign-up metadata; the welcome pop-up sends only the name (and the role, always 'cliente').
  const metadata =
    variant === "full"
      ? profileMetadata(data as RegisterData)
      : {};
  try {
    await app.database.transaction(async (tx) => {
      const { user } = await app.auth.api.signUpEmail({
        body: { name: data.name, email: data.email, password: data.password, callbackURL: "/?confirmado=1" },
      });
      // Better Auth's user hook already wrote the bare profile in this transaction; complete it.
      await tx
        .insert(profiles)
        .values({ id: user.id, fullName: data.name, email: data.email, role: "cliente", ...metadata })
        .onConflictDoUpdate({ target: profiles.id, set: { fullName: data.name, role: "cliente", ...metadata } });
    });
  } catch (err) {
    if (apiCode(err).startsWith("USER_ALREADY_EXISTS") || /unique|duplicate/i.test(String(err))) return duplicate;
    app.logger.error({ err }, "falha no cadastro");
    return { ok: false, status: 500, toast: toasts.signupFailed() };
  }
  app.outbox.nudge();
  return { ok: true };
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
    role: normalizeRole(row.role),
    points: row.points ?? 0,
    hasIntegralMap: row.hasIntegralMap ?? false,
  };
}

export type SignInResult = Result<{ headers: Headers; viewer: Viewer; firstConfirmedSignIn: boolean }>;

export async function signIn(ctx: RequestContext, input: unknown, requestHeaders: Headers, opts: { adminOnly?: boolean } = {}): Promise<SignInResult> {
  const failure = opts.adminOnly ? toasts.adminLoginFailed : toasts.loginFailed;
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, failure(parsed.error.issues[0]?.message));
  if (await limited(ctx, "sign-in")) return tooMany();
  const { app } = ctx;
  let response: { headers: Headers; response: { token: string; user: { id: string } } };
  try {
    response = await app.auth.api.signInEmail({ body: parsed.data, headers: requestHeaders, returnHeaders: true });
  } catch (err) {
    if (!(err instanceof APIError)) app.logger.error({ err }, "falha no login");
    return { ok: false, status: 401, toast: failure() };
  }
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
  if (await limited(ctx, "reset")) return tooMany();
  const { app } = ctx;
  try {
    await app.auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: `${app.config.APP_URL}/redefinir-senha` } });
  } catch (err) {
    app.logger.error({ err }, "falha ao pedir redefinição de senha");
    return { ok: false, status: 500, toast: toasts.resetFailed() };
  }
  return { ok: true };
}

export async function resetPassword(ctx: RequestContext, input: unknown): Promise<Result> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  if (await limited(ctx, "reset")) return tooMany();
  try {
    await ctx.app.auth.api.resetPassword({ body: { token: parsed.data.token, newPassword: parsed.data.password } });
  } catch (err) {
    if (!(err instanceof APIError)) ctx.app.logger.error({ err }, "falha ao redefinir senha");
    return {
      ok: false,
      status: 400,
      fieldErrors: { token: RESET_LINK_INVALID_MESSAGE },
      toast: { title: "Link inválido", description: RESET_LINK_INVALID_MESSAGE, destructive: true },
    };
  }
  return { ok: true };
}

/**
 * Makes sure an admin account exists for this e-mail (idempotent). A new account is created
 * confirmed, without a confirmation e-mail: the operator vouches for it.
 */
/** The name an admin created from settings or the shell gets when none is given. */
export const DEFAULT_ADMIN_NAME = "Administrador(a)";

export async function ensureAdmin(app: AppServices, email: string, password: string, fullName = DEFAULT_ADMIN_NAME): Promise<"created" | "promoted" | "unchanged"> {
  const address = email.trim().toLowerCase();
  const ctx = await app.auth.$context;
  return app.database.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
    if (existing) {
      const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, existing.id));
      if (profile?.role === "admin") return "unchanged";
      await tx
        .insert(profiles)
        .values({ id: existing.id, fullName, email: address, role: "admin" })
        .onConflictDoUpdate({ target: profiles.id, set: { role: "admin" } });
      return "promoted";
    }
    const user = await ctx.internalAdapter.createUser({ email: address, name: fullName, emailVerified: true }, { method: "admin" });
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await ctx.password.hash(password) });
    await tx.insert(profiles).values({ id: user.id, fullName, email: address, role: "admin" }).onConflictDoUpdate({ target: profiles.id, set: { role: "admin", fullName } });
    return "created";
  });
}

export const generatePassword = () => randomBytes(18).toString("base64url");

export { accountMessages };
