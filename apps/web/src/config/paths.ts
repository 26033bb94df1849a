/**
 * Every app URL in one place (the spec's routes). Components link through these, never
 * through string literals, so a renamed route changes in one file.
 */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  logout: '/logout',
  orders: '/orders',
  invoices: '/invoices',
  ftpIntegration: '/integration',
  settings: '/settings',
  settingsB2b: '/settings/b2b',
  savedProjects: '/saved-projects',
  photoManagement: '/my-photos',
  photos: '/my-photos/photos',
  albums: '/my-photos/albums',
  album: '/my-photos/albums/:id',
  sharedAlbum: '/my-photos/shared-albums/:id',
  downloads: '/downloads',
  widgets: '/online-products',
} as const;

/** Query parameter of /logout that names where to go once the provider has signed out. */
export const LOGOUT_REDIRECT_PARAM = 'redirectUrl';
