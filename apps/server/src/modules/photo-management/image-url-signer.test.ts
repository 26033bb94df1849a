import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createImageUrlSigner } from './image-url-signer.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('image URL signatures', () => {
  const signer = createImageUrlSigner(randomBytes(32));
  const morning = Date.UTC(2026, 10, 21, 8, 0, 0);

  it('stay the same all day, so browsers can cache the image', () => {
    const early = signer.sign('owner', 'photo', '300', morning);
    const late = signer.sign('owner', 'photo', '300', morning + 15 * 60 * 60 * 1000);
    expect(late).toEqual(early);
    expect(early.expires * 1000).toBe(Date.UTC(2026, 10, 23));
  });

  it('hold for exactly their owner, photo, variant and expiry, until they expire', () => {
    const query = signer.sign('owner', 'photo', '800', morning);
    expect(signer.verify('owner', 'photo', '800', query, morning + DAY)).toBe(true);
    expect(signer.verify('other', 'photo', '800', query, morning)).toBe(false);
    expect(signer.verify('owner', 'photo2', '800', query, morning)).toBe(false);
    expect(signer.verify('owner', 'photo', '1300', query, morning)).toBe(false);
    expect(
      signer.verify('owner', 'photo', '800', { ...query, expires: query.expires + 1 }, morning),
    ).toBe(false);
    expect(signer.verify('owner', 'photo', '800', query, query.expires * 1000)).toBe(false);
    const another = createImageUrlSigner(randomBytes(32));
    expect(another.verify('owner', 'photo', '800', query, morning)).toBe(false);
  });
});
