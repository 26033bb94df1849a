import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/** The part of heic-decode (CommonJS, no types) used here. */
type HeicDecode = (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
const decode = createRequire(import.meta.url)('heic-decode') as HeicDecode;

/** What a decode answers: RGBA, row by row. */
export interface DecodedHeic {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes a HEIC file off the request thread (a piscina task): libheif (WASM) takes ~1 s and
 * ~350 MB for 12 MP. Only the path comes in; the pixels go back without a copy. libheif applies
 * the file's rotation and mirroring, so the pixels come out upright.
 */
export default async function decodeHeicFile(path: string): Promise<DecodedHeic> {
  const image = await decode({ buffer: await readFile(path) });
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const pixels: DecodedHeic = { width: image.width, height: image.height, data };
  // The returned object is the pixels; its buffer moves to the caller's thread.
  return move({
    [transferableSymbol]: data.buffer,
    [valueSymbol]: pixels,
  }) as unknown as DecodedHeic;
}
