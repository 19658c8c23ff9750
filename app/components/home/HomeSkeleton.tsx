import { BannerSkeleton, CategoryTileSkeleton, PageSkeleton, ProductCardSkeleton } from '~/components/catalogue/Skeletons';

/** The home page while its data loads (client-side navigation back to /). */
export function HomeSkeleton() {
  return (
    <PageSkeleton className="home home--loading" testId="home-skeleton">
      <div className="hero container">
        <div className="hero__main">
          <BannerSkeleton layout={1} />
        </div>
        <div className="hero__boxes">
          <BannerSkeleton layout={8} />
          <BannerSkeleton layout={9} />
        </div>
      </div>
      <div className="home-block container">
        <span className="skeleton skeleton--title" />
        <div className="skeleton-row skeleton-row--products">
          {Array.from({ length: 5 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
      <div className="home-block container">
        <div className="skeleton-row skeleton-row--tiles">
          {Array.from({ length: 6 }, (_, i) => (
            <CategoryTileSkeleton key={i} variant={(i % 2) + 1} />
          ))}
        </div>
      </div>
    </PageSkeleton>
  );
}
