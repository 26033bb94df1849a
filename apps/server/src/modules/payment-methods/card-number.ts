import cardValidator from 'card-validator';

/** Digits, each pair at most one space or dash apart: how card numbers are written. */
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

/**
 * Whether the text holds what looks like a full card number (PAN): a run of digits that a card
 * scheme issues (known prefix, length and check digit, as card-validator judges). Runs are whole
 * (bounded by other characters), so a longer number that merely contains a PAN-like part is not
 * taken for one (decision 0172).
 */
export function containsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 12 && cardValidator.number(digits).isValid) {
      return true;
    }
  }
  return false;
}
