import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUrlSignature, loadOnce } from './url-signature.ts';

describe('URL signatures', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const expires = now / 1000 + 60;

  it('hold for exactly their fields and expiry, with their secret, until they expire', () => {
    const signature = createUrlSignature(randomBytes(32));
    const signed = signature.sign(['owner', 'photo'], expires);
    expect(signature.verify(['owner', 'photo'], expires, signed, now)).toBe(true);
    expect(signature.verify(['owner', 'other'], expires, signed, now)).toBe(false);
    expect(signature.verify(['owner'], expires, signed, now)).toBe(false);
    expect(signature.verify(['owner', 'photo'], expires + 1, signed, now)).toBe(false);
    expect(signature.verify(['owner', 'photo'], expires, signed, expires * 1000)).toBe(false);
    expect(signature.verify(['owner', 'photo'], expires, signed.slice(1), now)).toBe(false);
    const another = createUrlSignature(randomBytes(32));
    expect(another.verify(['owner', 'photo'], expires, signed, now)).toBe(false);
  });
});

describe('loadOnce', () => {
  it('loads on first use, keeps the value, and tries again after a failed load', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) {
        throw new Error('database down');
      }
      return calls;
    });
    await expect(load()).rejects.toThrow('database down');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
