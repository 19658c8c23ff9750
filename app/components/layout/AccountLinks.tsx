import { Form, Link } from '@remix-run/react';
import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { useDialogHref } from '~/components/dialogs/dialog-url';
import { UserIcon } from '~/components/ui/icons';

/** 'Sign in' / 'Register' links, or the shopper's name (or 'Guest') with Logout. */
export function AccountLinks({ account }: { account: ShopLayoutData['account'] }) {
  const dialogHref = useDialogHref();
  if (account.kind === 'anonymous') {
    return (
      <div className="account-links">
        <UserIcon width={20} height={20} />
        <Link to={dialogHref('login')} preventScrollReset>
          Sign in
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={dialogHref('register')} preventScrollReset>
          Register
        </Link>
      </div>
    );
  }
  const name = account.kind === 'user' ? account.name : 'Guest';
  return (
    <div className="account-links">
      <UserIcon width={20} height={20} />
      <span className="account-name" data-testid="account-name" title={name}>
        {name}
      </span>
      {account.kind === 'user' ? <Link to="/account/orders">My orders</Link> : null}
      <Form method="post" action="/auth/logout">
        <button type="submit" className="link-button">
          Logout
        </button>
      </Form>
    </div>
  );
}
