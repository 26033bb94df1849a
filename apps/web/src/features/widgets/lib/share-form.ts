import { z } from 'zod/mini';
import { WidgetSharePayloadSchema } from '@my-account/contract/widgets';
import { isHttpError } from '@/lib/http-error';

/** The form's fields, checked by the contract's own share rules before anything is encoded. */
export const shareFormSchema = z.pick(WidgetSharePayloadSchema, {
  senderName: true,
  recipientEmail: true,
  personalMessage: true,
});
export type ShareFormInput = z.input<typeof shareFormSchema>;
export type ShareFormValues = z.output<typeof shareFormSchema>;

/**
 * The contract's messages are the developer's: the form shows its own text per field and kind
 * (`widgets.share.errors.{field}.{kind}`), the kind is what this map returns.
 */
export const shareErrorMap = {
  error: (issue: { code?: string; input?: unknown }) => {
    if (issue.code === 'too_big') {
      return 'tooLong';
    }
    if (typeof issue.input === 'string' && issue.input.trim() === '') {
      return 'required';
    }
    return 'invalid';
  },
};

/** What a refused share means for the customer: the hourly limit, or any other failure. */
export type ShareFailure = 'tooMany' | 'failed';

export function shareFailure(error: unknown): ShareFailure {
  return isHttpError(error, 429) ? 'tooMany' : 'failed';
}
