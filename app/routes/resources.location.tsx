import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getStores, toStoreDisplay } from '~/lib/catalogue/stores.server';
import { safeRedirect } from '~/lib/security/safe-redirect';
import { handleShopApiError } from '~/lib/shop-api/client.server';

/**
 * POST /resources/location (location_id, type=pickup|delivery, redirectTo): stores the chosen
 * store and mode in the session and 303s back to the page. Unknown stores or a mode the store
 * does not offer are refused with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo'), '/');
  const type = form.get('type');
  const id = Number(form.get('location_id'));
  if ((type !== 'pickup' && type !== 'delivery') || !Number.isInteger(id) || id <= 0) {
    return context.toast.redirectWithError(back, 'Please choose a store.', { status: 303 });
  }

  let stores;
  try {
    stores = await getStores(context);
  } catch (error) {
    const failure = await handleShopApiError(context, error);
    return context.toast.redirectWithError(back, `Error: ${failure.message}`, { status: 303 });
  }
  const store = stores.map(toStoreDisplay).find((s) => s.id === id);
  if (!store || (type === 'pickup' ? !store.offersPickup : !store.offersDelivery)) {
    return context.toast.redirectWithError(back, 'This store is not available for that option.', { status: 303 });
  }

  context.session.set('location', { id: store.id, type, title: store.name, area: store.area, image: store.image });
  return redirect(back, { status: 303 });
}

export async function loader() {
  throw new Response('Not Found', { status: 404 });
}
