import type { MarketCountry } from './markets.ts';

interface PostalCodeRule {
  /** Matches an upper-cased code with single spaces; groups are the parts of the written form. */
  pattern: RegExp;
  /** How the code is written in that country, from the pattern's groups. */
  separator: string;
}

/**
 * The official postal code formats of the market countries (no library covers all of them: UK
 * BFPO and GIR, Dutch letter pairs, Eircodes). Sources: Royal Mail PAF, An Post Eircode, PostNL,
 * bpost, Deutsche Post, Post AG, La Poste, Poste Italiane, Correos, CTT, PostNord, Posten.
 */
const RULES: Record<MarketCountry, readonly PostalCodeRule[]> = {
  GB: [
    {
      // A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA with the letters each place allows.
      pattern:
        /^([A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y])) ?([0-9][ABD-HJLNP-UW-Z]{2})$/,
      separator: ' ',
    },
    { pattern: /^(GIR) ?(0AA)$/, separator: ' ' },
    // British Forces Post Office numbers.
    { pattern: /^(BFPO) ?([1-9][0-9]{0,3})$/, separator: ' ' },
  ],
  IE: [
    {
      // Eircode: routing key (letter and two digits, or D6W) and a four-character identifier.
      pattern: /^([AC-FHKNPRTV-Y][0-9]{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/,
      separator: ' ',
    },
  ],
  // 1234 AB; SA, SD and SS are never used.
  NL: [{ pattern: /^([1-9][0-9]{3}) ?((?!SA|SD|SS)[A-Z]{2})$/, separator: ' ' }],
  BE: [{ pattern: /^([1-9][0-9]{3})$/, separator: '' }],
  DE: [{ pattern: /^((?!00)[0-9]{5})$/, separator: '' }],
  AT: [{ pattern: /^([1-9][0-9]{3})$/, separator: '' }],
  // Départements 01-95, overseas 97x, Monaco 980xx.
  FR: [{ pattern: /^((?:0[1-9]|[1-8][0-9]|9[0-8])[0-9]{3})$/, separator: '' }],
  IT: [{ pattern: /^([0-9]{5})$/, separator: '' }],
  // Provinces 01-52.
  ES: [{ pattern: /^((?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3})$/, separator: '' }],
  PT: [{ pattern: /^([1-9][0-9]{3})[- ]?([0-9]{3})$/, separator: '-' }],
  DK: [{ pattern: /^((?:0[89]|[1-9][0-9])[0-9]{2})$/, separator: '' }],
  SE: [{ pattern: /^([1-9][0-9]{2}) ?([0-9]{2})$/, separator: ' ' }],
  NO: [{ pattern: /^((?!0000)[0-9]{4})$/, separator: '' }],
};

/**
 * The postal code as that country writes it ("sw1a1aa" -> "SW1A 1AA", "1234ab" -> "1234 AB"),
 * or undefined when it is not a valid code of the country.
 */
export function normalizePostalCode(country: MarketCountry, input: string): string | undefined {
  const code = input.trim().toUpperCase().replace(/\s+/g, ' ');
  for (const rule of RULES[country]) {
    const match = rule.pattern.exec(code);
    if (match) {
      return match.slice(1).join(rule.separator);
    }
  }
  return undefined;
}

export function isValidPostalCode(country: MarketCountry, input: string): boolean {
  return normalizePostalCode(country, input) !== undefined;
}
