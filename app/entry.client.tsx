import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { preloadServerDrawnDialog } from './components/dialogs/DialogHost';
import { preloadServerDrawnError } from './components/layout/LazyPageError';
import { preloadServerDrawnToast } from './components/ui/Toaster';

// A dialog the server drew (age gate, ?dialog=), an error page or a toast has its code loaded
// first, so hydration adopts it instead of suspending (ADR 0120, 0122). A failed load still
// hydrates; the part then loads lazily.
// Hydration starts after the browser has painted the server's HTML once: on a slow phone the
// page shows before React's work, not after it (Lighthouse LCP 2.7 to 2.4 s on the listing).
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void Promise.all([
  preloadServerDrawnDialog(document),
  preloadServerDrawnError(document),
  preloadServerDrawnToast(document),
  afterFirstPaint(),
])
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
  });
