import { formatPrice, shownPrices } from '~/lib/money';

/**
 * Regular and selling price with 2 decimals and $: the selling price leads and the regular one
 * is struck through when there is a real discount.
 */
export function PriceTag({ regular, sale, className }: { regular: number | null; sale: number | null; className?: string }) {
  const { current, struck } = shownPrices(regular, sale);
  return (
    <p className={`price${className ? ` ${className}` : ''}`}>
      <span className="price__current">
        {struck !== null && <span className="visually-hidden">Sale price </span>}
        {formatPrice(current)}
      </span>
      {struck !== null && (
        <del className="price__regular">
          <span className="visually-hidden">Regular price </span>
          {formatPrice(struck)}
        </del>
      )}
    </p>
  );
}
