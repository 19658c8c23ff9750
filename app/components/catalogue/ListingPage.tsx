import { Link, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { FilterChips } from '~/components/filters/FilterChips';
import { FilterForm } from '~/components/filters/FilterForm';
import { SortControl } from '~/components/filters/SortControl';
import { ProductCard } from '~/components/product/ProductCard';
import { useFilterNavigation } from '~/components/filters/useFilterNavigation';
import { hasActiveFilters, hrefFor, pageSummary, type FilterChip, type FilterState } from '~/lib/catalogue/filters';
import { Breadcrumb } from './Breadcrumb';
import type { Crumb } from '~/lib/catalogue/breadcrumb';
import { Pagination } from './Pagination';
import { ProductCardSkeleton, SKELETON_CARDS } from './Skeletons';

/** Cards whose image a phone shows without scrolling (two columns below 600px): never lazy. */
const PRIORITY_CARDS = 2;
import type { FilterMasterSection } from '~/lib/shop-api/types';
import type { ProductPageView } from '~/lib/catalogue/views';
import type { BrandListView } from '~/lib/catalogue/brand-options';

const DRAWER_TOGGLE_ID = 'filter-drawer-toggle';

interface ListingPageProps {
  title: string;
  subtitle?: string;
  breadcrumb: Crumb[];
  basePath: string;
  state: FilterState;
  sections: FilterMasterSection[];
  chips: FilterChip[];
  products: ProductPageView;
  brands: BrandListView;
}

/**
 * The product listing screen shared by /product-listing and the category pages: filters
 * (a sidebar; a slide-in drawer on small screens), chips, sorting, the grid and page links.
 */
export function ListingPage({ title, subtitle, breadcrumb, basePath, state, sections, chips, products: page, brands }: ListingPageProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const loadingHere = navigation.state === 'loading' && samePath(navigation.location.pathname, location.pathname);
  const { formKey, submitFilters } = useFilterNavigation(basePath);
  const summary = pageSummary(page.total_count, page.page, page.per_page);

  return (
    <div className="listing container">
      <Breadcrumb items={breadcrumb} />
      <header className="listing__header">
        <h1 className="listing__title">{title}</h1>
        {subtitle && <p className="listing__subtitle">{subtitle}</p>}
      </header>

      {/* The drawer toggle: a checkbox so the drawer opens without JavaScript (no name: never submitted). */}
      <input type="checkbox" id={DRAWER_TOGGLE_ID} className="filter-drawer__toggle visually-hidden" aria-controls="filter-drawer" />
      <div className="listing__layout">
        <FilterDrawer>
          <FilterForm key={formKey} basePath={basePath} state={state} sections={sections} brands={brands} submitFilters={submitFilters} />
        </FilterDrawer>

        <section className="listing__results" aria-labelledby="listing-results-title" aria-busy={loadingHere}>
          <h2 id="listing-results-title" className="visually-hidden">
            Products
          </h2>
          <div className="listing__toolbar">
            <label htmlFor={DRAWER_TOGGLE_ID} className="btn btn--secondary filter-drawer__open">
              <FilterIcon /> Filters{chips.length > 0 ? ` (${chips.length})` : ''}
            </label>
            <p className="listing__count" role="status">
              {summary.count > 0 ? `Showing ${summary.start}-${summary.end} of ${summary.count} results` : ''}
            </p>
            <SortControl key={formKey} value={state.order} submitFilters={submitFilters} />
          </div>
          <FilterChips chips={chips} clearHref={basePath} showClear={hasActiveFilters(state)} />

          {loadingHere ? (
            <div className="product-grid" data-testid="listing-skeleton">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : page.products.length > 0 ? (
            <div className="product-grid">
              {page.products.map((product, index) => (
                <ProductCard key={product.uid || product.product_id} product={product} priority={index < PRIORITY_CARDS} />
              ))}
            </div>
          ) : (
            <div className="listing__empty">
              <p className="listing__empty-title">Products Not Found</p>
              <p>Try fewer filters or another search.</p>
              {page.did_you_mean && (
                <p>
                  Did you mean <Link to={hrefFor(basePath, { ...state, search: page.did_you_mean, page: 1 })}>{page.did_you_mean}</Link>?
                </p>
              )}
            </div>
          )}
          {!loadingHere && <Pagination basePath={basePath} state={state} lastPage={summary.lastPage} />}
        </section>
      </div>
    </div>
  );
}

/** /category/wine and /category/wine/ are the same page. */
function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

/**
 * Under 768 px the filters slide in from the side. Open/closed is the toggle checkbox (CSS does
 * the rest, including locking page scroll); with JavaScript, Escape closes it too.
 */
function FilterDrawer({ children }: { children: React.ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const toggle = document.getElementById(DRAWER_TOGGLE_ID);
    if (!(toggle instanceof HTMLInputElement)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && toggle.checked) {
        toggle.checked = false;
        toggle.focus();
      }
    };
    const onToggle = () => {
      if (toggle.checked) panelRef.current?.querySelector<HTMLElement>('.filter-drawer__close')?.focus();
    };
    document.addEventListener('keydown', onKey);
    toggle.addEventListener('change', onToggle);
    return () => {
      document.removeEventListener('keydown', onKey);
      toggle.removeEventListener('change', onToggle);
    };
  }, []);
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the backdrop: a pointer target that closes the drawer without JavaScript; the close button is the named control */}
      <label htmlFor={DRAWER_TOGGLE_ID} className="filter-drawer__backdrop" />
      <aside className="filter-drawer" id="filter-drawer" aria-label="Filters" ref={panelRef}>
        <div className="filter-drawer__header">
          <h2 className="filter-drawer__title">Filters</h2>
          {/* The toggle's label closes the drawer without JavaScript; a role on a label is invalid
              HTML, so keyboard focus and Enter/Space are added to it instead. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
          <label
            htmlFor={DRAWER_TOGGLE_ID}
            className="filter-drawer__close"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
            tabIndex={0}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                (document.getElementById(DRAWER_TOGGLE_ID) as HTMLInputElement | null)?.click();
              }
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close filters</span>
          </label>
        </div>
        {children}
      </aside>
    </>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
