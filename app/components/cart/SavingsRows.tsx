import type { ReactNode } from 'react';
import { formatSaving } from '~/lib/cart/savings';

/**
 * The savings rows of a totals list (a `<dl>`): "Mixed case: −$x" and "Promo code CODE: −$y",
 * each only when there is one. `remove` is put after the code's saving (the cart page's button).
 */
export function SavingsRows({
  mixedCaseSaving,
  promoCode,
  promoSaving,
  rowClassName,
  remove,
}: {
  mixedCaseSaving: number;
  promoCode: string | null;
  promoSaving: number;
  rowClassName?: string;
  remove?: ReactNode;
}) {
  return (
    <>
      {mixedCaseSaving > 0 && (
        <div className={rowClassName} data-testid="mixed-case-saving">
          <dt>Mixed case:</dt> <dd>{formatSaving(mixedCaseSaving)}</dd>
        </div>
      )}
      {promoCode && (
        <div className={rowClassName} data-testid="promo-code-saving">
          <dt>Promo code {promoCode}:</dt>{' '}
          <dd>
            {formatSaving(promoSaving)}
            {remove}
          </dd>
        </div>
      )}
    </>
  );
}
