import { serializeJsonLd } from '~/lib/seo/json-ld';

/** One schema.org block; the serialiser makes sure no data can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
