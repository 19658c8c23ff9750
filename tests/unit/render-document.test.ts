import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderDocumentToWebStream, type RenderDocument } from '~/lib/render/render-document.server';
import { renderDocumentOnNode } from '../../server/render-document-node';

// Many rating stars (3 bytes each in UTF-8) in short strings: some land on React's 2 kB buffer
// boundaries, where React 18.3's Node renderer pads with NUL bytes (react/react#31134).
const page = createElement(
  'ul',
  null,
  Array.from({ length: 400 }, (_, i) => createElement('li', { key: i }, '★'.repeat(1 + (i % 5)), 'x'.repeat(i % 7))),
);

async function render(renderer: RenderDocument) {
  const controller = new AbortController();
  const { body, allReady } = await renderer(page, { nonce: 'n', signal: controller.signal, onError: () => {} });
  const html = await new Response(body).text();
  await allReady;
  return html;
}

describe('the document renderers', () => {
  it('renders on Node what React renders as a string, with no NUL bytes at buffer boundaries', async () => {
    const html = await render(renderDocumentOnNode);
    expect(html).not.toContain('\0');
    expect(html).toBe(renderToString(page));
  });

  it('renders the same document with the Workers renderer', async () => {
    expect(await render(renderDocumentToWebStream)).toBe(await render(renderDocumentOnNode));
  });
});

describe("Node's renderer", () => {
  it('passes each round of React writes on as one chunk, and a later Suspense reveal as another', async () => {
    let reveal: () => void = () => {};
    const later = new Promise<void>((resolve) => (reveal = resolve));
    let revealed = false;
    function Later() {
      if (!revealed) throw later.then(() => void (revealed = true));
      return createElement('p', null, 'revealed');
    }
    const controller = new AbortController();
    const { body } = await renderDocumentOnNode(
      createElement('div', null, page, createElement(Suspense, { fallback: 'waiting' }, createElement(Later))),
      {
        nonce: 'n',
        signal: controller.signal,
        onError: () => {},
      },
    );
    const reader = body.getReader();
    const shell = new TextDecoder().decode((await reader.read()).value);
    // The whole shell (far more than React's 2 kB buffers) in one chunk, the fallback in it.
    expect(shell.length).toBeGreaterThan(4096);
    expect(shell).toContain('waiting');
    expect(shell).not.toContain('revealed');
    reveal();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('revealed');
  });
});
