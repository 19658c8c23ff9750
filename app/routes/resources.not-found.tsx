/** Unknown paths outside the shop layout: the bare '404 Error - Nothing here...' (root boundary). */
export async function loader() {
  throw new Response('Not Found', { status: 404 });
}

export async function action() {
  throw new Response('Not Found', { status: 404 });
}

export default function ResourceNotFound() {
  return null;
}
