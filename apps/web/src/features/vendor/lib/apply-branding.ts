import { THEME_CLASSES, type Vendor } from '@my-account/contract/vendors';

/** Where a brand's logo and favicon live (apps/web/public/brands/<brand>/). */
export function brandAssetUrl(vendor: Vendor, file: 'logo.svg' | 'favicon.svg'): string {
  return `/brands/${vendor.brand}/${file}`;
}

function ensureHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) {
    return existing;
  }
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Puts the vendor on the document: language, theme class on the body (alb, pbx, hfm), and
 * the brand's favicon. The title is set per page (see useDocumentTitle).
 */
export function applyBranding(vendor: Vendor, locale: string): void {
  document.documentElement.lang = locale;
  document.body.classList.remove(...THEME_CLASSES);
  document.body.classList.add(vendor.theme);
  document.body.dataset.brand = vendor.brand;
  const icon = ensureHeadElement('link[rel="icon"]', () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    return link;
  });
  icon.type = 'image/svg+xml';
  icon.href = brandAssetUrl(vendor, 'favicon.svg');
}

/** Sets the robots meta tag (index only the root path of production hosts). */
export function applyRobots(content: string): void {
  const meta = ensureHeadElement('meta[name="robots"]', () => {
    const element = document.createElement('meta');
    element.name = 'robots';
    return element;
  });
  meta.content = content;
}
