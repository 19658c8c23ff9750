import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isConfiguredProvider, startOAuth } from '~/lib/shopper/oauth.server';
import { safeRedirect } from '~/lib/security/safe-redirect';

/** GET /auth/:provider/start: sends the shopper to Google or Facebook (404 when not configured). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isConfiguredProvider(context.env, provider)) throw new Response('Not Found', { status: 404 });
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/');
  const { url, cookie } = await startOAuth(context, request, provider, redirectTo);
  return redirect(url, { headers: { 'Set-Cookie': cookie } });
}
