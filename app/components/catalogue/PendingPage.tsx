import { ContentSkeleton } from '~/components/content/ContentSkeleton';
import { HomeSkeleton } from '~/components/home/HomeSkeleton';
import { PageSkeleton, ProductCardSkeleton, SKELETON_CARDS } from './Skeletons';

export type PendingScreenKind = 'home' | 'listing' | 'content';

/**
 * The skeleton of the catalogue screen a client-side navigation is heading to (home blocks,
 * 8 cards, content sections), rather than the old page. Its own chunk: the shop layout loads it
 * when the browser is idle (`usePendingScreen`), as only client navigations show it.
 * (Navigations within a screen already show their own skeletons.)
 */
export function PendingScreen({ kind }: { kind: PendingScreenKind }) {
  if (kind === 'home') return <HomeSkeleton />;
  if (kind === 'listing') return <ListingSkeleton />;
  return <ContentSkeleton />;
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
