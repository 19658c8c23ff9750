/**
 * Remix's single fetch renders its streamed loader data (`<script>…streamController.enqueue…`)
 * in a Suspense boundary beside the whole document (RemixServer), so React writes those scripts
 * after `</html>`. Browsers re-parent them into <body> anyway, but the markup is invalid (the Nu
 * checker stops at the first stray <script>). This transform holds back the document's closing
 * `</body></html>` and writes it after the last streamed chunk: the same DOM, a valid document,
 * and streaming unchanged. See docs/decisions/0072-valid-markup-and-streamed-documents.md.
 */
const CLOSING = '</body></html>';

export function closeDocumentAtEnd(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let found = false;
  // Text not yet sent because it might be the start of CLOSING split across chunks.
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      if (found) {
        controller.enqueue(chunk);
        return;
      }
      const text = pending + decoder.decode(chunk, { stream: true });
      const at = text.indexOf(CLOSING);
      if (at !== -1) {
        found = true;
        pending = '';
        const rest = text.slice(0, at) + text.slice(at + CLOSING.length);
        if (rest) controller.enqueue(encoder.encode(rest));
        return;
      }
      // Keep back only what could still become CLOSING.
      const keep = Math.min(text.length, CLOSING.length - 1);
      pending = text.slice(text.length - keep);
      const send = text.slice(0, text.length - keep);
      if (send) controller.enqueue(encoder.encode(send));
    },
    flush(controller) {
      const tail = pending + decoder.decode();
      controller.enqueue(encoder.encode(found ? tail + CLOSING : tail));
    },
  });
}
