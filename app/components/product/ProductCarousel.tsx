import { Carousel } from '~/components/carousel/Carousel';
import type { ProductCardView } from '~/lib/catalogue/views';
import { ProductCard } from './ProductCard';

/** A titled row of product cards (5/4/3/2 per view). Renders nothing for an empty list. */
export function ProductCarousel({
  title,
  products,
  id,
  action,
}: {
  title: string;
  products: ProductCardView[];
  id: string;
  action?: { label: string; href: string };
}) {
  if (products.length === 0) return null;
  return (
    // The carousel itself is the labelled region; this wrapper only pairs it with its heading.
    <div className="product-row">
      <div className="section-heading">
        <h2 id={id}>{title}</h2>
        {action && (
          <a className="section-heading__link" href={action.href}>
            {action.label}
          </a>
        )}
      </div>
      <Carousel label={title} preset="product">
        {products.map((product) => (
          <ProductCard key={product.uid || product.product_id} product={product} />
        ))}
      </Carousel>
    </div>
  );
}
