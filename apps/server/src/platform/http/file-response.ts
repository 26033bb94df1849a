import { z } from 'zod';

/**
 * A response whose body is a file of that media type: bytes or a stream, which Fastify sends as
 * they are (never through the JSON serializer), so the schema only tells the OpenAPI document.
 */
export const fileResponse = (description: string, mediaType: string) => ({
  description,
  content: { [mediaType]: { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
});
