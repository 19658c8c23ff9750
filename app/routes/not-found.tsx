import { NotFoundPage } from '~/components/layout/NotFoundPage';

/** Any unknown path inside the shop layout: the 404 page with status 404. */
export async function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
