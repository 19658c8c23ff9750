/**
 * The cart's warnings of lines the chosen store cannot supply in their quantity (ADR 0155), so a
 * shopper sees them before checkout, which still refuses such a line. Nothing without a chosen
 * store or the API's store_stock.
 */
import { StoreStockMessage, useChosenStore } from '~/components/catalogue/StoreStockLine';
import { shortfallAt, shortfallSummary } from '~/lib/cart/store-shortfall';
import type { CartLineWithTotal } from '~/lib/cart/cart-math';

type StockedLine = Pick<CartLineWithTotal, 'store_stock' | 'quantity'>;

/** On a line: what the store lacks, with switch buttons to the stores that have it all (back to the cart). */
export function CartLineStoreWarning({ line }: { line: StockedLine }) {
  const store = useChosenStore();
  const shortfall = store && line.store_stock && shortfallAt(line.store_stock, store.chosen, store.stores, line.quantity);
  return shortfall ? <StoreStockMessage availability={{ kind: 'elsewhere', ...shortfall }} mode={store.mode} /> : null;
}

/**
 * Above the checkout button: how many lines the store cannot supply. A status region that stays
 * in the page, so a change after a quantity update or a switch is announced too.
 */
export function StoreShortfallNotice({ lines }: { lines: StockedLine[] }) {
  const store = useChosenStore();
  const short = store
    ? lines.filter((line) => line.store_stock && shortfallAt(line.store_stock, store.chosen, store.stores, line.quantity)).length
    : 0;
  return (
    <div role="status">
      {store && short > 0 && (
        <p className="notice notice--warning" data-testid="store-shortfall">
          {shortfallSummary(short, store.chosen)}
        </p>
      )}
    </div>
  );
}
