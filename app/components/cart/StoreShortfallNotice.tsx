import { useChosenStore } from '~/components/catalogue/StoreStockLine';
import { shortfallAt, shortfallSummary } from '~/lib/catalogue/store-availability';
import type { CartLineWithTotal } from '~/lib/cart/cart-math';

/**
 * Above the checkout button: how many lines the chosen store cannot supply (each line says which
 * stores can). A status region that stays in the page, so a change after a quantity update is
 * announced too. Empty without a chosen store or a shortfall; checkout still refuses such a line.
 */
export function StoreShortfallNotice({ lines }: { lines: CartLineWithTotal[] }) {
  const store = useChosenStore();
  const short = store
    ? lines.filter((line) => line.store_stock && shortfallAt(line.store_stock, store.chosen, store.stores, line.quantity)).length
    : 0;
  return (
    <div role="status">
      {store && short > 0 && (
        <p className="notice notice--warning cart-page__store-warning" data-testid="store-shortfall">
          {shortfallSummary(short, store.chosen)}
        </p>
      )}
    </div>
  );
}
