import { Link } from '@remix-run/react';
import type { FilterChip } from '~/lib/catalogue/filters';

/** Active filters as chips, each a link to the same listing without that filter, and Clear All. */
export function FilterChips({ chips, clearHref, showClear }: { chips: FilterChip[]; clearHref: string; showClear: boolean }) {
  if (chips.length === 0 && !showClear) return null;
  return (
    <div className="filter-chips" aria-label="Active filters" role="region">
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.group}>
            <Link to={chip.href} preventScrollReset className="chip" aria-label={`Remove filter ${chip.label}`}>
              <span>{chip.label}</span>
              <span aria-hidden="true" className="chip__x">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {showClear && (
        <Link to={clearHref} preventScrollReset className="filter-chips__clear">
          Clear All
        </Link>
      )}
    </div>
  );
}
