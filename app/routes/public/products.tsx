import { Suspense } from "react";
import { Await } from "react-router";

import { JsonLdScript } from "#app/features/public/json-ld.tsx";
import { PageHero, Section } from "#app/features/public/layout.tsx";
import { ProductCard } from "#app/features/public/product-card.tsx";
import { productLd } from "#app/features/public/structured-data.ts";
import { productsTexts } from "#app/features/public/texts.ts";
import { seo, settingsFromMatches,useRootOrigin } from "#app/lib/seo.ts";
import { keepForViewer, listShopProducts } from "#app/lib/services.server.ts";
import { ART } from "#domain/content/art.ts";
import { ROUTES } from "#domain/paths.ts";
import type { ShopProduct } from "#domain/shop.ts";

import type { Route } from "./+types/products";

/**
 * The list changes whenever an admin approves a product: never served from a shared cache. A
 * signed-in viewer's copy is kept only until the data changes (docs/decisions/063).
 */
export const headers: Route.HeadersFunction = (args) => {
  const headers = keepForViewer(args);
  headers.set("Cache-Control", "no-store");
  return headers;
};

/** The first response carries the whole list, so the page is complete for crawlers and link previews. */
export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listShopProducts(context) };
}

/**
 * On a navigation inside the site the page opens at once and says
 * 'Carregando produtos...' until the server answers (spec §2 "Products").
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { products: serverLoader().then((data) => data.products) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Produtos da Comunidade",
    description: `Loja do ${settingsFromMatches(matches).movementName}: produtos de terapeutas da comunidade aprovados pelo ${settingsFromMatches(matches).instituteName}, com pagamento seguro pelo link de cada produto.`,
    path: ROUTES.products,
    image: ART.club,
  });

function ProductList({ products }: { products: ShopProduct[] }) {
  const origin = useRootOrigin();
  if (products.length === 0) {
    return <p className="rounded-2xl border border-dashed border-brand-200 bg-white p-8 text-center text-lg text-slate-700">{productsTexts.empty}</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <div key={product.id} className="contents">
          <ProductCard product={product} />
          <JsonLdScript data={productLd(origin, product, ROUTES.products)} />
        </div>
      ))}
    </div>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={productsTexts.title} subtitle={productsTexts.subtitle} />
      <Section title="Disponíveis agora" className="-mt-10">
        {Array.isArray(loaderData.products) ? (
          // The server's render (and its hydration) has the list at hand: no Suspense, so React
          // writes it in place instead of streaming it after a fallback.
          <ProductList products={loaderData.products} />
        ) : (
          <Suspense fallback={<p role="status" className="p-8 text-center text-lg text-slate-700">{productsTexts.loading}</p>}>
            <Await resolve={loaderData.products}>{(products) => <ProductList products={products} />}</Await>
          </Suspense>
        )}
      </Section>
    </>
  );
}
