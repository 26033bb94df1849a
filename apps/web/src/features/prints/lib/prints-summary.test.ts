import { describe, expect, it } from 'vitest';
import type { PrintsPriceList } from '@my-account/contract/prints';
import {
  clampQuantity,
  optionOrFirst,
  summarisePrints,
} from '@/features/prints/lib/prints-summary';

const list: PrintsPriceList = {
  channel: 'C',
  articleCode: 'PAP_910',
  title: 'Photo prints',
  currency: 'GBP',
  sizes: [
    { id: '10x15', title: '10 x 15 cm', price: 25 },
    { id: 'free', title: 'Sample', price: 0 },
  ],
  finishes: [{ id: 'glossy', title: 'Glossy' }],
  borders: [{ id: 'none', title: 'No border' }],
  shippingCost: 199,
  maxQuantity: 99,
};

describe('prints summary', () => {
  it('counts prints, prices them by size and adds shipping', () => {
    expect(summarisePrints(list, '10x15', [2, 1, 3])).toEqual({
      perPrint: 25,
      prints: 6,
      shipping: 199,
      total: 6 * 25 + 199,
    });
  });

  it('ships a free order for free, and counts a half-typed quantity as one', () => {
    expect(summarisePrints(list, 'free', [0, 2]).total).toBe(0);
    expect(clampQuantity(0, 99)).toBe(1);
    expect(clampQuantity(250, 99)).toBe(99);
    expect(clampQuantity(Number.NaN, 99)).toBe(1);
  });

  it('keeps a prefilled option the catalogue still has, else takes the first', () => {
    expect(optionOrFirst(list.sizes, 'free')).toBe('free');
    expect(optionOrFirst(list.sizes, 'gone')).toBe('10x15');
    expect(optionOrFirst(list.sizes, null)).toBe('10x15');
  });
});
