import { describe, expect, it } from 'vitest';
import { throughTransform } from './support/text-stream';
import { closeDocumentAtEnd } from '~/lib/render/document-stream';

const run = (chunks: string[]) => throughTransform(chunks, closeDocumentAtEnd());

describe('closeDocumentAtEnd', () => {
  it('moves </body></html> after the scripts streamed behind it', async () => {
    expect(await run(['<html><body><p>a</p></body></html>', '<script>1</script>', '<script>2</script>'])).toBe(
      '<html><body><p>a</p><script>1</script><script>2</script></body></html>',
    );
  });
  it('finds the closing tags split across chunks, and multi-byte text stays whole', async () => {
    expect(await run(['<html><body>ção</bo', 'dy></ht', 'ml><script>x</script>'])).toBe('<html><body>ção<script>x</script></body></html>');
  });
  it('sends back text that only looked like the start of the closing tags', async () => {
    expect(await run(['<p>a</b', 'r></p></bod', 'y ></body></html>'])).toBe('<p>a</br></p></body ></body></html>');
  });
  it('leaves a document without the closing tags as it is', async () => {
    expect(await run(['<p>partial', ' text</p>'])).toBe('<p>partial text</p>');
  });
});
