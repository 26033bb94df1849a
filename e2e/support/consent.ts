import { VENDORS } from '@my-account/contract/vendors';
import { CONSENT_COOKIE, type ConsentCode } from '@my-account/contract/consent';

type StorageState = {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Lax';
  }[];
  origins: [];
};

/**
 * A browser in which the customer has already made their cookie choice, on localhost and every
 * brand's local host: the journeys about other things start without the banner.
 */
export function consentChosen(code: ConsentCode): StorageState {
  const hosts = ['localhost', ...VENDORS.map((vendor) => `${vendor.host}.localhost`)];
  return {
    cookies: hosts.map((domain) => ({
      name: CONSENT_COOKIE,
      value: code,
      domain,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    })),
    origins: [],
  };
}

/** A browser with no cookie choice yet. */
export const NO_CONSENT: StorageState = { cookies: [], origins: [] };
