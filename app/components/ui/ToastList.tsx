import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShownToast } from './Toaster';

const TOAST_DURATION_MS = 3000;

/** The toasts of the `Toaster` region, newest on top, no duplicates (same type and message while one is visible). */
export function ToastList({ toast }: { toast: ShownToast | null }) {
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
    <ol className="toaster__list">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </ol>
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
