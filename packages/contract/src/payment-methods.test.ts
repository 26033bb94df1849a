import { describe, expect, it } from 'vitest';
import { isCardExpired, RecordPaymentMethodSchema } from './payment-methods.ts';

describe('isCardExpired', () => {
  const card = { expiryMonth: 8, expiryYear: 2026 };

  it('keeps a card valid through the last day of its expiry month', () => {
    expect(isCardExpired(card, new Date(2026, 7, 31, 23, 59))).toBe(false);
    expect(isCardExpired(card, new Date(2025, 11, 31))).toBe(false);
  });

  it('calls it expired from the first day of the following month', () => {
    expect(isCardExpired(card, new Date(2026, 8, 1))).toBe(true);
    expect(isCardExpired({ expiryMonth: 12, expiryYear: 2026 }, new Date(2027, 0, 1))).toBe(true);
  });
});

describe('RecordPaymentMethodSchema', () => {
  const card = {
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 8,
    expiryYear: 2027,
    tokenReference: 'psp-token-1',
  };

  it('takes a card with brand, last four, expiry and a token reference, or invoice', () => {
    expect(RecordPaymentMethodSchema.parse(card)).toEqual(card);
    expect(RecordPaymentMethodSchema.parse({ type: 'invoice' })).toEqual({ type: 'invoice' });
  });

  it('refuses a card number in any field it knows or does not know', () => {
    for (const body of [
      { ...card, last4: '4111111111111111' },
      { ...card, cardNumber: '4111111111111111' },
      { ...card, cvc: '123' },
      { type: 'invoice', pan: '4111111111111111' },
    ]) {
      expect(RecordPaymentMethodSchema.safeParse(body).success).toBe(false);
    }
  });
});
