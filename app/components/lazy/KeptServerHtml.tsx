import { useNavigate } from '@remix-run/react';
import { Suspense, useCallback, useEffect, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useDialogHref, type DialogName } from '~/components/dialogs/dialog-url';
import { isHydrating } from './hydration';
import type { preloadableLazy } from './preloadable-lazy';

const NO_HTML = { __html: '' };

/**
 * A part of a page that is HTML only, such as the footer (ADR 0128): the server
 * renders `Component`, and a browser hydrating that page keeps the server's HTML as it is, so the
 * component's code is never downloaded. `wrapper` must be the element `Component` renders at its
 * top (same tag and class): React adopts that element and, because its content is
 * `dangerouslySetInnerHTML`, leaves everything inside alone, then and on every later render.
 *
 * - Links inside stay in the app: a plain click on a same-site link navigates client-side, as a
 *   <Link> would (modified clicks, new tabs and downloads are left to the browser).
 * - Dialog links (`data-dialog`) are rewritten after each navigation to open over the page the
 *   shopper is on now, as the component would have rendered them.
 * - Mounted after hydration (a client navigation to another product, the shop layout switching to
 *   its error boundary), there is no server HTML to keep: the component loads and renders as any
 *   lazy component. Inside a page, key the page by what it shows, so a kept part is never reused
 *   for other data.
 * - The caller decides whether the part is shown at all: `Component` must not render null.
 */
export function KeptServerHtml<P extends object>({
  Component,
  props,
  wrapper: Wrapper,
  className,
  onElement,
}: {
  /** Renders `wrapper` at its top and hands that element to `elementRef`. */
  Component: ReturnType<typeof preloadableLazy<P & { elementRef?: (element: HTMLElement | null) => void }>>;
  props: P;
  wrapper: 'footer' | 'ul' | 'section' | 'div';
  className: string;
  /** The element, kept or rendered, for behaviour attached to its DOM. */
  onElement?: (element: HTMLElement | null) => void;
}): ReactNode {
  const [kept] = useState(() => !import.meta.env.SSR && isHydrating());
  const navigate = useNavigate();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setElement(node);
      onElement?.(node);
    },
    [onElement],
  );

  const dialogHref = useDialogHref();
  useEffect(() => {
    for (const link of element?.querySelectorAll<HTMLAnchorElement>('a[data-dialog]') ?? []) {
      link.setAttribute('href', dialogHref(link.dataset.dialog as DialogName));
    }
  }, [element, dialogHref]);

  if (!kept) {
    const Lazy = Component as ComponentType<P & { elementRef?: (element: HTMLElement | null) => void }>;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} elementRef={ref} />
      </Suspense>
    );
  }

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash, { preventScrollReset: link.dataset.dialog !== undefined });
  };

  return (
    // The same Suspense boundary as the server's render of the lazy component, so hydration matches.
    <Suspense fallback={null}>
      {/* Delegated: the links inside are the interactive elements (Enter on a link is a click). */}
      <Wrapper ref={ref as never} className={className} dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning onClick={followLink} />
    </Suspense>
  );
}
