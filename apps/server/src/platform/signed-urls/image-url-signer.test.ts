import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS } from '@my-account/contract/photos';
import { createUrlSignature } from '../http/url-signature.ts';
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

  it('sign a whole photo at once exactly as variant by variant, each variant its own signature', () => {
    const fresh = createImageUrlSigner(randomBytes(32));
    const photo = fresh.signPhoto('owner', 'photo', morning);
    for (const variant of IMAGE_VARIANTS) {
      expect(fresh.sign('owner', 'photo', variant, morning)).toEqual({
        expires: photo.expires,
        signature: photo.signatures[variant],
      });
      const query = { expires: photo.expires, signature: photo.signatures[variant] };
      expect(fresh.verify('owner', 'photo', variant, query, morning)).toBe(true);
    }
    expect(new Set(Object.values(photo.signatures)).size).toBe(IMAGE_VARIANTS.length);
    // The next day's URLs carry the next expiry, not yesterday's remembered one.
    const tomorrow = fresh.signPhoto('owner', 'photo', morning + DAY);
    expect(tomorrow.expires).toBe(photo.expires + DAY / 1000);
    expect(tomorrow.signatures['300']).not.toBe(photo.signatures['300']);
  });

  it('still take a URL signed the way before decision 0287 until it expires', () => {
    const secret = randomBytes(32);
    const current = createImageUrlSigner(secret);
    const expires = current.sign('owner', 'photo', '300', morning).expires;
    const old = createUrlSignature(secret).sign(['owner', 'photo', '300'], expires);
    expect(current.verify('owner', 'photo', '300', { expires, signature: old }, morning)).toBe(
      true,
    );
    expect(current.verify('owner', 'photo', '800', { expires, signature: old }, morning)).toBe(
      false,
    );
    expect(
      current.verify('owner', 'photo', '300', { expires, signature: old }, expires * 1000),
    ).toBe(false);
  });

  it('are 22 characters (128 bits), and a tag cut short or padded is refused', () => {
    const query = signer.sign('owner', 'photo', '300', morning);
    expect(query.signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cut = { ...query, signature: query.signature.slice(0, 21) };
    expect(signer.verify('owner', 'photo', '300', cut, morning)).toBe(false);
    const padded = { ...query, signature: `${query.signature}AA` };
    expect(signer.verify('owner', 'photo', '300', padded, morning)).toBe(false);
  });
});
