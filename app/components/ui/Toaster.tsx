import { Suspense, useEffect, useState } from 'react';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { whenIdle } from '~/components/lazy/when-idle';

export interface ShownToast {
  id: string;
  message: string;
  description?: string;
  type: 'info' | 'success' | 'error' | 'warning';
}

// The list's code (state, timers, markup) is its own chunk (ADR 0122): most first loads show no toast.
const ToastList = preloadableLazy(() => import('./ToastList').then((m) => m.ToastList));

const EMPTY_LIST = <ol className="toaster__list" />;

/**
 * The toast stack, top-right, newest on top, no duplicates (same type and message while one is
 * visible). The server renders the current toast, so it is visible without JavaScript; the close
 * control is a checkbox (CSS hides a checked toast), so it also closes without JavaScript. With
 * JavaScript each toast leaves after 3000 ms.
 *
 * Until the first toast the region is an empty list; the list's code loads when the browser is
 * idle, or before hydrating when the server drew a toast (`preloadServerDrawnToast`).
 */
export function Toaster({ toast }: { toast: ShownToast | null }) {
  const [started, setStarted] = useState(toast !== null);
  if (toast && !started) setStarted(true);
  useEffect(() => whenIdle(() => void ToastList.preload().catch(() => undefined)), []);
  return (
    <section className="toaster" aria-label="Notifications">
      {started ? (
        <Suspense fallback={EMPTY_LIST}>
          <ToastList toast={toast} />
        </Suspense>
      ) : (
        EMPTY_LIST
      )}
    </section>
  );
}

/** Before hydration: the list's code, when the server drew a toast. */
export function preloadServerDrawnToast(doc: Document): Promise<unknown> {
  return doc.querySelector('.toaster .toast') ? ToastList.preload() : Promise.resolve();
}
