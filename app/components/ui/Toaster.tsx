import { useCallback, useEffect, useRef, useState } from 'react';

export interface ShownToast {
  id: string;
  message: string;
  description?: string;
  type: 'info' | 'success' | 'error' | 'warning';
}

const TOAST_DURATION_MS = 3000;

/**
 * The toast stack, top-right, newest on top, no duplicates (same type and message while one is
 * visible). The server renders the current toast, so it is visible without JavaScript; the close
 * control is a checkbox (CSS hides a checked toast), so it also closes without JavaScript. With
 * JavaScript each toast leaves after 3000 ms.
 */
export function Toaster({ toast }: { toast: ShownToast | null }) {
  const [toasts, setToasts] = useState<ShownToast[]>(() => (toast ? [toast] : []));
  const seen = useRef(new Set<string>(toast ? [toast.id] : []));

  useEffect(() => {
    if (!toast || seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((current) => {
      const withoutDuplicate = current.filter((t) => !(t.message === toast.message && t.type === toast.type));
      return [toast, ...withoutDuplicate];
    });
  }, [toast]);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <li className={`toast toast--${toast.type}`} data-testid="toast">
      <span className="toast__icon" aria-hidden="true">
        {toast.type === 'error' ? '!' : toast.type === 'success' ? '✓' : 'i'}
      </span>
      <div className="toast__body" role={toast.type === 'error' ? 'alert' : 'status'}>
        <p className="toast__message">{toast.message}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <label className="toast__close">
        <input type="checkbox" className="visually-hidden" onChange={() => onDismiss(toast.id)} />
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Close notification</span>
      </label>
    </li>
  );
}
