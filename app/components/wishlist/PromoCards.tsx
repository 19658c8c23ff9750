import { formatPrice } from '~/lib/money';
import type { WishlistPromoCard } from '~/lib/shop-api/types';

/** The wish list's side column: promo cards (image, title, price title and price, button). */
export function PromoCards({ cards }: { cards: WishlistPromoCard[] }) {
  if (cards.length === 0) return null;
  return (
    <aside className="promo-cards" aria-label="Offers">
      {cards.map((card, index) => (
        <article key={`${card.card_title}-${index}`} className="promo-card">
          <img src={card.card_image.image_url} alt="" width={320} height={200} loading="lazy" className="promo-card__image" />
          <div className="promo-card__body">
            <h2 className="promo-card__title">{card.card_title}</h2>
            {(card.card_price_title || card.card_price) && (
              <p className="promo-card__price">
                <span>{card.card_price_title}</span>{' '}
                <strong>{typeof card.card_price === 'number' ? formatPrice(card.card_price) : card.card_price}</strong>
              </p>
            )}
            {card.card_button_url && card.card_button_title && (
              <a href={card.card_button_url} className="btn btn--secondary promo-card__button">
                {card.card_button_title}
              </a>
            )}
          </div>
        </article>
      ))}
    </aside>
  );
}
