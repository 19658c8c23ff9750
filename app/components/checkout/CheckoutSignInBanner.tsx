import { Link } from '@remix-run/react';
import { useDialogHref } from '~/components/dialogs/dialog-url';

/** Guests and anonymous visitors may look at checkout, but an order needs an account. */
export function CheckoutSignInBanner({ guest }: { guest: boolean }) {
  const dialogHref = useDialogHref();
  return (
    <div className="checkout-banner" role="note">
      <p>
        {guest ? 'You are browsing as a guest. ' : ''}
        Returning customer? <Link to={dialogHref('login')}>Click here to login</Link>. New here?{' '}
        <Link to={dialogHref('register')}>Create an account</Link>. You need to be logged in to place your order.
      </p>
    </div>
  );
}
