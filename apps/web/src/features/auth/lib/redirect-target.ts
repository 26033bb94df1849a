import { paths } from '@/config/paths';

/**
 * A same-origin path (with query and hash) for `value`, or undefined when it points elsewhere:
 * redirect targets come from URLs and storage, so they must never send the user off-site.
 */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) {
    return undefined;
  }
  try {
    const url = new URL(value, window.location.origin);
    // A path such as `/.//evil.example` resolves to the pathname `//evil.example`, which a
    // browser navigation reads as another host: refuse it like any other origin.
    if (url.origin !== window.location.origin || url.pathname.startsWith('//')) {
      return undefined;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** Where to return after signing in: the page asked for, unless it is an auth route itself. */
export function currentReturnPath(): string {
  const { pathname, search, hash } = window.location;
  if (pathname === paths.authCallback || pathname === paths.logout) {
    return paths.home;
  }
  return `${pathname}${search}${hash}`;
}

const POST_LOGOUT_KEY = 'auth.postLogoutRedirect';
/** A stored logout target older than this is stale (the user abandoned the provider's page). */
const POST_LOGOUT_MAX_AGE_MS = 10 * 60_000;

/** Remembers where to go once the provider returns from ending the session. */
export function rememberPostLogoutRedirect(target: string): void {
  try {
    window.sessionStorage.setItem(POST_LOGOUT_KEY, JSON.stringify({ target, at: Date.now() }));
  } catch {
    // Without session storage the user simply lands on the home page after logout.
  }
}

/** The remembered logout target, removed as it is read. */
export function takePostLogoutRedirect(): string | undefined {
  try {
    const raw = window.sessionStorage.getItem(POST_LOGOUT_KEY);
    window.sessionStorage.removeItem(POST_LOGOUT_KEY);
    if (!raw) {
      return undefined;
    }
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('target' in parsed) ||
      !('at' in parsed)
    ) {
      return undefined;
    }
    if (typeof parsed.at !== 'number' || Date.now() - parsed.at > POST_LOGOUT_MAX_AGE_MS) {
      return undefined;
    }
    return sameOriginPath(parsed.target);
  } catch {
    return undefined;
  }
}

/** Whether a logout target is waiting (read without taking it). */
export function hasPostLogoutRedirect(): boolean {
  try {
    return window.sessionStorage.getItem(POST_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}
