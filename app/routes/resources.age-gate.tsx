import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/lib/security/safe-redirect';

/**
 * The age gate's answer (POST answer=yes|no, redirectTo). Yes stores true and returns to the
 * page; No stores false and goes to /age-verify. Plain form POST: works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const verified = form.get('answer') === 'yes';
  context.session.set('ageVerified', verified);
  const target = verified ? safeRedirect(form.get('redirectTo'), '/') : '/age-verify';
  return redirect(target, { status: 303 });
}

export async function loader() {
  throw new Response('Not Found', { status: 404 });
}
