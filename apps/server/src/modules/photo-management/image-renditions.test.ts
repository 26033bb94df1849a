import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeRenditions } from './image-renditions.ts';

const pixelOf = async (jpeg: Buffer): Promise<number[]> => {
  const { data } = await sharp(jpeg)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
};

describe('makeRenditions', () => {
  it('makes the three sizes and a placeholder from a photo without alpha', async () => {
    const jpeg = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const renditions = await makeRenditions(sharp(jpeg));
    expect(renditions.thumbnails.map((t) => [t.size, t.width, t.height])).toEqual([
      ['300', 300, 225],
      ['800', 800, 600],
      ['1300', 1300, 975],
    ]);
    for (const thumbnail of renditions.thumbnails) {
      const meta = await sharp(thumbnail.data).metadata();
      expect([meta.format, meta.channels, meta.hasAlpha]).toEqual(['jpeg', 3, false]);
      const [r = 0, g = 0, b = 0] = await pixelOf(thumbnail.data);
      expect(Math.abs(r - 0x33) + Math.abs(g - 0x66) + Math.abs(b - 0x99)).toBeLessThan(12);
    }
    expect(renditions.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('fills transparent areas white, as on a print', async () => {
    const png = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0 },
      },
    })
      .png()
      .toBuffer();
    const renditions = await makeRenditions(sharp(png));
    for (const thumbnail of renditions.thumbnails) {
      const [r = 0, g = 0, b = 0] = await pixelOf(thumbnail.data);
      expect(Math.min(r, g, b)).toBeGreaterThan(245);
    }
    expect(renditions.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('takes a grey photo (one channel) as it comes', async () => {
    const grey = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#808080' },
    })
      .toColourspace('b-w')
      .jpeg()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const renditions = await makeRenditions(sharp(grey));
    expect(renditions.thumbnails.map((t) => t.width)).toEqual([300, 600, 600]);
    expect(renditions.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
