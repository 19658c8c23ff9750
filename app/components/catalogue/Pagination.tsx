import { Link } from '@remix-run/react';
import { hrefFor, pageWindow, withPage, type FilterState } from '~/lib/catalogue/filters';

/** Page links (12 products a page): previous, numbers with gaps, next. */
export function Pagination({ basePath, state, lastPage }: { basePath: string; state: FilterState; lastPage: number }) {
  if (lastPage <= 1) return null;
  const page = Math.min(state.page, lastPage);
  const href = (p: number) => hrefFor(basePath, withPage(state, p));
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className="pagination__step" rel="prev">
              ‹ Previous
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled">‹ Previous</span>
          )}
        </li>
        {pageWindow(page, lastPage).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                className={`pagination__page${p === page ? ' pagination__page--current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to={href(page + 1)} className="pagination__step" rel="next">
              Next ›
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled">Next ›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
