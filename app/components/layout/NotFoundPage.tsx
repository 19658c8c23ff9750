import { Link } from '@remix-run/react';

/** The 404 page inside the shop layout. */
export function NotFoundPage() {
  return (
    <section className="container status-page" aria-labelledby="not-found-title">
      <svg className="status-page__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
          d="M26 6h12v12c0 2 1 3.5 2.3 4.8 3.6 3 5.7 7.3 5.7 12V56a3 3 0 0 1-3 3H21a3 3 0 0 1-3-3V34.8c0-4.7 2.1-9 5.7-12C25 21.5 26 20 26 18V6z"
        />
        <path fill="currentColor" opacity=".15" d="M18.5 38h27v12h-27z" />
        <text x="32" y="48" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
          404
        </text>
      </svg>
      <h1 id="not-found-title" className="status-page__title">
        Lost in the cellar? Let's get you back to the good stuff!
      </h1>
      <div className="status-page__actions">
        <Link to="/product-listing" className="btn btn--primary">
          Browse Our Collection
        </Link>
        <Link to="/" className="btn btn--secondary">
          Head Back Home
        </Link>
      </div>
    </section>
  );
}
