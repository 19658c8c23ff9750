import { DEFAULT_PRODUCT_COUNT } from './products';

/** The largest catalogue the seed makes (PGlite seeds 50,000 in about a minute; this is 4x that). */
export const MAX_PRODUCT_COUNT = 200_000;

/**
 * The catalogue size asked for by SEED_PRODUCTS or `npm run db:reset -- --products N`: a whole
 * number from the default size up (underscores and commas allowed, as in 50_000); unset or
 * empty means the default. Anything else is refused with a message saying what is accepted.
 */
export function parseCatalogueSize(value: string | undefined, name = 'SEED_PRODUCTS'): number {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_PRODUCT_COUNT;
  const count = /^\d[\d_,]*$/.test(text) ? Number(text.replace(/[_,]/g, '')) : NaN;
  if (!Number.isSafeInteger(count) || count < DEFAULT_PRODUCT_COUNT || count > MAX_PRODUCT_COUNT) {
    throw new Error(
      `${name} must be a whole number of products from ${DEFAULT_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT} (got ${JSON.stringify(value)})`,
    );
  }
  return count;
}

/** `--products N` or `--products=N` among command-line arguments, else the environment's SEED_PRODUCTS. */
export function catalogueSizeFrom(argv: string[], env: Record<string, string | undefined>): number {
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i] === '--products' ? (argv[i + 1] ?? '') : argv[i].startsWith('--products=') ? argv[i].slice(11) : null;
    // The flag without a number is a mistake, not a request for the default.
    if (value !== null) return parseCatalogueSize(value.trim() === '' ? 'nothing' : value, '--products');
  }
  return parseCatalogueSize(env.SEED_PRODUCTS);
}

/** A progress line for seeding a catalogue, every 10% or so (nothing for the default catalogue's single batch). */
export function seedProgressLogger(prefix: string, log: (line: string) => void = console.log): (done: number, total: number) => void {
  let shown = 0;
  const started = Date.now();
  return (done, total) => {
    if (done < total && done - shown < total / 10) return;
    if (done === total && shown === 0 && total <= DEFAULT_PRODUCT_COUNT * 2) return;
    shown = done;
    log(
      `${prefix} seeded ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  };
}
