/**
 * /back-in-stock/cancel?token=…: where a back-in-stock mail's cancel link leads. Opening it
 * changes nothing (mail scanners open links too): the page asks, and its button's POST cancels
 * every back-in-stock request still open for the mail's address (shop-api/src/commerce/back-in-stock.ts).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { cancelBackInStock, cancelLinkProblem } from '~/lib/shopper/back-in-stock.server';

const TITLE = 'Stop back-in-stock e-mails';

// The token is in the URL: kept out of caches and of other sites' Referer headers.
export const headers = personalPageHeaders;

export const meta: MetaFunction = () => [
  { title: `${TITLE} | Liquor Express` },
  { name: 'referrer', content: 'same-origin' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return { token, linkProblem: await cancelLinkProblem(context, token) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const answer = await cancelBackInStock(context, await request.formData());
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function CancelBackInStockPage() {
  const { token, linkProblem } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const problem = answer && !answer.ok ? answer.message : linkProblem;
  return (
    <section className="container status-page back-in-stock-cancel">
      <h1 className="status-page__title">{TITLE}</h1>
      {answer?.ok ? (
        <p className="form-message form-message--success" role="status">
          {answer.message}
        </p>
      ) : problem ? (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      ) : (
        <Form method="post" className="form">
          <p>We will no longer e-mail this address when a size it asked for is back in stock.</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Cancel my back-in-stock e-mails
          </button>
        </Form>
      )}
      <p className="status-page__actions">
        <Link to="/product-listing" className="btn btn--secondary">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
