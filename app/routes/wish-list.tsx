import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { Link, useLoaderData } from '@remix-run/react';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { ProductCard } from '~/components/product/ProductCard';
import { PromoCards } from '~/components/wishlist/PromoCards';
import { RemoveFromWishlistForm } from '~/components/wishlist/RemoveFromWishlistForm';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import { loadWishlist } from '~/lib/shopper/wishlist.server';
import catalogueStyles from '~/styles/catalogue.css?url';
import buyingStyles from '~/styles/buying.css?url';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: catalogueStyles },
  { rel: 'stylesheet', href: buyingStyles },
];

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'My WishList');
export const headers = personalPageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return { signedIn: context.session.isSignedIn, wishlist: await loadOrThrow(context, loadWishlist(context)) };
}

export default function WishListPage() {
  const { signedIn, wishlist } = useLoaderData<typeof loader>();
  const dialogHref = useDialogHref();
  const products = wishlist.products;
  return (
    <section className="container wishlist-page">
      <h1 className="page-title">My WishList</h1>
      <div className="wishlist-page__layout">
        <div className="wishlist-page__main">
          {products.length === 0 ? (
            <div className="empty-state">
              <p>Your WishList is empty.</p>
              {!signedIn && (
                <p>
                  <Link to={dialogHref('login')}>Log in</Link> to keep the wines you love in your wish list.
                </p>
              )}
              <Link to="/product-listing" className="btn btn--secondary">
                Browse Our Collection
              </Link>
            </div>
          ) : (
            <ul className="wishlist-grid">
              {products.map((product) => (
                <li key={product.uid} className="wishlist-item">
                  <ProductCard product={product} headingLevel={2} />
                  <RemoveFromWishlistForm productId={product.product_id} productTitle={product.product_title} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <PromoCards cards={wishlist.promo_cards ?? []} />
      </div>
    </section>
  );
}
