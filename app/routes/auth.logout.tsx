import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { logout } from '~/lib/shopper/auth.server';

/** POST /auth/logout (signed-in and guest): clears the sign-in, → / with 'Logged out successfully.'. */
export async function action({ context }: ActionFunctionArgs) {
  return logout(context);
}

// Logging out changes state, so it is never a GET (a prefetch or crawler must not log anyone out).
export async function loader() {
  return redirect('/');
}

export default function LogoutRoute() {
  return null;
}
