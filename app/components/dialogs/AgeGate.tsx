import { useFetcher } from '@remix-run/react';
import { AGE_GATE_TITLE_ID } from './age-gate-id';
import { Modal } from './Modal';
import { useReturnPath } from './dialog-url';

/**
 * Shown until the session says the visitor is 21 or older. Yes stores true and closes;
 * No stores false and goes to /age-verify. Plain form POSTs (work without JavaScript).
 */
export function AgeGate() {
  const fetcher = useFetcher({ key: 'age-gate' });
  const returnPath = useReturnPath();
  return (
    <Modal
      title="Are you 21 or older?"
      titleId={AGE_GATE_TITLE_ID}
      closeHref={returnPath}
      dismissible={false}
      testId="age-gate"
      className="modal--age-gate"
    >
      <div className="age-gate">
        <img className="age-gate__logo" src="/logo.svg" alt="Liquor Express" width={220} height={56} />
        <p>You must be of legal drinking age to enter Liquor Express. Please confirm your age.</p>
        <div className="age-gate__actions">
          <fetcher.Form method="post" action="/resources/age-gate">
            <input type="hidden" name="redirectTo" value={returnPath} />
            <button type="submit" name="answer" value="yes" className="btn btn--primary" data-autofocus disabled={fetcher.state !== 'idle'}>
              Yes
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/resources/age-gate">
            <input type="hidden" name="redirectTo" value={returnPath} />
            <button type="submit" name="answer" value="no" className="btn btn--secondary" disabled={fetcher.state !== 'idle'}>
              No
            </button>
          </fetcher.Form>
        </div>
        <p className="age-gate__note">Please drink responsibly.</p>
      </div>
    </Modal>
  );
}
