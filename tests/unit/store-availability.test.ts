import { describe, expect, it } from 'vitest';
import { availabilityAt, listOfNames } from '~/lib/catalogue/store-availability';

const midtown = { id: 1, shortName: 'Midtown' };
const folsom = { id: 2, shortName: 'Folsom' };
const roseville = { id: 3, shortName: 'Roseville' };
const davis = { id: 5, shortName: 'Davis' };
const stores = [midtown, folsom, roseville, davis];

describe('availabilityAt', () => {
  it('says the chosen store has it, and when only a few are left', () => {
    expect(availabilityAt([{ store_id: 1, stock: 12 }], midtown, stores)).toEqual({ kind: 'here', stock: 12, text: 'In stock at Midtown' });
    expect(availabilityAt([{ store_id: 1, stock: 2 }], midtown, stores)).toMatchObject({ text: 'Only 2 left at Midtown' });
  });

  it('names the stores that have it when the chosen one does not, in the store list’s order', () => {
    const at = availabilityAt(
      [
        { store_id: 5, stock: 4 },
        { store_id: 2, stock: 9 },
      ],
      midtown,
      stores,
    );
    expect(at).toEqual({ kind: 'elsewhere', stores: [folsom, davis], text: 'Not at Midtown — in stock at Folsom and Davis' });
  });

  it('counts the quantity asked (the cart) and leaves out stores the shopper cannot use', () => {
    expect(
      availabilityAt(
        [
          { store_id: 1, stock: 1 },
          { store_id: 3, stock: 6 },
        ],
        midtown,
        stores,
        3,
      ),
    ).toMatchObject({ text: 'Only 1 left at Midtown — in stock at Roseville' });
    // Only at Davis, which does not deliver: the delivery shopper's list has no Davis.
    expect(availabilityAt([{ store_id: 5, stock: 6 }], midtown, [midtown, folsom])).toEqual({
      kind: 'elsewhere',
      stores: [],
      text: 'Not at Midtown',
    });
    expect(availabilityAt([], midtown, stores)).toEqual({ kind: 'nowhere' });
  });
});

describe('listOfNames', () => {
  it('joins with commas and a last "and"', () => {
    expect([[], ['Folsom'], ['Folsom', 'Davis'], ['Folsom', 'Roseville', 'Davis']].map(listOfNames)).toEqual([
      '',
      'Folsom',
      'Folsom and Davis',
      'Folsom, Roseville and Davis',
    ]);
  });
});
