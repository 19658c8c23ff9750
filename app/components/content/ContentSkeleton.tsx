import { PageSkeleton } from '~/components/catalogue/Skeletons';

/** A content page while it loads: the title bar and 2 section skeletons (docs/product.md, "Numbers"). */
const CONTENT_SKELETONS = 2;

export function ContentSkeleton() {
  return (
    <PageSkeleton className="content-page container" testId="content-skeleton">
      <span className="skeleton skeleton--title" />
      {Array.from({ length: CONTENT_SKELETONS }, (_, i) => (
        <div key={i} className="content-section content-section--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </PageSkeleton>
  );
}
