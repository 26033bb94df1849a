import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Sets sharp up for this machine, once per process (the settings are the process's).
 *
 * Concurrency: on glibc Linux without jemalloc sharp defaults to ONE libvips thread per image
 * (against memory fragmentation), so a lone upload's decode and resizes ran on one core of many.
 * One thread per core lets a single photo use the machine; with several uploads at once libuv's
 * four threads already keep the cores busy, and the threads' buffers are small next to the
 * decoded pixels, so peak memory does not grow (decision 0283 measured it).
 *
 * Cache: libvips keeps recent operations (up to 50 MB) to reuse them; every upload is a new
 * file, so nothing is ever reused and the cache only holds memory.
 */
export function configureSharp(): void {
  sharp.concurrency(availableParallelism());
  sharp.cache(false);
}
