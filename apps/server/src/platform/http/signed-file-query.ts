import { z } from 'zod';

// Lenient on purpose: anything wrong answers the same 404, never a 400 that tells what.
export const SignedFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/** The query's expiry and signature, or undefined when malformed. */
export function signedQueryOf(query: z.infer<typeof SignedFileQuerySchema>) {
  const expires = Number(query.expires);
  const signature = query.signature ?? '';
  return Number.isSafeInteger(expires) && signature !== '' ? { expires, signature } : undefined;
}
