import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Cart');

/** /cart is a placeholder with the text 'Cart'; the real cart is /your-shopping-cart. */
export default function CartPlaceholder() {
  return (
    <section className="container placeholder-page">
      <h1>Cart</h1>
      <p>
        <Link to="/your-shopping-cart">Go to your shopping cart</Link>
      </p>
    </section>
  );
}
