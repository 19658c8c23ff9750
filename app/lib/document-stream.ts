/**
 * Remix's single fetch renders its streamed loader data (`<script>…streamController.enqueue…`)
 * in a Suspense boundary beside the whole document (RemixServer), so React writes those scripts
 * after `</html>`. Browsers re-parent them into <body> anyway, but the markup is invalid (the Nu
 * checker stops at the first stray <script>). This transform holds back the document's closing
 * `</body></html>` and writes it after the last streamed chunk: the same DOM, a valid document,
 * and streaming unchanged. See docs/decisions/0072-valid-markup-and-streamed-documents.md.
 *
 * It works on bytes: decoding and re-encoding every chunk of every page cost more CPU than the
 * search itself (ADR 0123). The closing tags are ASCII, so a byte match is a text match.
 */
import { indexOfBytes } from './bytes';

const CLOSING = new TextEncoder().encode('</body></html>');

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

export function closeDocumentAtEnd(): TransformStream<Uint8Array, Uint8Array> {
  let found = false;
  // Bytes not yet sent because they might be the start of CLOSING split across chunks.
  let pending: Uint8Array = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      if (found) {
        controller.enqueue(chunk);
        return;
      }
      const bytes = concat(pending, chunk);
      const at = indexOfBytes(bytes, CLOSING);
      if (at !== -1) {
        found = true;
        pending = new Uint8Array(0);
        if (at > 0) controller.enqueue(bytes.subarray(0, at));
        if (at + CLOSING.length < bytes.length) controller.enqueue(bytes.subarray(at + CLOSING.length));
        return;
      }
      // Keep back only what could still become CLOSING.
      const keep = Math.min(bytes.length, CLOSING.length - 1);
      pending = bytes.slice(bytes.length - keep);
      if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
    },
    flush(controller) {
      const tail = found ? concat(pending, CLOSING) : pending;
      if (tail.length > 0) controller.enqueue(tail);
    },
  });
}
