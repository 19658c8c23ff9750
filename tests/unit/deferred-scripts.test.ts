import { describe, expect, it } from 'vitest';
import { throughTransform } from './support/text-stream';
import { deferScriptsPastLargestPaint } from '~/lib/deferred-scripts';

const LINKS = '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/>';
const CONTEXT = '<script nonce="n">window.__remixContext = {};</script>';
const MODULE = '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>';
const TAIL = '<script nonce="n">window.__remixContext.streamController.enqueue("[]");</script>';
const LOADER = '<script nonce="n">(function () {';
const DEFERRED = `<template data-deferred-scripts>${LINKS}</template>${CONTEXT}<template data-deferred-scripts>${MODULE}</template>${LOADER}`;

/** The output with the loader's body cut down to its first line (its text is the module's, not the test's). */
const run = async (chunks: string[]) =>
  (await throughTransform(chunks, deferScriptsPastLargestPaint())).replace(
    /(<script nonce="n">\(function \(\) \{)[\s\S]*?\}\)\(\);<\/script>/g,
    '$1',
  );

describe('deferScriptsPastLargestPaint', () => {
  it('puts the preload links and the module script in inert templates, adds the loader with their nonce, and leaves the data scripts live', async () => {
    expect(await run([`<main>ção</main>${LINKS}${CONTEXT}${MODULE}${TAIL}`])).toBe(`<main>ção</main>${DEFERRED}${TAIL}`);
  });

  it('finds them when the chunks split the tags anywhere', async () => {
    const whole = `<main><p>a</p></main>${LINKS}${CONTEXT}${MODULE}${TAIL}<p>after</p>`;
    for (const size of [1, 7, 25, 64]) {
      const chunks = whole.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(await run(chunks)).toBe(`<main><p>a</p></main>${DEFERRED}${TAIL}<p>after</p>`);
    }
  });

  it('rewrites only the first run: later text that looks alike passes unchanged', async () => {
    const later = `<p>${LINKS}${MODULE}</p>`;
    expect(await run([`${LINKS}${CONTEXT}${MODULE}`, later])).toBe(`${DEFERRED}${later}`);
  });

  it('leaves a document without the scripts, or cut off before the module script, as it came', async () => {
    expect(await run(['<p>no scripts</p>', '<p>here</p>'])).toBe('<p>no scripts</p><p>here</p>');
    expect(await run(['<p>a</p>', LINKS, CONTEXT])).toBe(`<p>a</p>${LINKS}${CONTEXT}`);
  });
});
