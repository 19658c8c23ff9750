import { Link } from '@remix-run/react';
import type { SliderItem } from '~/lib/shop-api/types';
import { BANNER_LAYOUTS, bannerLayout } from './banner-layouts';

const BANNER_IMAGE_WIDTH = 1200;
const BANNER_IMAGE_HEIGHT = 600;

/**
 * A banner from a slider item, in one of 14 layouts. Its media box is a still placeholder
 * of the image's size (its loading skeleton) until the image paints over it (ADR 0133).
 */
export function BannerCard({
  item,
  layout,
  priority = false,
  headingLevel = 3,
}: {
  item: SliderItem;
  layout?: number;
  /** The page's first, largest image: load eagerly with high priority. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const variant = bannerLayout(layout ?? item.layout);
  const Heading = `h${headingLevel}` as 'h3';
  const buttonHref = item.slider_button_url || item.link;
  return (
    <article className={`banner banner--${BANNER_LAYOUTS[variant]}`} data-layout={variant} data-testid="banner">
      <div className="banner__media media-placeholder">
        <img
          src={item.slider_image.image_url}
          alt={item.slider_image.image_alt || ''}
          width={BANNER_IMAGE_WIDTH}
          height={BANNER_IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          {...(priority ? { fetchpriority: 'high' } : {})}
        />
      </div>
      <div className="banner__content">
        {item.offer_tagline && <p className="banner__tagline">{item.offer_tagline}</p>}
        {item.slider_sub_title && <p className="banner__subtitle">{item.slider_sub_title}</p>}
        <Heading className="banner__title">{item.link ? <Link to={item.link}>{item.slider_title}</Link> : item.slider_title}</Heading>
        {item.slider_price && <p className="banner__price">{item.slider_price}</p>}
        {item.slider_button_title && buttonHref && (
          <Link to={buttonHref} className="btn banner__button" aria-label={`${item.slider_button_title}: ${item.slider_title}`}>
            {item.slider_button_title}
          </Link>
        )}
      </div>
    </article>
  );
}
