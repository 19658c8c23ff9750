import { useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { MenuItem } from '~/lib/shop-api/types';
import { whenIdle } from '~/components/lazy/when-idle';
import { KeptServerHtml } from '~/components/lazy/KeptServerHtml';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';

const MenuList = preloadableLazy(() => import('./MenuList').then((m) => m.MenuList));

/**
 * The main menu (MenuList): the server's HTML, kept by the browser without the menu's code
 * (ADR 0128); links inside navigate in the app. Its dropdown rules attach to that HTML.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  useCloseOthers(menu);
  useCloseOnNavigation(menu);
  return <KeptServerHtml Component={MenuList} props={{ items }} wrapper="ul" className="menu" onElement={setMenu} />;
}

/**
 * With JavaScript a click on a dropdown link keeps the page (and the pointer and focus) in place,
 * so the dropdown would stay over the new page: on every navigation close them all, and hide
 * the one under the pointer or focus until the pointer or focus leaves it (the Escape rule).
 */
function useCloseOnNavigation(root: HTMLElement | null) {
  const location = useLocation();
  useEffect(() => {
    if (!root) return;
    // Blur first: focus leaving an item ends its dismissal (see useCloseOthers).
    if (root.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    for (const details of root.querySelectorAll<HTMLDetailsElement>('details.menu__details')) details.open = false;
    for (const item of root.querySelectorAll('.menu__item--has-children')) {
      if (item.matches(':hover')) item.classList.add('menu__item--dismissed');
    }
  }, [location.key, root]);
}

/**
 * With JavaScript the dropdowns get their keyboard and pointer rules (`menu-behaviour.ts`, its own
 * chunk, ADR 0122): attached when the browser is first idle, or at once when the pointer or focus
 * reaches the menu. Until then the dropdowns work as without JavaScript (CSS and <details>).
 */
function useCloseOthers(root: HTMLElement | null) {
  useEffect(() => {
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
  }, [root]);
}
