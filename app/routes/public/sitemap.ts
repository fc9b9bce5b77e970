import { sitemapXml } from "#app/lib/seo.ts";

import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.app.config.APP_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
