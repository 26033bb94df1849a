import * as webStreams from 'node:stream/web';
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Unit files run in vmThreads (decision 0151), whose jsdom context lacks Node's web streams,
// which browsers have and MSW's network layer needs.
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
] as const) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      value: webStreams[name],
      writable: true,
      configurable: true,
    });
  }
}

afterEach(() => {
  cleanup();
});
