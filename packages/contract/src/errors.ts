import { z } from 'zod/mini';

/** The one error shape every 4xx/5xx response of every service uses. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().check(z.int(), z.gte(400), z.lte(599)),
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: z.string(),
  /** A stable machine-readable code, e.g. "VALIDATION_FAILED". */
  code: z.string(),
  /** A human-readable explanation; generic for 5xx. */
  message: z.string(),
  correlationId: z.optional(z.string()),
  /** Field-level problems for validation errors. */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const CORRELATION_ID_HEADER = 'X-CorrelationId';
