import { Piscina } from 'piscina';
import type { DecodedHeic } from './heic-decode.worker.ts';

export interface DecodedPixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}

export interface HeicDecoderPool {
  /** Decodes the HEIC file at path; rejects when libheif cannot. */
  decode(path: string): Promise<DecodedPixels>;
  /** Ends the workers; pending decodes reject. */
  close(): Promise<void>;
}

export class HeicDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HeicDecodeError';
  }
}

const WORKER_FILE = new URL('./heic-decode.worker.ts', import.meta.url).href;
/** A worker left idle this long ends, and its ~350 MB with it; the next HEIC starts one again. */
const IDLE_WORKER_MS = 60_000;
const closedError = (): Error => new Error('The HEIC decoder pool is closed');

/**
 * Up to `size` worker threads (piscina), none until the first HEIC (most servers never see one),
 * each decoding one file at a time; more requests wait in the queue. A worker that dies fails
 * its task and piscina starts another.
 */
export function createHeicDecoderPool(size: number): HeicDecoderPool {
  let pool: Piscina<string, DecodedHeic> | undefined;
  let closed = false;
  const started = (): Piscina<string, DecodedHeic> =>
    (pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: size,
      concurrentTasksPerWorker: 1,
      idleTimeout: IDLE_WORKER_MS,
    }));

  return {
    async decode(path: string): Promise<DecodedPixels> {
      if (closed) {
        throw closedError();
      }
      let pixels: DecodedHeic;
      try {
        pixels = await started().run(path);
      } catch (error) {
        throw closed
          ? closedError()
          : new HeicDecodeError(error instanceof Error ? error.message : String(error));
      }
      const data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
      return { width: pixels.width, height: pixels.height, data };
    },
    async close(): Promise<void> {
      closed = true;
      await pool?.destroy();
    },
  };
}
