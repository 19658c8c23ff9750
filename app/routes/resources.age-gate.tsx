import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { commitSession, getSession } from '~/lib/session.server';
import { safeRedirect } from '~/lib/safe-redirect';

/**
 * The age gate's answer (POST answer=yes|no, redirectTo). Yes stores true and returns to the
 * page; No stores false and goes to /age-verify. Plain form POST: works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const verified = form.get('answer') === 'yes';
  const session = await getSession(request);
  session.set('ageVerified', verified);
  const target = verified ? safeRedirect(form.get('redirectTo'), '/') : '/age-verify';
  return redirect(target, { status: 303, headers: { 'Set-Cookie': await commitSession(session) } });
}

export async function loader() {
  throw new Response('Not Found', { status: 404 });
}
