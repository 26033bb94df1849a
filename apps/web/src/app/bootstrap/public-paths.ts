import { paths } from '@/config/paths';

/**
 * The routes a visitor sees without signing in (the router's routes outside AuthGate;
 * public-paths.test.ts keeps the two in step). `:name` matches one path segment.
 */
export const PUBLIC_PATHS: readonly string[] = [
  paths.authCallback,
  paths.logout,
  paths.accountDeleted,
  paths.changeEmailSuccess,
  paths.changeEmailError,
  paths.doubleOptInConfirmation,
  paths.doubleOptInConfirmationSuccess,
  paths.doubleOptInConfirmationError,
  paths.newsletterUnsubscribe,
  paths.sharedBook.path,
];

function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matches(pattern, pathname));
}
