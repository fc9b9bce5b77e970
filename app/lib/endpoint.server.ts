/**
 * A JSON endpoint as a React Router resource route (docs/decisions/032, 053): one declaration —
 * who may send it, the shared schema, the service call — gives the route its `action` and its
 * `loader`. The body rules and the answer are server/http/endpoint.ts's, shared with the Hono APIs.
 *
 *   const endpoint = jsonEndpoint({ role: "admin", schema: productReviewSchema, handle: reviewProduct });
 *   export const action = endpoint.action;
 *   export const loader = endpoint.loader;
 *
 * (React Router's build cannot strip a destructured `export const { action, loader }` from the
 * browser's bundle, so the two are exported one by one.)
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { toasts } from "#domain/messages.ts";
import type { Failure, Result } from "#domain/result.ts";
import type { z } from "#domain/zod.ts";
import { answerEndpoint, answerUpload, type EndpointRole, type EndpointSpec, jsonAnswer, type UploadSpec, type ViewerOf } from "#server/http/endpoint.ts";
import { loadViewer } from "#server/services/accounts.ts";

import { requireRole } from "./guards.server.ts";

export type { EndpointRole } from "#server/http/endpoint.ts";

const methodNotAllowed: Failure = { ok: false, status: 405, toast: toasts.methodNotAllowed };

/**
 * Action-only routes answer a GET with the pages' 405 ('Ação não permitida') in the Failure shape,
 * instead of React Router's "no loader" error (private ones check the role first, so the answer
 * depends on who asks: no cache keeps it).
 */
export function postOnly(): never {
  throw Response.json(methodNotAllowed, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

/**
 * The route's action (the role checked first by the one role helper, requireRole; on public routes
 * the session is read once the body is known to be a request) and its loader: the role, then 405.
 * A route that also answers a GET (the members' own data) exports its own loader instead.
 */
export function jsonEndpoint<S extends z.ZodMiniType | undefined, T extends object, R extends EndpointRole>(spec: EndpointSpec<S, T, R>) {
  async function action({ request, url, context }: ActionFunctionArgs): Promise<Response> {
    if (spec.role === "public") return answerEndpoint(spec, request, context, () => loadViewer(context) as Promise<ViewerOf<R>>);
    const viewer = await requireRole(url, context, spec.role as Exclude<EndpointRole, "public">);
    return answerEndpoint(spec, request, context, viewer as ViewerOf<R>);
  }
  async function loader({ url, context }: LoaderFunctionArgs): Promise<never> {
    if (spec.role !== "public") await requireRole(url, context, spec.role as Exclude<EndpointRole, "public">);
    return postOnly();
  }
  return { action, loader };
}

/** A multipart upload as a resource route: the same role check first, the same answer (server/http/endpoint.ts). */
export function uploadEndpoint<U, T extends object, R extends Exclude<EndpointRole, "public">>(spec: UploadSpec<U, T, R>) {
  async function action({ request, url, context }: ActionFunctionArgs): Promise<Response> {
    const viewer = await requireRole(url, context, spec.role);
    return answerUpload(spec, request, context, viewer as ViewerOf<R>);
  }
  async function loader({ url, context }: LoaderFunctionArgs): Promise<never> {
    await requireRole(url, context, spec.role);
    return postOnly();
  }
  return { action, loader };
}

/** A loader's JSON answer in the endpoints' shape (status, no-store, Retry-After). */
export function jsonResult<T extends object>(result: Result<T>): Response {
  return jsonAnswer(result);
}
