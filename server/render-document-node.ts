/**
 * The document renderer on Node: React's Node stream renderer (renderToPipeableStream). It encodes
 * into 2 kB buffers with `encodeInto`; the web-stream renderer that Workers need encodes every
 * string fragment separately (`TextEncoder.encode`), which was a fifth of a page's server CPU on
 * Node (ADR 0123). server.ts hands it to the storefront as `Platform.renderDocument`; Workers keep
 * the web-stream default (app/lib/render/render-document.server.ts).
 *
 * It imports the same `react-dom` as the server build (which leaves node_modules external), so
 * both render with one React.
 */
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderDocument } from '../app/lib/render/render-document.server';

const VIEW_SIZE = 2048;

/**
 * React's 2 kB writes, passed on as one chunk per flush. React calls the destination's `flush()`
 * after each round of writes (the convention of zlib streams), so the shell arrives as one chunk
 * and each later Suspense reveal as another: streaming is unchanged, but the web-stream pipeline
 * behind it (the document transform, Remix, express, the socket) handles a few chunks per page
 * instead of about ninety on the home page (ADR 0127).
 *
 * React 18.3's Node renderer also writes a whole 2 kB buffer when a multi-byte character no longer
 * fits at its end, unused bytes included (react/react#31134): up to three NUL bytes, which never
 * occur in our HTML, in the middle of the page. They are cut off here.
 */
function writtenPerFlush(): Transform & { flush(): void } {
  let parts: Buffer[] = [];
  const passOn = (stream: Transform) => {
    if (parts.length === 0) return;
    stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
    parts = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      if (end === VIEW_SIZE) while (end > VIEW_SIZE - 3 && chunk[end - 1] === 0) end--;
      parts.push(end === chunk.length ? chunk : chunk.subarray(0, end));
      done();
    },
    flush(done) {
      passOn(this);
      done();
    },
  });
  return Object.assign(stream, { flush: () => passOn(stream) });
}

export const renderDocumentOnNode: RenderDocument = (element, { nonce, signal, onError }) =>
  new Promise((resolve, reject) => {
    let settleAll: (ready: boolean) => void = () => {};
    const allReady = new Promise<void>((done, failed) => {
      settleAll = (ready) => (ready ? done() : failed(signal.reason));
    });
    allReady.catch(() => {}); // only the bot path awaits it
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        const body = writtenPerFlush();
        pipe(body);
        resolve({ body: createReadableStreamFromReadable(body), allReady });
      },
      onShellError: reject,
      onAllReady: () => settleAll(true),
      onError,
    });
    signal.addEventListener(
      'abort',
      () => {
        abort(signal.reason);
        settleAll(false);
      },
      { once: true },
    );
  });
