/**
 * Environment prefixes (the spec's list) removed from the host, so that
 * myaccount.albelli.nl, www.albelli.nl and t-dtap.albelli.nl share one cookie domain and the
 * storefront on the bare domain sees the same sign-in.
 */
const PREFIXES = ['myaccount', 't-dtap', 'a-dtap', 'www'];

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The `domain` attribute for the auth and consent cookies on `host` (a browser host, port
 * allowed), or undefined when the cookie must stay host-only: localhost, `*.localhost`, IP
 * addresses and single-label hosts cannot carry a domain attribute.
 */
export function cookieDomainFor(host: string): string | undefined {
  let hostname = host.trim().toLowerCase();
  if (hostname.startsWith('[')) {
    return undefined; // IPv6 literal, e.g. [::1]:8080
  }
  hostname = hostname.replace(/:\d+$/, '').replace(/\.$/, '');
  if (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    IPV4.test(hostname) ||
    hostname.includes(':')
  ) {
    return undefined;
  }
  let stripped = true;
  while (stripped) {
    stripped = false;
    for (const prefix of PREFIXES) {
      const match = new RegExp(`^${prefix}[.-]`).exec(hostname);
      if (match && hostname.length > match[0].length) {
        hostname = hostname.slice(match[0].length);
        stripped = true;
      }
    }
  }
  return hostname.includes('.') ? hostname : undefined;
}
