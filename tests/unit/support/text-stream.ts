/** Sends `chunks` (as separate UTF-8 chunks) through `transform` and reads back the whole text. */
export async function throughTransform(chunks: string[], transform: TransformStream<Uint8Array, Uint8Array>): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(transform)).text();
}
