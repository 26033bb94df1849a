import { describe, expect, it } from 'vitest';
import { decodeShareValue, encodeShareValue, isPhotobookArticle } from './widgets.ts';

const samples = ['', 'a', 'ab', 'abc', 'Ann & <Bob>', 'Grüße aus Köln 👋', 'line one\nline two'];

describe('share query values', () => {
  it('encode as standard base64 of UTF-8, as Node does', () => {
    for (const text of samples) {
      expect(encodeShareValue(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    }
  });

  it('decode standard and URL-safe base64, padded or not', () => {
    for (const text of samples) {
      const bytes = Buffer.from(text, 'utf8');
      expect(decodeShareValue(bytes.toString('base64'))).toBe(text);
      expect(decodeShareValue(bytes.toString('base64url'))).toBe(text);
    }
  });

  it('refuse what is not base64 of valid UTF-8', () => {
    expect(decodeShareValue('not base64!')).toBeUndefined();
    expect(decodeShareValue('abcde')).toBeUndefined();
    // 0xff 0xfe is no UTF-8.
    expect(decodeShareValue(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeUndefined();
  });
});

describe('photo book articles', () => {
  it('are those whose type contains "photobook", whatever its case', () => {
    expect(isPhotobookArticle('Photobook')).toBe(true);
    expect(isPhotobookArticle('LAYFLAT_PHOTOBOOK')).toBe(true);
    expect(isPhotobookArticle('Prints')).toBe(false);
    expect(isPhotobookArticle('photo book')).toBe(false);
  });
});
