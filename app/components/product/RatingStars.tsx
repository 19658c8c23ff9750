/** Five stars filled to the rating (0-5), with the review count when given. */
export function RatingStars({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const label = `Rated ${value.toFixed(1)} out of 5${reviews === undefined ? '' : `, ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`}`;
  return (
    <span className={`rating${className ? ` ${className}` : ''}`} role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true" style={{ '--rating-fill': `${(value / 5) * 100}%` } as React.CSSProperties}>
        ★★★★★
      </span>
      {reviews !== undefined && (
        <span className="rating__count" aria-hidden="true">
          ({reviews})
        </span>
      )}
    </span>
  );
}
