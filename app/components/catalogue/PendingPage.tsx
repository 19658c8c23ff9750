import { ContentSkeleton } from '~/components/content/ContentSkeleton';
import { HomeSkeleton } from '~/components/home/HomeSkeleton';
import { PageSkeleton, ProductCardSkeleton, SKELETON_CARDS } from './Skeletons';

const NOT_CONTENT = new Set(['product', 'category', 'auth', 'legal', 'resources', 'checkout', 'payment']);

/**
 * The skeleton of the catalogue screen a client-side navigation is heading to, or null.
 * For the shop layout: while `navigation.state === 'loading'`, render
 * `cataloguePendingView(navigation.location.pathname) ?? <Outlet />` so a shopper coming from
 * another screen sees the target's skeleton (home blocks, 8 cards, 2 content sections) rather
 * than the old page. (Navigations within a screen already show their own skeletons.)
 */
export function cataloguePendingView(pathname: string): JSX.Element | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return <HomeSkeleton />;
  if (path === '/product-listing' || path.startsWith('/category/')) return <ListingSkeleton />;
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 2 && !NOT_CONTENT.has(parts[0])) return <ContentSkeleton />;
  return null;
}

function ListingSkeleton() {
  return (
    <PageSkeleton className="listing container" testId="listing-page-skeleton">
      <span className="skeleton skeleton--line skeleton--short" style={{ width: 160, marginTop: 'var(--space-4)' }} />
      <span className="skeleton skeleton--title" />
      <div className="product-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </PageSkeleton>
  );
}
