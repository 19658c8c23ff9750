import { classifyPageError } from '~/lib/render/page-error';
import { NotFoundPage } from './NotFoundPage';

/**
 * The one error state of every page in the shop layout, rendered by the layout's boundary inside
 * the shell (ADR 0111): the 404 page, 'Error: ' plus the message when the page's data could not
 * be loaded, or 'Error Handler' for anything unexpected.
 */
export function PageError({ error }: { error: unknown }) {
  const shown = classifyPageError(error);
  if (shown.kind === 'not-found') return <NotFoundPage />;
  if (shown.kind === 'load-failed') return <LoadError message={shown.message} />;
  return (
    <section className="container status-page">
      <h1>Error Handler</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
    </section>
  );
}

/** 'Error: ' plus the message (docs/product.md, "Errors"). */
function LoadError({ message }: { message: string }) {
  return (
    <div className="load-error container" role="alert">
      <p>Error: {message}</p>
    </div>
  );
}
