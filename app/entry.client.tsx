import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { preloadServerDrawnDialog } from './components/dialogs/DialogHost';
import { preloadServerDrawnError } from './components/layout/LazyPageError';
import { preloadServerDrawnToast } from './components/ui/Toaster';

// A dialog the server drew (age gate, ?dialog=), an error page or a toast has its code loaded
// first, so hydration adopts it instead of suspending (ADR 0120, 0122). A failed load still
// hydrates; the part then loads lazily.
void Promise.all([preloadServerDrawnDialog(document), preloadServerDrawnError(document), preloadServerDrawnToast(document)])
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
