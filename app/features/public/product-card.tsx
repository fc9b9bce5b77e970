import { ResponsiveImage } from "#app/components/image/responsive-image.tsx";
import { formatPrice } from "#domain/format.ts";
import { toasts } from "#domain/messages.ts";
import type { ShopProduct } from "#domain/shop.ts";

import { ArtImage } from "./art-image.tsx";
import { BuyButton } from "./buy-button.tsx";
import { Card } from "./layout.tsx";
import { productsTexts } from "./texts.ts";

/** One approved product: 'Comprar Agora' records the order (signed in) and opens its payment link, or says there is none (spec §8). */
export function ProductCard({ product }: { product: ShopProduct }) {
  return (
    <Card id={`produto-${product.id}`}>
      {product.photo ? (
        // The drawing's proportions (8:5), so photos and drawings line up in the grid; cropped around the focal point.
        <div className="aspect-[8/5] overflow-hidden">
          <ResponsiveImage image={product.photo} sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw" cover />
        </div>
      ) : (
        <ArtImage art={{ src: product.image, alt: product.title }} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl">{product.title}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {productsTexts.author} {product.instructor}
        </p>
        {product.description ? <p className="mt-3 flex-1 text-slate-800">{product.description}</p> : <div className="flex-1" />}
        <p className="mt-5 font-serif text-3xl font-semibold text-brand-900">{formatPrice(product.priceCents)}</p>
        {product.points > 0 ? (
          <p className="text-sm text-slate-700">
            + {product.points} {productsTexts.points}
          </p>
        ) : null}
        <BuyButton
          href={product.paymentLink}
          item={{ item: "product", productId: product.id }}
          missing={toasts.productLinkMissing}
          variant="gold"
          className="mt-5 self-start"
        >
          {productsTexts.buy}
          <span className="sr-only">: {product.title}</span>
        </BuyButton>
      </div>
    </Card>
  );
}
