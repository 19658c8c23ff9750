import { Link } from '@remix-run/react';
import { COLUMN_PRODUCTS, type ProductColumnView } from '~/lib/catalogue/views';
import { PriceTag } from './PriceTag';
import { RatingStars } from './RatingStars';
import { productHref } from './product-links';

/**
 * Three compact product lists side by side (top selling, trending, top rated): the non-empty
 * ones, as KeptProductParts hands them (server-rendered, kept by browsers).
 */
export function ProductColumns({
  columns,
  id,
  elementRef,
}: {
  columns: ProductColumnView[];
  id: string;
  elementRef?: (element: HTMLElement | null) => void;
}) {
  return (
    <div className="product-columns" data-testid="product-columns" ref={elementRef}>
      {columns.map((column, index) => (
        <section key={column.section_title} className="product-columns__column" aria-labelledby={`${id}-${index}`}>
          <h2 id={`${id}-${index}`} className="product-columns__title">
            {column.section_title}
          </h2>
          <ul className="mini-list">
            {column.product_listing.slice(0, COLUMN_PRODUCTS).map((product) => (
              <li key={product.uid || product.product_id} className="mini-product">
                <img src={product.product_image} alt="" width={72} height={96} loading="lazy" decoding="async" />
                <div className="mini-product__body">
                  <Link to={productHref(product.product_id)} className="mini-product__title">
                    {product.product_title}
                  </Link>
                  <RatingStars rating={product.product_rating} />
                  <PriceTag regular={product.product_price} sale={product.product_sell_price} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
