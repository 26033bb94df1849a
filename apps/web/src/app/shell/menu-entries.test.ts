import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@my-account/contract/feature-flags';
import { MENU_ENTRIES, visibleMenuItems, type MenuContext } from '@/app/shell/menu-entries';

/** The rules hold for every entry, built or not: test them as if every page existed. */
const ALL_BUILT = MENU_ENTRIES.map((entry) => ({ ...entry, built: true }));

function context(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    isB2b: false,
    isFlagEnabled: () => false,
    links: { faq: 'https://www.photobox.co.uk/help' },
    ...overrides,
  };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('visibleMenuItems', () => {
  it('shows a private customer widgets but no invoices or FTP instructions', () => {
    const items = visibleMenuItems(ALL_BUILT, context());
    expect(ids(items)).toEqual([
      'overview',
      'orders',
      'settings',
      'savedProjects',
      'widgets',
      'faq',
      'signOut',
    ]);
    expect(items.find((item) => item.id === 'settings')?.href).toBe('/settings');
  });

  it('shows a business customer invoices, FTP and business settings, and hides widgets', () => {
    const items = visibleMenuItems(ALL_BUILT, context({ isB2b: true }));
    expect(ids(items)).toEqual([
      'overview',
      'orders',
      'invoices',
      'ftp',
      'settings',
      'savedProjects',
      'faq',
      'signOut',
    ]);
    expect(items.find((item) => item.id === 'settings')?.href).toBe('/settings/b2b');
    expect(items.find((item) => item.id === 'invoices')?.href).toBe('/invoices');
    expect(items.find((item) => item.id === 'ftp')?.href).toBe('/integration');
  });

  it('shows saved photos and their downloads only while the timeline-view flag is on', () => {
    const on = (flag: FeatureFlag) => flag === 'PhotoManagementTimelineViewEnabled';
    const withFlag = visibleMenuItems(ALL_BUILT, context({ isFlagEnabled: on }));
    expect(withFlag.find((item) => item.id === 'savedPhotos')?.href).toBe('/my-photos');
    expect(withFlag.find((item) => item.id === 'downloads')).toMatchObject({
      href: '/downloads',
      tile: false,
    });
    const otherFlag = visibleMenuItems(
      ALL_BUILT,
      context({ isFlagEnabled: (flag) => flag === 'PhotoManagementAlbumViewEnabled' }),
    );
    expect(ids(otherFlag)).not.toContain('savedPhotos');
    expect(ids(otherFlag)).not.toContain('downloads');
  });

  it('links FAQs to the vendor page, and leaves it out when the vendor has none', () => {
    const faq = visibleMenuItems(ALL_BUILT, context()).find((item) => item.id === 'faq');
    expect(faq).toMatchObject({ href: 'https://www.photobox.co.uk/help', external: true });
    expect(ids(visibleMenuItems(ALL_BUILT, context({ links: {} })))).not.toContain('faq');
  });

  it('marks sign out so small screens can show it as a button', () => {
    const signOut = visibleMenuItems(ALL_BUILT, context()).find((item) => item.signOut);
    expect(signOut).toMatchObject({ id: 'signOut', href: '/logout' });
  });

  it('hides entries whose pages are not built yet', () => {
    const items = visibleMenuItems(
      MENU_ENTRIES,
      context({ isB2b: true, isFlagEnabled: () => true }),
    );
    expect(ids(items)).toEqual([
      'overview',
      'orders',
      'invoices',
      'ftp',
      'settings',
      'savedProjects',
      'savedPhotos',
      'downloads',
      'faq',
      'signOut',
    ]);
  });

  it('never shows a private customer the built FTP instructions', () => {
    const items = visibleMenuItems(MENU_ENTRIES, context({ isFlagEnabled: () => true }));
    expect(ids(items)).toEqual([
      'overview',
      'orders',
      'settings',
      'savedProjects',
      'savedPhotos',
      'downloads',
      'widgets',
      'faq',
      'signOut',
    ]);
  });

  it('shows the built online photo books to private customers only', () => {
    const privateItems = visibleMenuItems(MENU_ENTRIES, context());
    expect(privateItems.find((item) => item.id === 'widgets')?.href).toBe('/online-products');
    const businessItems = visibleMenuItems(MENU_ENTRIES, context({ isB2b: true }));
    expect(ids(businessItems)).not.toContain('widgets');
  });
});
