import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { HttpError } from '@/lib/http-error';

/**
 * The field problems of a 400 answer, keyed by the field's path below `prefix` (e.g. prefix
 * `body.personalDetails.` gives `{ firstName: 'Enter your first name' }`). Empty for any other
 * failure. The server checks with the same contract rules as the form, so this only matters
 * when the two disagree; the form then still shows the server's word on the right field.
 */
export function serverFieldErrors(error: unknown, prefix: string): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) {
    return {};
  }
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return {};
  }
  const parsed = ErrorResponseSchema.safeParse(body);
  const fields: Record<string, string> = {};
  for (const issue of parsed.success ? (parsed.data.issues ?? []) : []) {
    if (issue.path.startsWith(prefix)) {
      fields[issue.path.slice(prefix.length)] ??= issue.message;
    }
  }
  return fields;
}

/**
 * Puts the server's word on the form's fields (`fields`, paths below `prefix`), focusing the
 * first; true when there was any, so the form need not say more than the fields do.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  prefix: string,
  fields: readonly Path<T>[],
): boolean {
  const refused = serverFieldErrors(error, prefix);
  let shown = false;
  for (const field of fields) {
    const message = refused[field];
    if (message) {
      setError(field, { message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
