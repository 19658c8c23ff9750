import { Link, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { MainMenu } from './MainMenu';
import { StorePicker } from './StorePicker';
import { SearchForm } from './SearchForm';
import { AccountLinks } from './AccountLinks';
import { CloseIcon, HeartIcon, MenuIcon } from '~/components/ui/icons';
import { useOptimisticWishlistCount } from '~/components/cart/optimistic-counts';

const FALLBACK_LOGO = '/logo.svg';

/**
 * The header on every page. `cartTrigger` is the cart badge: the shop layout passes the 'my Cart'
 * slide-over's trigger, which is a link to /your-shopping-cart without JavaScript.
 */
export function SiteHeader({ data, cartTrigger }: { data: ShopLayoutData; cartTrigger: ReactNode }) {
  const drawerToggle = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const navigation = useNavigation();

  // Close the mobile drawer whenever a navigation starts or lands; not on hydration, so a drawer
  // opened before the page hydrated (the checkbox works without JavaScript) stays open.
  const hydrated = useRef(false);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    if (drawerToggle.current) drawerToggle.current.checked = false;
  }, [location.key, navigation.state]);

  const logo = data.theme?.header.header_logo || FALLBACK_LOGO;
  // Moves at once when a heart is clicked; the loader's count is the truth.
  const wishlistCount = useOptimisticWishlistCount(data.badges.wishlist);

  return (
    <header className="site-header">
      <input
        ref={drawerToggle}
        type="checkbox"
        id="nav-drawer"
        className="drawer-toggle visually-hidden"
        aria-controls="site-nav"
        aria-label="Menu"
      />
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__note">
            Free local pickup · Delivery in 1-2 weeks<span className="topbar__extra"> · Drink responsibly (21+)</span>
          </p>
        </div>
      </div>
      <div className="container header-main">
        {/* Mouse targets for the (focusable, named) checkbox: no aria-hidden on a label (Nu). */}
        <label htmlFor="nav-drawer" className="icon-button drawer-open-button">
          <MenuIcon />
        </label>
        <Link to="/" className="logo" aria-label="Liquor Express home">
          <img src={logo} alt="Liquor Express" width={176} height={44} />
        </Link>
        <SearchForm />
        <div className="header-actions">
          <AccountLinks account={data.account} />
          <Link to="/wish-list" className="icon-badge" aria-label={`Wish list, ${wishlistCount} items`}>
            <HeartIcon />
            <span className="icon-badge__count" aria-hidden="true" data-testid="wishlist-count">
              {wishlistCount}
            </span>
          </Link>
          {cartTrigger}
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the backdrop: a pointer target that closes the drawer without JavaScript; the close button is the named control */}
      <label htmlFor="nav-drawer" className="drawer-backdrop" />
      <nav className="nav-bar" id="site-nav" aria-label="Main">
        <div className="container nav-bar__inner">
          <label htmlFor="nav-drawer" className="icon-button drawer__close">
            <CloseIcon />
          </label>
          <div className="drawer__account">
            <AccountLinks account={data.account} />
          </div>
          {data.themeError ? (
            <p className="theme-error" role="alert">
              Error: {data.themeError}
            </p>
          ) : (
            <MainMenu items={data.theme?.header.heder_menu ?? []} />
          )}
          <StorePicker stores={data.stores} storesError={data.storesError} location={data.location} key={location.pathname} />
        </div>
      </nav>
    </header>
  );
}
