import { describe, expect, it } from 'vitest';
import { isValidHouseNumber, isValidStreetName } from './street-address.ts';

describe('isValidHouseNumber', () => {
  it('takes the numbers written in the market countries', () => {
    for (const number of [
      '12',
      '12a',
      '12 B',
      '12-14',
      '12 - 14',
      '12/3/4',
      '7B-9',
      '12 bis',
      '3 ter',
      '99999',
    ]) {
      expect(isValidHouseNumber('FR', number), number).toBe(true);
      expect(isValidHouseNumber('AT', number), number).toBe(true);
    }
  });

  it('refuses what is no number', () => {
    for (const number of [
      '',
      ' ',
      'abc',
      '0',
      '123456',
      '12 abc',
      '-12',
      '12--14',
      'twelve',
      '12;',
    ]) {
      expect(isValidHouseNumber('DE', number), number).toBe(false);
    }
  });

  it('takes "s/n" (no number) in Spain only', () => {
    expect(isValidHouseNumber('ES', 's/n')).toBe(true);
    expect(isValidHouseNumber('ES', 'S/N')).toBe(true);
    expect(isValidHouseNumber('IT', 's/n')).toBe(false);
  });

  it('takes a house name in Great Britain and Ireland', () => {
    for (const name of ['Rose Cottage', 'Flat 2, Rose Court', "St. Mary's", '12']) {
      expect(isValidHouseNumber('GB', name), name).toBe(true);
      expect(isValidHouseNumber('IE', name), name).toBe(true);
    }
    expect(isValidHouseNumber('NL', 'Rose Cottage')).toBe(false);
    expect(isValidHouseNumber('GB', '-')).toBe(false);
    expect(isValidHouseNumber('GB', 'x'.repeat(51))).toBe(false);
  });
});

describe('isValidStreetName', () => {
  it('takes street names of every market, accents and numbers included', () => {
    for (const name of [
      'Baker Street',
      'Straße des 17. Juni',
      "Rue de l'Église",
      'Via IV Novembre',
      'Calle de Alcalá',
      'Østerbrogade',
      'Sankt Eriksgatan',
      'Avenida 5 de Outubro',
    ]) {
      expect(isValidStreetName(name), name).toBe(true);
    }
  });

  it('refuses empty, numeric, symbol-only and over-long names', () => {
    for (const name of [
      '',
      ' ',
      'A',
      '12',
      '12-14',
      '!!!',
      '<script>',
      'Main Street;',
      'x'.repeat(101),
    ]) {
      expect(isValidStreetName(name), name).toBe(false);
    }
  });
});
