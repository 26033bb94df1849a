import { describe, expect, it } from 'vitest';
import type { PrintsPriceList } from '@my-account/contract/prints';
import { HttpError } from '../../platform/http/http-error.ts';
import { paymentFor, pricePrints } from './prints-pricing.ts';
import { printsOptionsOf, printsProductCode } from './prints-product-code.ts';

const list: PrintsPriceList = {
  channel: 'C',
  articleCode: 'PAP_910',
  title: 'Photo prints',
  currency: 'GBP',
  sizes: [
    { id: '10x15', title: '10 x 15 cm', price: 25 },
    { id: 'sample', title: 'Sample', price: 0 },
  ],
  finishes: [{ id: 'glossy', title: 'Glossy' }],
  borders: [{ id: 'white', title: 'White border' }],
  shippingCost: 199,
  maxQuantity: 99,
};
const today = new Date('2026-11-24T00:00:00Z');
const card = { type: 'card', brand: 'visa', last4: '4242', recordedAt: '' } as const;

describe('prints pricing', () => {
  it('groups photos by quantity and adds shipping', () => {
    const priced = pricePrints(list, {
      channel: 'C',
      printSize: '10x15',
      finish: 'glossy',
      border: 'white',
      deliveryAddressId: 'a',
      photos: [
        { photoId: 'p1', quantity: 2 },
        { photoId: 'p2', quantity: 1 },
        { photoId: 'p3', quantity: 2 },
      ],
    });
    expect(priced.lines).toEqual([
      { photoIds: ['p1', 'p3'], quantityEach: 2, quantity: 4, price: 100 },
      { photoIds: ['p2'], quantityEach: 1, quantity: 1, price: 25 },
    ]);
    expect(priced.title).toBe('Photo prints 10 x 15 cm, Glossy, White border');
    expect(priced.total).toBe(100 + 25 + 199);
  });

  it('keeps a free order free: no shipping, paid as free without a payment method', () => {
    const priced = pricePrints(list, {
      channel: 'C',
      printSize: 'sample',
      finish: 'glossy',
      border: 'white',
      deliveryAddressId: 'a',
      photos: [{ photoId: 'p1', quantity: 3 }],
    });
    expect(priced.total).toBe(0);
    expect(paymentFor(priced.total, undefined, today)).toEqual({
      paymentStatus: 'paymentFree',
      paymentMethod: 'free',
    });
  });

  it('pays with a card that has not expired or invoice; else asks for a method', () => {
    expect(paymentFor(1, { ...card, expiryMonth: 11, expiryYear: 2026 }, today).paymentMethod).toBe(
      'card',
    );
    expect(paymentFor(1, { type: 'invoice', recordedAt: '' }, today).paymentMethod).toBe('invoice');
    for (const stored of [undefined, { ...card, expiryMonth: 10, expiryYear: 2026 }]) {
      expect(() => paymentFor(1, stored, today)).toThrow(HttpError);
    }
  });

  it('carries the options in the product code, and reads them back', () => {
    const options = { printSize: '13x18', finish: 'matte', border: 'none' };
    expect(printsProductCode(options, 2)).toBe('PR-13x18-matte-none-2');
    expect(printsOptionsOf(printsProductCode(options, 2))).toEqual(options);
    expect(printsOptionsOf('PR-1')).toBeUndefined();
    expect(printsProductCode({ ...options, finish: 'semi_gloss' }, 1)).toBe('PR-1');
  });
});
