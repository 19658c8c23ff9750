/**
 * The page's JavaScript is fetched after its first paint and its largest image, not beside them
 * (ADR 0130). Every page works as server HTML with plain forms, so on a slow phone the bandwidth
 * first goes to what the shopper sees: the document, its CSS and the images the page marks
 * `fetchpriority="high"`. Remix's `<Scripts>` writes `<link rel="modulepreload">` tags and the
 * module script that imports the routes and the client entry; the browser fetches all of them
 * (about 95 kB) the moment it parses them.
 *
 * - `deferScriptsPastLargestPaint()` (the server's HTML stream) puts that run of preload links and
 *   that module script each inside a `<template data-deferred-scripts>`, where they are inert;
 * - the same transform writes `DEFERRED_SCRIPTS_LOADER` right after them: an inline script (with
 *   the module script's CSP nonce) that takes itself out of the document at once, waits for the
 *   first paint and for the high-priority images to load and be painted (at most 3 s), then puts
 *   live copies back in place of the templates. Before hydration starts the document is exactly
 *   the one React rendered. The loader is not part of the client bundle.
 *
 * Without JavaScript the templates stay inert, as the scripts were.
 */
const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

const OPEN = `<template ${DEFERRED_SCRIPTS_ATTRIBUTE}>`;
const CLOSE = '</template>';
const FIRST_PRELOAD = '<link rel="modulepreload"';
const PRELOAD_RUN = /^(?:<link rel="modulepreload"[^>]*>)+/;
const MODULE_SCRIPT = /<script[^>]*\stype="module"[^>]*>[\s\S]*?<\/script>/;

/**
 * Inline, classic, carrying the CSP nonce (which live script copies inherit). Kept small and
 * ES5-plain: it runs before any of the page's modules. React never rendered it, so it leaves the
 * document as soon as it runs; hydration finds only what React wrote.
 */
const DEFERRED_SCRIPTS_LOADER = `(function () {
  var self = document.currentScript;
  var nonce = self && self.nonce;
  if (self) self.remove();
  var started = false;
  function revive(template) {
    var live = Array.prototype.map.call(template.content.children, function (inert) {
      var element = document.createElement(inert.localName);
      for (var i = 0; i < inert.attributes.length; i++) element.setAttribute(inert.attributes[i].name, inert.attributes[i].value);
      if (inert.localName === 'script') {
        element.nonce = nonce;
        element.textContent = inert.textContent;
      }
      return element;
    });
    template.replaceWith.apply(template, live);
  }
  // The preload links in one task and the module script in the next: two short tasks, not one long one.
  function start() {
    if (started) return;
    started = true;
    var templates = Array.prototype.slice.call(document.querySelectorAll('template[${DEFERRED_SCRIPTS_ATTRIBUTE}]'));
    (function next() {
      var template = templates.shift();
      if (!template) return;
      revive(template);
      setTimeout(next, 0);
    })();
  }
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // The page marks its largest images (a listing's first row has two) fetchpriority="high".
  var waiting = Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
    return !image.complete;
  });
  var left = waiting.length;
  function settled() {
    if (--left === 0) afterNextPaint();
  }
  if (left === 0) return afterNextPaint();
  waiting.forEach(function (image) {
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  });
  setTimeout(start, 3000);
})();`;

/**
 * Wraps the first run of modulepreload links and the module script after it in inert templates,
 * and writes the loader after them.
 */
export function deferScriptsPastLargestPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let phase: 'seeking' | 'collecting' | 'done' = 'seeking';
  // Seeking: text that might be the start of FIRST_PRELOAD. Collecting: the links and scripts so far.
  let held = '';
  const send = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  return new TransformStream({
    transform(chunk, controller) {
      if (phase === 'done') {
        controller.enqueue(chunk);
        return;
      }
      let text = held + decoder.decode(chunk, { stream: true });
      held = '';
      if (phase === 'seeking') {
        const at = text.indexOf(FIRST_PRELOAD);
        if (at === -1) {
          const keep = Math.min(text.length, FIRST_PRELOAD.length - 1);
          send(controller, text.slice(0, text.length - keep));
          held = text.slice(text.length - keep);
          return;
        }
        send(controller, text.slice(0, at));
        text = text.slice(at);
        phase = 'collecting';
      }
      const script = MODULE_SCRIPT.exec(text);
      if (!script) {
        held = text;
        return;
      }
      phase = 'done';
      const links = PRELOAD_RUN.exec(text)?.[0] ?? '';
      const between = text.slice(links.length, script.index);
      const after = text.slice(script.index + script[0].length);
      const nonce = /\snonce="([^"]*)"/.exec(script[0])?.[1];
      const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${DEFERRED_SCRIPTS_LOADER}</script>`;
      send(controller, `${OPEN}${links}${CLOSE}${between}${OPEN}${script[0]}${CLOSE}${loader}${after}`);
    },
    flush(controller) {
      // A document without the scripts (or cut short) goes out as it came.
      send(controller, held + decoder.decode());
    },
  });
}
