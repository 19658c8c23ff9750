import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { CartForm } from '~/components/cart/CartForm';
import { IntentButton } from '~/components/forms/IntentButton';
import type { ProductDetail } from '~/lib/shop-api/types';
import { StoreStockLine } from '~/components/catalogue/StoreStockLine';
import { PriceTag } from './PriceTag';
import { QuantitySpinner } from './QuantitySpinner';
import { isAvailable } from './variations';
import { CART_FIELDS, CART_INTENTS } from '~/lib/forms/cart-form';

/** The product page's store switch form (outside the buy box: forms do not nest). */
export const STORE_SWITCH_FORM_ID = 'store-switch';

/**
 * Size options, the selected variation's price, quantity, Buy Now and Add to Cart, all inside
 * the cart form. The sizes are radios named variation_id, so the form posts the chosen one with
 * or without JavaScript; CSS shows the price of the checked size (product.css), so changing
 * size updates the price without a reload, and the size's stock at the shopper's store with its
 * switch buttons (posting STORE_SWITCH_FORM_ID). Unavailable sizes are disabled.
 */
export function BuyBox({
  product,
  initialVariationId,
  onVariationChange,
}: {
  product: ProductDetail;
  initialVariationId: number | null;
  onVariationChange?: (variationId: number) => void;
}) {
  const [selected, setSelected] = useState(initialVariationId);
  const hydrated = useHydrated();
  const variation = product.variations.find((v) => v.variation_id === selected);
  const anyInStock = product.variations.some((v) => isAvailable(v) && v.stock > 0);
  // Without JavaScript the buttons cannot follow the chosen size, so they stay usable whenever
  // some size is in stock (the cart action refuses an out-of-stock line).
  const canBuy = hydrated ? Boolean(variation && isAvailable(variation) && variation.stock > 0) : anyInStock;

  return (
    <CartForm productId={product.id} uid={product.uid} className="buy-box">
      <fieldset className="size-options">
        <legend className="size-options__legend">Size</legend>
        {product.variations.map((v) => {
          const available = isAvailable(v);
          return (
            <label key={v.variation_id} className={`size-option${available ? '' : ' size-option--unavailable'}`}>
              <input
                type="radio"
                name={CART_FIELDS.variationId}
                value={v.variation_id}
                defaultChecked={v.variation_id === initialVariationId}
                disabled={!available}
                onChange={() => {
                  setSelected(v.variation_id);
                  onVariationChange?.(v.variation_id);
                }}
              />
              <span>{v.size}</span>
              {!available && <span className="visually-hidden"> (unavailable)</span>}
            </label>
          );
        })}
      </fieldset>

      <div className="variation-prices" aria-live="polite">
        {product.variations.map((v) => (
          <div key={v.variation_id} className="variation-price" data-testid="variation-price">
            {isAvailable(v) ? (
              <>
                <PriceTag regular={v.regular_price} sale={v.sale_price} className="price--large" />
                <p className={`stock-note${v.stock > 0 ? '' : ' stock-note--out'}`}>{v.stock > 0 ? 'In stock' : 'Out of stock'}</p>
                {v.stock > 0 && <StoreStockLine storeStock={v.store_stock} formId={STORE_SWITCH_FORM_ID} />}
              </>
            ) : (
              <p className="stock-note stock-note--out">Unavailable</p>
            )}
          </div>
        ))}
        {initialVariationId === null && <p className="stock-note stock-note--out variation-price--none">Currently unavailable</p>}
      </div>

      <QuantitySpinner max={hydrated ? variation?.stock : undefined} disabled={!canBuy} />

      <div className="buy-box__actions">
        <IntentButton name={CART_FIELDS.intent} value={CART_INTENTS.buyNow} className="btn btn--primary buy-box__buy" disabled={!canBuy}>
          Buy Now
        </IntentButton>
        <IntentButton name={CART_FIELDS.intent} value={CART_INTENTS.add} className="btn btn--secondary buy-box__add" disabled={!canBuy}>
          Add to Cart
        </IntentButton>
      </div>
    </CartForm>
  );
}
