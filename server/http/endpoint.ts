/**
 * The one JSON endpoint (docs/decisions/053): every endpoint that takes a JSON post — React Router's
 * resource routes (app/lib/endpoint.server.ts) and the Hono APIs (`honoEndpoint` below) — is a
 * declaration of who may send it, the shared schema its body must pass, and the service call. This
 * module owns the rest, so each endpoint answers alike:
 * - the body: exactly `application/json` (415 otherwise), an optional size limit (413), JSON that is
 *   an object (400); a 405 for anything but a POST;
 * - the schema's refusal: 400 with a message under each field and the endpoint's toast;
 * - the answer: the service's Result as JSON with its status, `Cache-Control: no-store`, a 429's
 *   `Retry-After` header (never in the body), and the cookies a Result carries in `headers`.
 * Same-origin checks run before any of this, for every route (server/http/same-origin.ts).
 */
import { Hono } from "hono";

import type { Viewer } from "#domain/account/viewer.ts";
import { type ToastMessage, toasts } from "#domain/messages.ts";
import { type Failure, invalid, type Result } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";

import { loadViewer } from "../services/accounts.ts";
import { refuseUnless } from "../services/authz.ts";
import type { AppServices, RequestContext } from "../services/context.ts";
import { clientIp } from "./client-ip.ts";
import { isJsonMediaType } from "./media-type.ts";

/** Who may send the body: anyone (the service still sees who is signed in), or a signed-in person of a role. */
export type EndpointRole = "public" | "signed-in" | "therapist" | "admin";

/** A body that is not a request at all: the status and how the endpoint words it. */
export type BodyRefusal = 400 | 405 | 413 | 415;

type Schema = z.ZodMiniType;

/** Who the service is handed: anyone signed in or nobody on public endpoints, a person of the role otherwise. */
export type ViewerOf<R extends EndpointRole> = R extends "public" ? Viewer | null : Viewer;
/** What the service is handed: the schema's output, or nothing when the endpoint reads no body. */
export type InputOf<S extends Schema | undefined> = S extends Schema ? z.output<S> : undefined;

/** What a service call answers: a Result (sent as JSON), or a Response it built (a stream). */
export type Answer<T extends object> = Result<T> | Response;

export interface EndpointSpec<S extends Schema | undefined, T extends object, R extends EndpointRole = EndpointRole> {
  role: R;
  /**
   * A refusal decided by who is asking, before the body is validated (a page's own gate, e.g. /soul-map
   * answers 401 to nobody signed in and 403 to an unconfirmed e-mail, whatever they sent).
   */
  gate?: (viewer: Viewer | null) => Failure | null;
  /** The shared schema (domain/), or one built from the settings (a length from config). None: the body is read and ignored. */
  schema?: S | ((ctx: RequestContext) => S);
  /** The toast of a body the schema refuses, from its first message; the generic 'Dados inválidos' when absent. */
  invalid?: (message: string | undefined, error: z.core.$ZodError) => ToastMessage | undefined;
  /** The endpoint's own words for a body that is not a request (the site's generic toasts when absent). */
  refusal?: (status: BodyRefusal) => ToastMessage;
  /** Bytes the body may have, beyond the site's global limit (server/app.ts). */
  bodyLimit?: number;
  /**
   * Any JSON value reaches the gate and the schema (whose messages then word a list or a bare string),
   * instead of the 400 'Requisição inválida' every other endpoint answers for JSON that is not an object.
   */
  anyJson?: boolean;
  /** The service call: the request context, who is asking (null only on public endpoints), the parsed input. */
  handle: (ctx: RequestContext, viewer: ViewerOf<R>, input: InputOf<S>, request: Request) => Promise<Answer<T>>;
}

const GENERIC_REFUSALS: Record<BodyRefusal, ToastMessage> = {
  400: toasts.malformedRequest,
  405: toasts.methodNotAllowed,
  413: toasts.payloadTooLarge,
  415: toasts.unsupportedMediaType,
};

const NO_STORE = "no-store";

/** The Result as the JSON answer: its status, no caching, a 429's Retry-After and the cookies a Result carries. */
export function jsonAnswer<T extends object>(result: Result<T>, init: { headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", NO_STORE);
  if (!result.ok) {
    const { retryAfter, ...failure } = result;
    if (retryAfter !== undefined) headers.set("Retry-After", String(retryAfter));
    return Response.json(failure, { status: failure.status, headers });
  }
  // Cookies to set (a sign-in, a sign-out) travel as headers, never in the body.
  if ("headers" in result && result.headers instanceof Headers) {
    const { headers: extra, ...body } = result;
    for (const [name, value] of extra) if (name !== "set-cookie") headers.set(name, value);
    for (const cookie of extra.getSetCookie()) headers.append("Set-Cookie", cookie);
    return Response.json(body, { status: 200, headers });
  }
  return Response.json(result, { status: 200, headers });
}

type BodyRules = Pick<EndpointSpec<Schema | undefined, object>, "refusal" | "bodyLimit" | "anyJson">;

function refused(spec: BodyRules, status: BodyRefusal): Response {
  const failure: Failure = { ok: false, status, toast: spec.refusal?.(status) ?? GENERIC_REFUSALS[status] };
  return jsonAnswer(failure, status === 405 ? { headers: { Allow: "POST" } } : {});
}

/** The body's text, or null past `limit` bytes (counted as it streams when no length is announced, as hono/body-limit does). */
async function bodyText(request: Request, limit: number | undefined): Promise<string | null> {
  if (limit === undefined || !request.body) return request.text();
  const announced = request.headers.get("content-length");
  if (announced !== null && !request.headers.has("transfer-encoding")) {
    if (Number.parseInt(announced, 10) > limit) return null;
    return request.text();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Reads a JSON body: only a POST, within the limit, whose Content-Type is exactly application/json
 * (parsed, any case, parameters allowed), holding an object. Anything else is a 4xx, never a 500.
 */
export async function readJsonBody(request: Request, spec: BodyRules = {}): Promise<{ body: unknown } | { refusal: Response }> {
  if (request.method !== "POST") return { refusal: refused(spec, 405) };
  let text: string | null;
  try {
    text = await bodyText(request, spec.bodyLimit);
  } catch {
    return { refusal: refused(spec, 400) };
  }
  if (text === null) return { refusal: refused(spec, 413) };
  if (!isJsonMediaType(request.headers.get("content-type"))) return { refusal: refused(spec, 415) };
  try {
    const body: unknown = JSON.parse(text);
    if (!spec.anyJson && (typeof body !== "object" || body === null || Array.isArray(body))) return { refusal: refused(spec, 400) };
    return { body };
  } catch {
    return { refusal: refused(spec, 400) };
  }
}

/**
 * Runs one endpoint once the role is settled: body, gate, schema, service, answer. `viewer` is the
 * person the role check returned, or, on public endpoints, a function that reads the session (only
 * once the body is known to be a request).
 */
export async function answerEndpoint<S extends Schema | undefined, T extends object, R extends EndpointRole>(
  spec: EndpointSpec<S, T, R>,
  request: Request,
  ctx: RequestContext,
  viewer: ViewerOf<R> | (() => Promise<ViewerOf<R>>),
): Promise<Response> {
  const read = await readJsonBody(request, spec);
  if ("refusal" in read) return read.refusal;
  const who: ViewerOf<R> = typeof viewer === "function" ? await viewer() : viewer;
  const gated = spec.gate?.(who);
  if (gated) return jsonAnswer(gated);
  let input: unknown;
  if (spec.schema) {
    const schema = (typeof spec.schema === "function" ? spec.schema(ctx) : spec.schema) as Schema;
    const parsed = schema.safeParse(read.body);
    if (!parsed.success) return jsonAnswer(invalid(parsed.error, spec.invalid?.(parsed.error.issues[0]?.message, parsed.error)));
    input = parsed.data;
  }
  const answer = await spec.handle(ctx, who, input as InputOf<S>, request);
  return answer instanceof Response ? answer : jsonAnswer(answer);
}

const ROLE_REFUSALS: Record<Exclude<EndpointRole, "public">, Parameters<typeof refuseUnless>[1][]> = {
  "signed-in": ["cliente", "therapist", "admin"],
  therapist: ["therapist"],
  admin: ["admin"],
};

/**
 * The same endpoint as a Hono route (the APIs beside the pages: /api/relationship, the Soul Compass).
 * Nobody signed in, or the wrong role, is a Failure in JSON (there is no page to redirect to).
 */
export function honoEndpoint<S extends Schema | undefined, T extends object, R extends EndpointRole>(
  services: AppServices,
  path: string,
  spec: EndpointSpec<S, T, R>,
) {
  const api = new Hono();
  api.post(path, async (c) => {
    const ctx: RequestContext = { app: services, clientIp: clientIp(c, services.config.TRUST_PROXY), headers: c.req.raw.headers };
    const who = () => loadViewer(ctx);
    if (spec.role === "public") return answerEndpoint(spec, c.req.raw, ctx, who as () => Promise<ViewerOf<R>>);
    const viewer = await who();
    const refusal = refuseUnless(viewer, ...ROLE_REFUSALS[spec.role as Exclude<EndpointRole, "public">]);
    if (refusal || !viewer) return jsonAnswer(refusal ?? { ok: false, status: 401 });
    return answerEndpoint(spec, c.req.raw, ctx, viewer as ViewerOf<R>);
  });
  return api;
}

/**
 * A multipart endpoint (a photo upload) answered like every JSON endpoint: the role, a reader of its
 * parts (server/images/http.ts: type, size and fields, or a Failure in Portuguese), the service call.
 */
export interface UploadSpec<U, T extends object, R extends Exclude<EndpointRole, "public">> {
  role: R;
  read: (request: Request) => Promise<{ upload: U } | { failure: Failure }>;
  handle: (ctx: RequestContext, viewer: ViewerOf<R>, upload: U) => Promise<Result<T>>;
}

export async function answerUpload<U, T extends object, R extends Exclude<EndpointRole, "public">>(
  spec: UploadSpec<U, T, R>,
  request: Request,
  ctx: RequestContext,
  viewer: ViewerOf<R>,
): Promise<Response> {
  if (request.method !== "POST") return refused({}, 405);
  const read = await spec.read(request);
  if ("failure" in read) return jsonAnswer(read.failure);
  return jsonAnswer(await spec.handle(ctx, viewer, read.upload));
}
