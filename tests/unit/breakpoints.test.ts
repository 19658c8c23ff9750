/**
 * One breakpoint scale (ADR 0112): every media query in app/styles uses a width from the list in
 * the token stylesheet's comment (app/styles/app.css), written as a range, and the carousels'
 * Swiper breakpoints use the same steps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_PRESETS } from '~/components/carousel/carousel-presets';

const STYLES = join(import.meta.dirname, '../../app/styles');
const TOKENS = readFileSync(join(STYLES, 'app.css'), 'utf8');

/** The steps listed under "Breakpoints:" in the token stylesheet's opening comment. */
function documentedScale(tokens: string): number[] {
  const opening = tokens.slice(0, tokens.indexOf('*/'));
  const block = opening.slice(opening.indexOf('Breakpoints:'));
  return [...block.matchAll(/^\s*\*\s+(\d+)px\s/gm)].map((m) => Number(m[1]));
}

/** What is wrong with each media query of a stylesheet, given the scale. */
function offendingQueries(css: string, scale: number[]): string[] {
  const offences: string[] = [];
  for (const [, prelude] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@media([^{]*)\{/g)) {
    const query = prelude.trim();
    if (/\b(min|max)-(device-)?(width|height)\b/.test(query)) offences.push(`${query}: use the range form (width < N / width >= N)`);
    for (const [length, value, unit] of query.matchAll(/(\d+(?:\.\d+)?)(px|em|rem)\b/g)) {
      if (unit !== 'px' || !scale.includes(Number(value))) offences.push(`${query}: ${length} is not on the scale`);
    }
  }
  return offences;
}

const scale = documentedScale(TOKENS);
const stylesheets = readdirSync(STYLES).filter((name) => name.endsWith('.css'));

describe('the breakpoint scale', () => {
  it('is documented in the token stylesheet, smallest first', () => {
    expect(scale).toEqual([480, 600, 768, 1024]);
  });

  it('finds the stylesheets and their queries', () => {
    expect(stylesheets).toContain('catalogue.css');
    const queries = stylesheets.flatMap((name) => [...readFileSync(join(STYLES, name), 'utf8').matchAll(/@media/g)]);
    expect(queries.length).toBeGreaterThan(40);
  });

  for (const name of stylesheets) {
    it(`is the only set of widths ${name} queries`, () => {
      expect(offendingQueries(readFileSync(join(STYLES, name), 'utf8'), scale)).toEqual([]);
    });
  }

  it('is the set of steps the carousels switch at', () => {
    const steps = Object.values(CAROUSEL_PRESETS).flatMap((preset) => Object.keys(preset.breakpoints).map(Number));
    expect(steps.filter((step) => !scale.includes(step))).toEqual([]);
  });
});

describe('offendingQueries (the checker itself)', () => {
  it('refuses a width off the scale, other units and the min-/max-width form', () => {
    const css = '@media (width >= 900px) { a {} }\n@media (width < 48em) { a {} }\n@media (max-width: 767px) { a {} }';
    expect(offendingQueries(css, scale)).toEqual([
      '(width >= 900px): 900px is not on the scale',
      '(width < 48em): 48em is not on the scale',
      '(max-width: 767px): use the range form (width < N / width >= N)',
      '(max-width: 767px): 767px is not on the scale',
    ]);
  });

  it('accepts ranges on the scale and queries without a width', () => {
    const css = '@media (600px <= width < 1024px) { a {} }\n@media (prefers-reduced-motion: reduce) { a {} }\n/* @media (width < 1px) */';
    expect(offendingQueries(css, scale)).toEqual([]);
  });
});
