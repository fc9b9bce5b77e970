import type { CatalogueSnapshot } from "../catalogue/store.ts";
import type { RequestContext } from "./context.ts";

/**
 * What the public pages show: the catalogue kept in memory (server/catalogue/store.ts). Pages
 * decide what is public at read time (domain/content/catalogue.ts isPublic), so a past event or an
 * ended rule leaves the lists without a job.
 */
export function readCatalogue(ctx: Pick<RequestContext, "app">): Promise<CatalogueSnapshot> {
  return ctx.app.catalogue.read();
}
