import { serializeJsonLd } from '~/lib/seo/json-ld';

/**
 * One schema.org block; the serialiser makes sure no data can close the script element.
 * Callers build `data` only on the server (`import.meta.env.SSR ? build(…) : null`), so the
 * builders stay out of the client bundle (ADR 0120): crawlers read the server HTML, and hydration
 * keeps the server's text (React does not rewrite dangerouslySetInnerHTML when hydrating, nor
 * when the prop stays the same). After a client-side navigation the block is empty.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | null }) {
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data ? serializeJsonLd(data) : '' }} />
  );
}
