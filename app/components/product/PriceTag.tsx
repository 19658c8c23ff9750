import { formatPrice } from '~/lib/money';

/**
 * Regular and selling price with 2 decimals and $: the selling price leads and the regular one
 * is struck through when there is a real discount.
 */
export function PriceTag({ regular, sale, className }: { regular: number | null; sale: number | null; className?: string }) {
  const discounted = sale !== null && regular !== null && sale < regular;
  const current = discounted ? sale : (regular ?? sale);
  return (
    <p className={`price${className ? ` ${className}` : ''}`}>
      <span className="price__current">
        {discounted && <span className="visually-hidden">Sale price </span>}
        {formatPrice(current)}
      </span>
      {discounted && (
        <del className="price__regular">
          <span className="visually-hidden">Regular price </span>
          {formatPrice(regular)}
        </del>
      )}
    </p>
  );
}
