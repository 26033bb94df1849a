import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('encodes a non-ASCII name per RFC 8187, quote, parentheses and star included', () => {
    expect(attachmentDisposition("Ünïcode (1)*'s.jpg")).toBe(
      `attachment; filename="?n?code (1)*'s.jpg"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%281%29%2A%27s.jpg`,
    );
  });

  it('quotes an ASCII name, escaping quote and backslash', () => {
    expect(attachmentDisposition('a "b" \\c.jpg')).toBe(
      'attachment; filename="a \\"b\\" \\\\c.jpg"',
    );
  });

  it('drops bidi and other invisible characters, and names an empty result', () => {
    expect(attachmentDisposition('evil\u202egpj.exe')).toBe('attachment; filename=evilgpj.exe');
    expect(attachmentDisposition('\u2066\u200b\ufeff')).toBe('attachment; filename=download');
    expect(attachmentDisposition('\u202e', 'photo.jpg')).toBe('attachment; filename=photo.jpg');
  });
});
