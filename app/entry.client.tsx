import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { preloadServerDrawnDialog } from './components/dialogs/DialogHost';

// A dialog the server drew (age gate, ?dialog=) has its code loaded first, so hydration adopts it
// instead of suspending (ADR 0120). A failed load still hydrates; the dialog then loads lazily.
void preloadServerDrawnDialog(document)
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
