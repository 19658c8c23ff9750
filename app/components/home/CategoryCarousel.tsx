import { CategoryTile } from '~/components/banners/CategoryTile';
import { Carousel } from '~/components/carousel/Carousel';
import type { CategoryTileData } from '~/lib/shop-api/types';

/** The home's category carousel ("picks"): round tiles, 6/5/4/3 per view. */
export function CategoryCarousel({ title, tiles, id }: { title: string; tiles: CategoryTileData[]; id: string }) {
  if (tiles.length === 0) return null;
  return (
    <div className="home-block container" data-testid="home-categories">
      <div className="section-heading section-heading--center">
        <h2 id={id}>{title}</h2>
      </div>
      <Carousel label={title} preset="category">
        {tiles.map((tile) => (
          <CategoryTile key={tile.category_id} tile={tile} />
        ))}
      </Carousel>
    </div>
  );
}
