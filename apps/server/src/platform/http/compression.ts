import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON types (application/json, application/problem+json, ...). Beyond these the plugin only
 * compresses what mime-db calls compressible (HTML, CSS, plain text); photos, zips and PDFs are
 * not, so their streams keep their Content-Length, and ranged (206) answers are never touched.
 */
const JSON_TYPES = /(?:\+|\/)json(?:;|$)/u;

/**
 * Compresses API answers (brotli or gzip, as the client's Accept-Encoding allows). The built app's
 * files are compressed at build time instead (decision 0260): those already carry a
 * Content-Encoding, which the plugin leaves alone. Request bodies are not decoded here: coded
 * bodies stay refused (content-encoding.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: JSON_TYPES,
    globalDecompression: false,
  });
}
