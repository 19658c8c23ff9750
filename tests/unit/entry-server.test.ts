import type { AppLoadContext, EntryContext } from '@remix-run/server-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import handleRequest from '~/entry.server';
import type { RenderDocument } from '~/lib/render/render-document.server';

/**
 * The document entry with a stand-in renderer that reports an error once the page is on its way,
 * as React does when the stream it writes to is closed (the browser went away) or a suspended part
 * fails.
 */
async function serveThenFail(request: Request, error: Error, before?: () => void) {
  let reportLater: (error: unknown) => void = () => {};
  const renderDocument: RenderDocument = async (_element, { onError }) => {
    reportLater = onError;
    return { body: new Response('<!DOCTYPE html><html><body></body></html>').body!, allReady: Promise.resolve() };
  };
  const loadContext = { cspNonce: 'nonce', renderDocument } as unknown as AppLoadContext;
  const response = await handleRequest(request, 200, new Headers(), {} as EntryContext, loadContext);
  before?.();
  reportLater(error);
  return response;
}

describe('the document entry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs an error that comes while the page is being sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('a suspended part failed');
    await serveThenFail(new Request('http://shop.test/'), failure);
    expect(logged).toHaveBeenCalledWith(failure);
  });

  it('logs nothing when the browser has gone away and React reports the stream it lost', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = new AbortController();
    await serveThenFail(
      new Request('http://shop.test/', { signal: browser.signal }),
      new Error('The destination stream closed early.'),
      () => browser.abort(),
    );
    expect(logged).not.toHaveBeenCalled();
  });
});
