/** Test helpers for sitemap XML: schema validation with xmllint and reading the URLs back. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITEMAP_XSD = fileURLToPath(new URL('../schemas/sitemap.xsd', import.meta.url));
export const SITEINDEX_XSD = fileURLToPath(new URL('../schemas/siteindex.xsd', import.meta.url));

/** Validates XML against an XSD with xmllint (libxml2-utils); the file lives in a temp dir. */
export function xmllintValidate(xml: string, schema: string): { valid: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'le-sitemap-'));
  try {
    const file = join(dir, 'sitemap.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--huge', '--schema', schema, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    return { valid: run.status === 0, output: `${run.stdout}${run.stderr}`.slice(0, 2000) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every <loc> of a urlset or index, unescaped. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

export async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}
