import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { MenuItem, MenuLink } from '~/lib/shop-api-types';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { ChevronDownIcon } from '~/components/ui/icons';
import { whenIdle } from '~/components/lazy/when-idle';

/**
 * The menu from /theme-option. Items without children link to their link; items with children
 * are a <details> dropdown that opens on click (no JavaScript needed), and on hover and
 * keyboard focus through CSS. A link to /contact-us/ opens the contact dialog.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const menu = useRef<HTMLUListElement>(null);
  useCloseOthers(menu);
  useCloseOnNavigation(menu);
  return (
    <ul className="menu" ref={menu}>
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
      <Link to={dialogHref('contact-us')} className={className} preventScrollReset>
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
    <Link to={target.href} className={className} prefetch="intent">
      {link.title}
    </Link>
  );
}

/** Menu links may be paths or absolute URLs; same-shop paths stay in the app. */
export function menuTarget(link: string): { kind: 'internal' | 'external' | 'contact'; href: string } {
  const raw = (link || '/').trim();
  if (/^https?:\/\//i.test(raw)) return { kind: 'external', href: raw };
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  if (/^\/contact-us\/?$/.test(path)) return { kind: 'contact', href: path };
  return { kind: 'internal', href: path };
}

/**
 * With JavaScript a click on a dropdown link keeps the page (and the pointer and focus) in place,
 * so the dropdown would stay over the new page: on every navigation close them all, and hide
 * the one under the pointer or focus until the pointer or focus leaves it (the Escape rule).
 */
function useCloseOnNavigation(menu: React.RefObject<HTMLUListElement>) {
  const location = useLocation();
  useEffect(() => {
    const root = menu.current;
    if (!root) return;
    // Blur first: focus leaving an item ends its dismissal (see useCloseOthers).
    if (root.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    for (const details of root.querySelectorAll<HTMLDetailsElement>('details.menu__details')) details.open = false;
    for (const item of root.querySelectorAll('.menu__item--has-children')) {
      if (item.matches(':hover')) item.classList.add('menu__item--dismissed');
    }
  }, [location.key, menu]);
}

/**
 * With JavaScript the dropdowns get their keyboard and pointer rules (`menu-behaviour.ts`, its own
 * chunk, ADR 0122): attached when the browser is first idle, or at once when the pointer or focus
 * reaches the menu. Until then the dropdowns work as without JavaScript (CSS and <details>).
 */
function useCloseOthers(menu: React.RefObject<HTMLUListElement>) {
  useEffect(() => {
    const root = menu.current;
    if (!root) return;
    let detach: (() => void) | null = null;
    let stopped = false;
    const attach = () => {
      cancelIdle();
      root.removeEventListener('pointerover', attach);
      root.removeEventListener('focusin', attach);
      void import('./menu-behaviour').then(
        (m) => {
          if (!stopped && !detach) detach = m.attachMenuBehaviour(root);
        },
        () => undefined,
      );
    };
    const cancelIdle = whenIdle(attach);
    root.addEventListener('pointerover', attach, { passive: true });
    root.addEventListener('focusin', attach);
    return () => {
      stopped = true;
      cancelIdle();
      root.removeEventListener('pointerover', attach);
      root.removeEventListener('focusin', attach);
      detach?.();
    };
  }, [menu]);
}
