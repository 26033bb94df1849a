import type { FeatureFlag } from '@my-account/contract/feature-flags';
import type { PublicConfig } from '@my-account/contract/public-config';
import type { IconName } from '@/components/icon/icon';
import { paths } from '@/config/paths';

type Audience = 'everyone' | 'b2b' | 'consumer';

export interface MenuEntry {
  id: string;
  icon: IconName;
  /** In-app path; business users go to `b2bTo` when given. */
  to?: string;
  b2bTo?: string;
  /** An external entry takes its URL from this link of the public config. */
  link?: keyof PublicConfig['links'];
  audience: Audience;
  /** Shown only while this feature flag is on. */
  flag?: FeatureFlag;
  /** False until the page exists; flipping it is all a new page needs to appear in the menu. */
  built: boolean;
  /** Sign out is a menu entry, but on small screens a button replaces it. */
  kind?: 'signOut';
  /** Also offered as a tile on the overview page. */
  tile?: boolean;
}

/** The side menu of the spec, in order. Labels are `menu.<id>`; tile texts `overview.tiles.<id>`. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'overview', icon: 'home', to: paths.home, audience: 'everyone', built: true },
  {
    id: 'orders',
    icon: 'orders',
    to: paths.orders,
    audience: 'everyone',
    built: true,
    tile: true,
  },
  {
    id: 'invoices',
    icon: 'invoice',
    to: paths.invoices,
    audience: 'b2b',
    built: true,
    tile: true,
  },
  {
    id: 'ftp',
    icon: 'server',
    to: paths.ftpIntegration,
    audience: 'b2b',
    built: true,
    tile: true,
  },
  {
    id: 'settings',
    icon: 'settings',
    to: paths.settings,
    b2bTo: paths.settingsB2b,
    audience: 'everyone',
    built: true,
    tile: true,
  },
  {
    id: 'savedProjects',
    icon: 'projects',
    to: paths.savedProjects,
    audience: 'everyone',
    built: true,
    tile: true,
  },
  {
    id: 'savedPhotos',
    icon: 'photos',
    to: paths.photoManagement,
    audience: 'everyone',
    flag: 'PhotoManagementTimelineViewEnabled',
    built: true,
    tile: true,
  },
  // Not in the spec's list: its /downloads page was linked from nowhere (decision 0274). The
  // archives are made from the photo library, so it follows that entry and its flag.
  {
    id: 'downloads',
    icon: 'download',
    to: paths.downloads,
    audience: 'everyone',
    flag: 'PhotoManagementTimelineViewEnabled',
    built: true,
  },
  {
    id: 'widgets',
    icon: 'book',
    to: paths.widgets,
    audience: 'consumer',
    built: true,
    tile: true,
  },
  { id: 'faq', icon: 'help', link: 'faq', audience: 'everyone', built: true },
  {
    id: 'signOut',
    icon: 'signOut',
    to: paths.logout,
    audience: 'everyone',
    built: true,
    kind: 'signOut',
  },
];

export interface MenuContext {
  isB2b: boolean;
  isFlagEnabled: (flag: FeatureFlag) => boolean;
  links: PublicConfig['links'];
}

export interface MenuItem {
  id: string;
  icon: IconName;
  href: string;
  external: boolean;
  signOut: boolean;
  tile: boolean;
}

function isForAudience(audience: Audience, isB2b: boolean): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'b2b':
      return isB2b;
    case 'consumer':
      return !isB2b;
  }
}

/**
 * The entries this user sees: built ones, for their audience (B2B only / non-B2B only), with
 * their flag on, and external links only when the vendor has that link.
 */
export function visibleMenuItems(entries: readonly MenuEntry[], context: MenuContext): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    if (!entry.built || !isForAudience(entry.audience, context.isB2b)) {
      continue;
    }
    if (entry.flag && !context.isFlagEnabled(entry.flag)) {
      continue;
    }
    const external = entry.link ? context.links[entry.link] : undefined;
    const href = external ?? (context.isB2b && entry.b2bTo ? entry.b2bTo : entry.to);
    if (!href) {
      continue;
    }
    items.push({
      id: entry.id,
      icon: entry.icon,
      href,
      external: external !== undefined,
      signOut: entry.kind === 'signOut',
      tile: entry.tile ?? false,
    });
  }
  return items;
}
