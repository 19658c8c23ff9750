import { Suspense, useEffect } from 'react';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { whenIdle } from '~/components/lazy/when-idle';

// The error states (and the 404 page) are their own chunk (ADR 0122): few pages show them.
const PageErrorView = preloadableLazy(() => import('./PageError').then((m) => m.PageError));

/**
 * `PageError` for the shop layout's boundary, loaded on demand: the server renders it in the HTML
 * (`loadAllPreloadable`), the client loads it before hydrating a page that shows it
 * (`preloadServerDrawnError`) and otherwise when the browser is idle (`usePreloadPageError`), so a
 * client navigation that fails rarely waits for it.
 */
export function LazyPageError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <PageErrorView error={error} />
    </Suspense>
  );
}

/** Loads the error page's code once the browser is idle. */
export function usePreloadPageError() {
  useEffect(() => whenIdle(() => void PageErrorView.preload().catch(() => undefined)), []);
}

/** Before hydration: the error page's code, when the page looks like one (a status page or load error in main). */
export function preloadServerDrawnError(doc: Document): Promise<unknown> {
  return doc.querySelector('#main > .status-page, #main > .load-error') ? PageErrorView.preload() : Promise.resolve();
}
