import type { ReactNode } from 'react';
import { BANNER_LAYOUTS, bannerLayout, type BannerLayout } from '~/components/banners/banner-layouts';

/**
 * The loading shapes of the catalogue's pieces, apart from the pieces themselves: the pending
 * screens of the shop layout use them on every page, and must not pull the cards' code into the
 * first load (ADR 0120).
 */

/** A whole page while it loads: busy, and one 'Loading…' for screen readers over the shapes. */
export function PageSkeleton({ className, testId, children }: { className: string; testId: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      {children}
    </div>
  );
}

/** Cards in a listing skeleton (docs/product.md, "Numbers"). */
export const SKELETON_CARDS = 8;

/** The loading state of a banner in the same layout (same box, shimmer lines). */
export function BannerSkeleton({ layout = 1 }: { layout?: BannerLayout | number }) {
  const variant = bannerLayout(layout);
  return (
    <div className={`banner banner--${BANNER_LAYOUTS[variant]} banner--skeleton`} data-layout={variant} aria-hidden="true">
      <div className="banner__media skeleton" />
      <div className="banner__content">
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--button" />
      </div>
    </div>
  );
}

/** A category tile while loading. */
export function CategoryTileSkeleton({ variant = 1 }: { variant?: number }) {
  return (
    <span className={`category-tile category-tile--v${variant === 2 ? 2 : 1} category-tile--skeleton`} aria-hidden="true">
      <span className="category-tile__image skeleton" />
      <span className="skeleton skeleton--line skeleton--short" />
    </span>
  );
}

/** A product card while loading. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true" data-testid="product-card-skeleton">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--button" />
      </div>
    </div>
  );
}
