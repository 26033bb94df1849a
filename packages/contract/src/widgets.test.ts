import { describe, expect, it } from 'vitest';
import { decodeShareValue, encodeShareValue, isPhotobookArticle } from './widgets.ts';

/** RFC 4648's test vectors, and UTF-8 text whose base64 uses both alphabets' own characters. */
const VECTORS: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
  ['Grüße aus Köln 👋', 'R3LDvMOfZSBhdXMgS8O2bG4g8J+Riw=='],
  ['?>?>', 'Pz4/Pg=='],
];

const urlSafe = (base64: string) =>
  base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('share query values', () => {
  it('encode as standard base64 of UTF-8', () => {
    for (const [text, base64] of VECTORS) {
      expect(encodeShareValue(text)).toBe(base64);
    }
  });

  it('decode standard and URL-safe base64, padded or not', () => {
    for (const [text, base64] of VECTORS) {
      expect(decodeShareValue(base64)).toBe(text);
      expect(decodeShareValue(urlSafe(base64))).toBe(text);
    }
  });

  it('round-trip any text', () => {
    for (const text of ['Ann & <Bob>', 'line one\nline two', 'ø'.repeat(100)]) {
      expect(decodeShareValue(encodeShareValue(text))).toBe(text);
    }
  });

  it('refuse what is not base64 of valid UTF-8', () => {
    expect(decodeShareValue('not base64!')).toBeUndefined();
    expect(decodeShareValue('abcde')).toBeUndefined();
    // 0xff 0xfe is no UTF-8.
    expect(decodeShareValue('//4=')).toBeUndefined();
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
