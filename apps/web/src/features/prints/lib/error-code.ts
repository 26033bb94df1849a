import { ErrorResponseSchema } from '@my-account/contract/errors';
import { HttpError } from '@/lib/http-error';

/** The error shape's `code` of a failed request; undefined for anything else. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) {
    return undefined;
  }
  try {
    const parsed = ErrorResponseSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.code : undefined;
  } catch {
    return undefined;
  }
}
