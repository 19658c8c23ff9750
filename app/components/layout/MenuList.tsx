import { Link } from '@remix-run/react';
import type { MenuItem, MenuLink } from '~/lib/shop-api/types';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { ChevronDownIcon } from '~/components/ui/icons';
import { menuTarget } from './menu-target';

/**
 * The menu's markup, from /theme-option. Items without children link to their link; items with
 * children are a <details> dropdown that opens on click (no JavaScript needed), and on hover and
 * keyboard focus through CSS. A link to /contact-us/ opens the contact dialog. Rendered on the
 * server; browsers keep its HTML (MainMenu.tsx), so its code is not in the first load.
 */
export function MenuList({ items, elementRef }: { items: MenuItem[]; elementRef?: (element: HTMLElement | null) => void }) {
  return (
    <ul className="menu" ref={elementRef}>
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={item.id} className="menu__item">
            <MenuAnchor link={item} className="menu__link" />
          </li>
        ) : (
          <li key={item.id} className="menu__item menu__item--has-children">
            {/* The list sits beside the <details> (not inside): browsers hide a closed
                details' content whatever the CSS, and hover/focus must still open it. */}
            <details className="menu__details">
              <summary className="menu__toggle">
                {item.title}
                <ChevronDownIcon className="menu__chevron" />
              </summary>
            </details>
            <ul className="menu__dropdown">
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuAnchor link={child} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}

function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  const dialogHref = useDialogHref();
  const target = menuTarget(link.link);
  if (target.kind === 'contact') {
    return (
      <Link to={dialogHref('contact-us')} className={className} preventScrollReset data-dialog="contact-us">
        {link.title}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
        {link.title}
      </a>
    );
  }
  return (
    <Link to={target.href} className={className}>
      {link.title}
    </Link>
  );
}
