import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useNativeCrc32InYazl } from './native-crc32.ts';

const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));

describe('native CRC-32 for yazl', () => {
  it('gives the same CRCs as buffer-crc32, running and in one go', () => {
    const module = fromYazl('buffer-crc32') as {
      unsigned: (data: Buffer, previous?: number) => number;
    };
    const data = randomBytes(200_000);
    const before = module.unsigned(data);
    expect(useNativeCrc32InYazl()).toBe(true);
    expect(module.unsigned(data)).toBe(before);
    const running = module.unsigned(
      data.subarray(70_000),
      module.unsigned(data.subarray(0, 70_000)),
    );
    expect(running).toBe(before);
    // The check value of CRC-32 (ISO-HDLC).
    expect(module.unsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
