import { describe, expect, it } from 'vitest';
import { shortfallAt, shortfallSummary } from '~/lib/cart/store-shortfall';

const midtown = { id: 1, shortName: 'Midtown' };
const folsom = { id: 2, shortName: 'Folsom' };
const roseville = { id: 3, shortName: 'Roseville' };
const davis = { id: 5, shortName: 'Davis' };
const stores = [midtown, folsom, roseville, davis];

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
