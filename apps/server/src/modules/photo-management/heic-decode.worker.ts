import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

/** The part of heic-decode (CommonJS, no types) used here. */
type HeicDecode = (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
const decode = createRequire(import.meta.url)('heic-decode') as HeicDecode;

/**
 * Decodes HEIC files off the request thread: libheif (WASM) takes ~1 s and ~350 MB for 12 MP.
 * libheif applies the file's rotation and mirroring, so the pixels come out upright.
 */
export interface HeicDecodeRequest {
  id: number;
  path: string;
}

export type HeicDecodeResponse =
  | { id: number; ok: true; width: number; height: number; data: Uint8Array }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) {
  throw new Error('heic-decode.worker.ts runs only as a worker thread');
}

port.on('message', (request: HeicDecodeRequest) => {
  void handle(request).then(
    (response) => {
      port.postMessage(response, response.ok ? [response.data.buffer as ArrayBuffer] : []);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id: request.id, ok: false, message } satisfies HeicDecodeResponse);
    },
  );
});

async function handle(request: HeicDecodeRequest): Promise<HeicDecodeResponse> {
  const image = await decode({ buffer: await readFile(request.path) });
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return { id: request.id, ok: true, width: image.width, height: image.height, data };
}
