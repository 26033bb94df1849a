import { z } from 'zod/mini';

/** No control characters (tabs, newlines, NUL...): names and address lines are one line of text. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** A required single line of text, trimmed, of at most `max` characters. */
export function requiredLine(
  max: number,
  messages: { required: string; tooLong: string; invalid: string },
) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(max, messages.tooLong),
      z.regex(NO_CONTROL_CHARACTERS, messages.invalid),
    );
}

/** An optional single line of text: '', null and leaving it out all mean none. */
export function optionalLine(max: number, messages: { tooLong: string; invalid: string }) {
  return z.nullish(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, messages.tooLong),
        z.regex(NO_CONTROL_CHARACTERS, messages.invalid),
      ),
  );
}

/** '' (an empty form field) or null as null; other text trimmed. */
export function emptyAsNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
