import type { RequestContext } from "#server/services/context.ts";

declare module "react-router" {
  interface AppLoadContext extends RequestContext {
    cspNonce?: string;
  }
}
