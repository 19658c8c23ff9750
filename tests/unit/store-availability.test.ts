import { describe, expect, it } from 'vitest';
import { availabilityAt, listOfNames } from '~/lib/catalogue/store-availability';
import { shortfallAt, shortfallSummary } from '~/lib/cart/store-shortfall';

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

describe('shortfallAt (a cart line)', () => {
  it('says nothing when the chosen store can supply the quantity, even with few left', () => {
    expect(shortfallAt([{ store_id: 1, stock: 2 }], midtown, stores, 2)).toBeNull();
  });

  it('says what the store lacks, with the stores that have enough', () => {
    const stock = [
      { store_id: 1, stock: 2 },
      { store_id: 2, stock: 9 },
      { store_id: 5, stock: 3 },
    ];
    expect(shortfallAt(stock, midtown, stores, 3)).toEqual({
      stores: [folsom, davis],
      text: 'Only 2 left at Midtown — in stock at Folsom and Davis',
    });
    expect(shortfallAt(stock, midtown, stores, 4)).toEqual({ stores: [folsom], text: 'Only 2 left at Midtown — in stock at Folsom' });
    // A size no store has cannot be fulfilled here either.
    expect(shortfallAt([], midtown, stores, 1)).toEqual({ stores: [], text: 'Not at Midtown' });
  });

  it('sums the lines up for the checkout button', () => {
    expect(shortfallSummary(1, midtown)).toBe('One product in your cart is not available at Midtown: see its line before checkout.');
    expect(shortfallSummary(2, midtown)).toBe('2 products in your cart are not available at Midtown: see their lines before checkout.');
  });
});
