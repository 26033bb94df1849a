import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MARKET_COUNTRIES, type MarketCountry } from '@my-account/contract/markets';
import { callingCodeOf } from '@my-account/contract/phone-numbers';

export interface MarketCountryOption {
  code: MarketCountry;
  /** The country's name in the language shown ("Netherlands", "Nederland"). */
  name: string;
  /** "+31". */
  callingCode: string;
}

/** The name of a country in the language shown, from the browser's own country names. */
export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** The market countries for a country picker, sorted by their names in the language shown. */
export function useMarketCountryOptions(): MarketCountryOption[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return MARKET_COUNTRIES.map((code) => ({
      code,
      name: countryName(locale, code),
      callingCode: callingCodeOf(code),
    })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}
