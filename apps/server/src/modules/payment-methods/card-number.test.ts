import { describe, expect, it } from 'vitest';
import { containsCardNumber } from './card-number.ts';

describe('containsCardNumber', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    'tok_4111111111111111',
    'card 5555555555554444 of Ada',
    '378282246310005',
    '6011111111111117',
  ])('finds the card number in %j', (text) => {
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each([
    'tok_1NqXy2LkdIwHu7ix',
    '8415718415718415',
    '4111111111111112',
    '4242',
    '2027-08',
    'a1b2c3d4e5f6a7b8c9d0',
    '41111111111111110000000',
  ])('finds none in %j', (text) => {
    expect(containsCardNumber(text)).toBe(false);
  });
});
