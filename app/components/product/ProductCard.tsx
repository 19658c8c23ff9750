import { Link } from '@remix-run/react';
import { CartForm } from '~/components/cart/CartForm';
import type { ProductCardView } from '~/lib/catalogue/views';
import { WishlistToggle } from '~/components/wishlist/WishlistToggle';
import { StoreStockLine } from '~/components/catalogue/StoreStockLine';
import { PriceTag } from './PriceTag';
import { RatingStars } from './RatingStars';
import { productHref } from './product-links';
import { CART_FIELDS, CART_INTENTS } from '~/lib/forms/cart-form';

const PRODUCT_IMAGE_WIDTH = 240;
const PRODUCT_IMAGE_HEIGHT = 320;

/**
 * A product card (docs/product.md, "What a product is"): image, offer badge, wish-list heart,
 * title, size, rating, prices, its stock at the shopper's store and an add-to-cart form. Stock 0
 * or less: flagged out of stock and the button is disabled and crossed out.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: ProductCardView;
  headingLevel?: 2 | 3 | 4;
  /** The page's first cards: above the fold on a phone, so their image loads at once (LCP). */
  priority?: boolean;
}) {
  const href = productHref(product.product_id);
  const outOfStock = product.product_stock <= 0 || product.variation_id === null;
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={`product-card${outOfStock ? ' product-card--out' : ''}`} data-uid={product.uid} data-testid="product-card">
      <div className="product-card__media">
        <Link to={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
          <img
            src={product.product_image}
            alt=""
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchpriority: 'high' } : {})}
          />
        </Link>
        <div className="product-card__flags">
          {product.product_have_offer && <span className="badge badge--offer">{product.product_offer_label || 'Offer'}</span>}
          {outOfStock && <span className="badge badge--stock">Out of stock</span>}
        </div>
        <WishlistToggle
          className="product-card__wish"
          productId={product.product_id}
          variationId={product.variation_id}
          productTitle={product.product_title}
        />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link to={href}>{product.product_title}</Link>
        </Heading>
        {product.size && <p className="product-card__size">{product.size}</p>}
        <RatingStars rating={product.product_rating} reviews={product.product_review} />
        <PriceTag regular={product.product_price} sale={product.product_sell_price} className="product-card__price" />
        {!outOfStock && <StoreStockLine storeStock={product.store_stock} />}
        <CartForm productId={product.product_id} uid={product.uid} className="product-card__cart">
          {product.variation_id !== null && <input type="hidden" name={CART_FIELDS.variationId} value={product.variation_id} />}
          <input type="hidden" name={CART_FIELDS.quantity} value="1" />
          <button
            type="submit"
            name={CART_FIELDS.intent}
            value={CART_INTENTS.add}
            className="btn btn--primary btn--block product-card__add"
            disabled={outOfStock}
            aria-label={outOfStock ? `${product.product_title} is out of stock` : `Add ${product.product_title} to cart`}
          >
            Add to Cart
          </button>
        </CartForm>
      </div>
    </article>
  );
}
