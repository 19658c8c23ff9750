import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { continueAsGuest } from '~/lib/shopper/auth.server';

/** POST /auth/guest: 'Continue as guest' (guest flag, toast, /checkout or /). */
export async function action({ context }: ActionFunctionArgs) {
  return continueAsGuest(context);
}

export async function loader() {
  return redirect('/?dialog=login');
}

export default function GuestRoute() {
  return null;
}
