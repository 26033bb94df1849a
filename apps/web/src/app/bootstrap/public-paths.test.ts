import { createRoutesFromElements } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { appRoutes } from '@/app/router';
import { isPublicPath, PUBLIC_PATHS } from '@/app/bootstrap/public-paths';

describe('public paths', () => {
  it("are exactly the router's routes outside the sign-in gate", () => {
    const topLevel = createRoutesFromElements(appRoutes())[0]?.children ?? [];
    const withPath = topLevel.flatMap((route) => (route.path ? [route.path] : []));
    expect([...withPath].sort()).toEqual([...PUBLIC_PATHS].sort());
  });

  it('match their own paths, with a trailing slash and any token, and nothing else', () => {
    expect(isPublicPath(paths.authCallback)).toBe(true);
    expect(isPublicPath(`${paths.logout}/`)).toBe(true);
    expect(isPublicPath(paths.sharedBook.path.replace(':token', 'abc123'))).toBe(true);
    for (const protectedPath of ['/', paths.orders, '/my-photos/photos', '/settings']) {
      expect(isPublicPath(protectedPath), protectedPath).toBe(false);
    }
    expect(isPublicPath(paths.sharedBook.path.replace('/:token', ''))).toBe(false);
  });
});
