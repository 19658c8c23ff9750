import { Link } from '@remix-run/react';
import { CategoryTile } from '~/components/banners/CategoryTile';
import type { CategoryTileData, PromoBox } from '~/lib/shop-api/types';

/** Popular category tiles (each in its variant 1 or 2) with the promo box beside them. */
export function PopularTiles({ title, tiles, box }: { title: string; tiles: CategoryTileData[]; box: PromoBox | undefined }) {
  return (
    <section className="home-block popular container" aria-labelledby="popular-title" data-testid="home-popular">
      <div className="section-heading">
        <h2 id="popular-title">{title}</h2>
      </div>
      <div className="popular__layout">
        <ul className="popular__tiles">
          {tiles.map((tile) => (
            <li key={tile.category_id}>
              <CategoryTile tile={tile} />
            </li>
          ))}
        </ul>
        {box && (
          <aside className="promo-box" aria-labelledby="popular-box-title">
            <div className="promo-box__media cover-media media-placeholder">
              <img src={box.image} alt="" width={480} height={360} loading="lazy" decoding="async" />
            </div>
            <div className="promo-box__content">
              {box.section_sub_title && <p className="promo-box__subtitle">{box.section_sub_title}</p>}
              <h3 id="popular-box-title" className="promo-box__title">
                {box.section_title}
              </h3>
              {box.button_title && box.button_url && (
                <Link to={box.button_url} className="btn btn--inverse">
                  {box.button_title}
                </Link>
              )}
            </div>
          </aside>
        )}
      </div>
    </section>
  );
}
