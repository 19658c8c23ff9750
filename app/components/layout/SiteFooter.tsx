import { Link } from '@remix-run/react';
import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { menuTarget } from './menu-target';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '~/components/ui/brand-icons';

const FALLBACK_LOGO = '/logo-light.svg';

const SOCIALS = [
  { key: 'facebook_url', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram_url', label: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter_url', label: 'X (Twitter)', Icon: TwitterIcon },
  { key: 'youtube_url', label: 'YouTube', Icon: YoutubeIcon },
] as const;

/**
 * Footer: logo, sanitised HTML text, menu columns, legal links, social icons, copyright. Rendered
 * on the server only; browsers keep its HTML (Footer.tsx), so none of this ships on a first load.
 */
export function SiteFooter({ data, elementRef }: { data: ShopLayoutData; elementRef?: (element: HTMLElement | null) => void }) {
  const footer = data.theme?.footer;
  const dialogHref = useDialogHref();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" ref={elementRef}>
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to="/" aria-label="Liquor Express home">
            <img src={footer?.footer_logo || FALLBACK_LOGO} alt="Liquor Express" width={188} height={48} />
          </Link>
          {footer?.logo_content ? (
            // Sanitised on the server (app/lib/catalogue/theme.server.ts).
            <div className="footer-brand__content" dangerouslySetInnerHTML={{ __html: footer.logo_content }} />
          ) : null}
          {data.themeError ? <p className="footer-brand__content">Error: {data.themeError}</p> : null}
          <ul className="social-links">
            {SOCIALS.map(({ key, label, Icon }) => {
              const url = footer?.social[key];
              if (!url) return null;
              return (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Liquor Express on ${label}`}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {(footer?.footer_menu_list ?? []).map((column) => (
          <nav key={column.menu_title} className="footer-column" aria-label={column.menu_title}>
            <h2>{column.menu_title}</h2>
            <ul>
              {column.menu_list.map((link) => {
                const target = menuTarget(link.link);
                return (
                  <li key={link.id}>
                    {target.kind === 'external' ? (
                      <a href={target.href} target="_blank" rel="noopener noreferrer">
                        {link.title}
                      </a>
                    ) : (
                      <Link
                        to={target.kind === 'contact' ? dialogHref('contact-us') : target.href}
                        preventScrollReset={target.kind === 'contact'}
                        data-dialog={target.kind === 'contact' ? 'contact-us' : undefined}
                      >
                        {link.title}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>{footer?.copyright_content || `© ${year} Liquor Express. All rights reserved.`}</p>
          <ul className="legal-links">
            <li>
              <Link to="/legal/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/legal/terms">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
