import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { signOut } from "#app/lib/services.server.ts";

/** 'Sair': the body is read only to refuse anything but the site's own JSON post (a cross-site form is also stopped by Origin). */
const endpoint = jsonEndpoint({ role: "public", handle: (ctx) => signOut(ctx) });
export const action = endpoint.action;
export const loader = endpoint.loader;
