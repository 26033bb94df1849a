/**
 * Characters that change how a file name reads without being seen: control characters, line and
 * paragraph separators, and the format characters (bidirectional overrides and isolates, zero
 * width spaces, byte order marks, soft hyphens, tags). U+202E alone turns "\u202egpj.exe" into a
 * name that reads "exe.jpg". Zero width (non-)joiners stay: emoji sequences and Persian or
 * Indic words need them, and they reorder nothing.
 */
const INVISIBLE_CHARACTERS = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The name without invisible characters, so it reads as what it is. */
export const withoutInvisibleCharacters = (name: string): string =>
  name.replace(INVISIBLE_CHARACTERS, '');
