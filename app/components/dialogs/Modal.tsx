import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * One dialog box. On the server (and without JavaScript) it is an open <dialog> over a dimmed
 * backdrop, closed by a link that drops `?dialog`. With JavaScript it becomes a real modal
 * (showModal): the rest of the page is inert so focus stays inside, Escape and a click on the
 * backdrop close it, and the page behind does not scroll.
 */
export function Modal({
  title,
  titleId,
  closeHref,
  dismissible = true,
  wide = false,
  onClose,
  children,
  testId,
  className,
}: {
  title: ReactNode;
  titleId: string;
  /** Where "Close" goes (the same page without ?dialog). */
  closeHref: string;
  /** The age gate cannot be dismissed: the visitor must answer. */
  dismissible?: boolean;
  wide?: boolean;
  /** Called instead of navigating to closeHref, when given. */
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [isModal, setIsModal] = useState(false);

  const close = () => {
    if (onClose) onClose();
    else navigate(closeHref, { preventScrollReset: true, replace: true });
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    // Re-open as a modal: the server rendered it open (non-modal) for JavaScript-free browsers.
    if (el.open) el.close();
    el.showModal();
    setIsModal(true);
    // Start in the first field (or the marked control) rather than on the Close button.
    const first = Array.from(el.querySelectorAll<HTMLElement>('[data-autofocus], input:not([type="hidden"]), textarea, select')).find(
      (candidate) => candidate.getClientRects().length > 0,
    );
    first?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';

    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) closeRef.current();
    };
    el.addEventListener('cancel', onCancel);
    return () => {
      el.removeEventListener('cancel', onCancel);
      root.style.overflow = overflow;
      if (el.open) el.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [dismissible]);

  return (
    <>
      {isModal ? null : <div className="modal-backdrop" aria-hidden="true" />}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape and the close link do the same by keyboard */}
      <dialog
        ref={dialog}
        open
        className={`modal${wide ? ' modal--wide' : ''}${className ? ` ${className}` : ''}`}
        aria-labelledby={titleId}
        data-testid={testId}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the backdrop.
          if (dismissible && event.target === dialog.current) closeRef.current();
        }}
      >
        <div className="modal__inner">
          <div className="modal__header">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            {dismissible ? (
              <Link
                to={closeHref}
                className="modal__close"
                aria-label="Close"
                preventScrollReset
                replace
                onClick={(event) => {
                  if (onClose) {
                    event.preventDefault();
                    onClose();
                  }
                }}
              >
                <span aria-hidden="true">×</span>
              </Link>
            ) : null}
          </div>
          <div className="modal__body">{children}</div>
        </div>
      </dialog>
    </>
  );
}
