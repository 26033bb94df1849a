import { afterAll, describe, expect, it } from 'vitest';
import { testPhoto } from '../../../test/support/photo-library.ts';
import { createHeicDecoderPool, HeicDecodeError } from './heic-decoder-pool.ts';

const pool = createHeicDecoderPool(1);
afterAll(async () => {
  await pool.close();
});

describe('HEIC decoder pool', () => {
  it('decodes off the main thread, fails a bad file, and keeps working after', async () => {
    await expect(pool.decode(testPhoto('Canon_40D.jpg'))).rejects.toThrow(HeicDecodeError);
    const [first, second] = await Promise.all([
      pool.decode(testPhoto('IMG_5195.HEIC')),
      pool.decode(testPhoto('IMG_5195.HEIC')),
    ]);
    expect([first.width, first.height]).toEqual([2566, 3313]);
    expect(first.data.length).toBe(2566 * 3313 * 4);
    expect(second.width).toBe(2566);
  });

  it('rejects the decodes running and waiting when it closes', async () => {
    const closing = createHeicDecoderPool(1);
    const running = expect(closing.decode(testPhoto('IMG_5195.HEIC'))).rejects.toThrow('closed');
    const waiting = expect(closing.decode(testPhoto('IMG_5195.HEIC'))).rejects.toThrow('closed');
    await closing.close();
    await Promise.all([running, waiting]);
  });

  it('refuses work once closed', async () => {
    const closed = createHeicDecoderPool(1);
    await closed.close();
    await expect(closed.decode('/nowhere.heic')).rejects.toThrow('closed');
  });
});
