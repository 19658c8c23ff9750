/**
 * JSON-LD for `<script type="application/ld+json">`. The JSON goes into the page as raw text, so
 * catalogue text must not be able to end the script: `<`, `>` and `&` become \u escapes (still
 * the same JSON to a parser), and so do U+2028/U+2029, which some JavaScript parsers reject.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeJsonLd(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('JSON-LD must be a JSON value');
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
