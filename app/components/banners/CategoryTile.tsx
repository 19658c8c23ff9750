import { Link } from '@remix-run/react';
import type { CategoryTileData } from '~/lib/shop-api/types';

/**
 * A category tile: a round image with its title, the whole tile a link. Variant 1 puts the
 * title under the image; variant 2 frames the image in a gold ring with the title on a pill.
 * The round image box is a still placeholder until the image paints (its loading skeleton, ADR 0133).
 */
export function CategoryTile({ tile, variant }: { tile: CategoryTileData; variant?: number }) {
  const v = (variant ?? tile.variant) === 2 ? 2 : 1;
  return (
    <Link to={tile.link} className={`category-tile category-tile--v${v}`} data-variant={v} data-testid="category-tile">
      <span className="category-tile__image media-placeholder">
        <img src={tile.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
      </span>
      <span className="category-tile__title">{tile.category_title}</span>
    </Link>
  );
}
