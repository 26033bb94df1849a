import { z } from 'zod';

/** No control characters (tabs, newlines, NUL...): names and address lines are one line of text. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** A required single line of text, trimmed, of at most `max` characters. */
export function requiredLine(
  max: number,
  messages: { required: string; tooLong: string; invalid: string },
) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .regex(NO_CONTROL_CHARACTERS, messages.invalid);
}

/** An optional single line of text: '', null and leaving it out all mean none. */
export function optionalLine(max: number, messages: { tooLong: string; invalid: string }) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .regex(NO_CONTROL_CHARACTERS, messages.invalid)
    .nullish();
}

/** '' (an empty form field) or null as null; other text trimmed. */
export function emptyAsNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
