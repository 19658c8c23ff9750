import { describe, expect, it } from 'vitest';
import { classifyPageError } from '~/lib/render/page-error';

/** The shape Remix hands a boundary for a thrown response (`isRouteErrorResponse`). */
const errorResponse = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data });

describe('classifyPageError (the shop layout boundary, ADR 0111)', () => {
  it('a 404 is the not-found page, whatever its body', () => {
    expect(classifyPageError(errorResponse(404, 'Not Found'))).toEqual({ kind: 'not-found' });
    expect(classifyPageError(errorResponse(404, { message: 'Not found' }))).toEqual({ kind: 'not-found' });
  });

  it('a page load failure shows its message', () => {
    expect(classifyPageError(errorResponse(503, { message: 'The shop is not reachable right now.' }))).toEqual({
      kind: 'load-failed',
      message: 'The shop is not reachable right now.',
    });
  });

  it('an error response without a message shows the default message', () => {
    for (const data of ['Bad Gateway', null, {}, { message: '  ' }, { message: 42 }]) {
      expect(classifyPageError(errorResponse(502, data))).toEqual({ kind: 'load-failed', message: 'An error occurred' });
    }
  });

  it('anything that is not an error response is the global fallback', () => {
    expect(classifyPageError(new TypeError('bug'))).toEqual({ kind: 'crash' });
    expect(classifyPageError(undefined)).toEqual({ kind: 'crash' });
  });
});
