import type { CartLineWithTotal } from '~/lib/cart/cart-math';
import { formatPrice } from '~/lib/money';
import { CartLineHeading } from './CartLineHeading';
import { QuantityControl } from './QuantityControl';
import { RemoveLineForm } from './RemoveLineForm';
import { CartLineStoreWarning } from './StoreShortfall';
import { useCartLineFetcher } from './line-fetcher';

/** The cart page's table: product (image, title, sell price), quantity, line total, DELETE. */
export function CartTable({ lines }: { lines: CartLineWithTotal[] }) {
  return (
    <table className="cart-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <CartRow key={line.uid} line={line} />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({ line }: { line: CartLineWithTotal }) {
  const fetcher = useCartLineFetcher(line.uid);
  const busy = fetcher.state !== 'idle';
  return (
    <tr className="cart-table__row" data-loading={busy || undefined} aria-busy={busy || undefined} data-testid="cart-row">
      <td className="cart-table__product">
        <img src={line.product_image} alt="" width={72} height={90} loading="lazy" />
        <div>
          <CartLineHeading line={line} />
          <CartLineStoreWarning line={line} />
        </div>
      </td>
      <td className="cart-table__quantity" data-label="Quantity">
        <QuantityControl line={line} />
      </td>
      <td className="cart-table__total" data-label="Total" data-testid="line-total">
        {formatPrice(line.line_total)}
      </td>
      <td className="cart-table__remove">
        <RemoveLineForm line={line} variant="text" />
      </td>
    </tr>
  );
}
