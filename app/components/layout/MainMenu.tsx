import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { MenuItem, MenuLink } from '~/lib/shop-api-types';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { ChevronDownIcon } from '~/components/ui/icons';

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

/** With JavaScript: one dropdown open at a time; keyboard focus opens it; Escape, leaving it or a click elsewhere closes it. */
function useCloseOthers(menu: React.RefObject<HTMLUListElement>) {
  useEffect(() => {
    const root = menu.current;
    if (!root) return;
    const all = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details.menu__details'));
    const DISMISSED = 'menu__item--dismissed';
    const undismiss = (item: Element | null) => item?.classList.remove(DISMISSED);
    // Opening one closes the others, and ends an Escape dismissal of its own item.
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const d of all()) if (d !== opened) d.open = false;
      undismiss(opened.closest('.menu__item--has-children'));
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) for (const d of all()) d.open = false;
    };
    // Keyboard focus also shows a dropdown (CSS), so Escape marks the item dismissed until focus
    // or the pointer leaves it, or the shopper opens it again.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = (event.target as Element).closest<HTMLElement>('.menu__item--has-children');
      const details = item?.querySelector<HTMLDetailsElement>('details.menu__details');
      if (!item || !details) return;
      details.open = false;
      item.classList.add(DISMISSED);
      details.querySelector('summary')?.focus();
    };
    // Keyboard focus on a toggle opens its <details> for real: the CSS focus reveal alone hides
    // the list the moment focus leaves the toggle, so Tab could never reach its links.
    const onFocusIn = (event: FocusEvent) => {
      const summary = event.target as Element;
      if (!summary.matches('summary.menu__toggle') || !summary.matches(':focus-visible')) return;
      const item = summary.closest('.menu__item--has-children');
      const details = summary.parentElement as HTMLDetailsElement;
      if (item && !item.classList.contains(DISMISSED)) details.open = true;
    };
    // Focus or the pointer leaving an item ends its dismissal; focus leaving also closes it.
    const itemLeft = (event: FocusEvent | PointerEvent) => {
      const item = (event.target as Element).closest('.menu__item--has-children');
      return item && !item.contains(event.relatedTarget as Node | null) ? item : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      const item = itemLeft(event);
      undismiss(item);
      const details = item?.querySelector<HTMLDetailsElement>('details.menu__details');
      if (details) details.open = false;
    };
    const onPointerOut = (event: PointerEvent) => undismiss(itemLeft(event));
    root.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerdown', onPointer);
    root.addEventListener('keydown', onKey);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('pointerout', onPointerOut);
    return () => {
      root.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerdown', onPointer);
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('pointerout', onPointerOut);
    };
  }, [menu]);
}
