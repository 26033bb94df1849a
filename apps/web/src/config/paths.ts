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
  /** The export download page the export e-mail links to. */
  exportDownload: '/my-photos/exports/:backupId',
  /** Our prints editor entry page; `{vendor}` of the default editor URL is its last segment. */
  printsEditor: '/prints-editor/:vendor',
  widgets: '/online-products',
} as const;

/** Query parameter of /logout that names where to go once the provider has signed out. */
export const LOGOUT_REDIRECT_PARAM = 'redirectUrl';

/** Query value (`stripped=true`) of the library in native-app web views, decision 0060. */
export const STRIPPED_PARAM = 'stripped';
