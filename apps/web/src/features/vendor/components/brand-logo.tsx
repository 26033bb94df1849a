import type { Vendor } from '@my-account/contract/vendors';
import { brandAssetUrl } from '@/features/vendor/lib/apply-branding';
import styles from '@/features/vendor/components/brand-logo.module.css';

interface BrandLogoProps {
  vendor: Vendor;
  height?: number;
}

/** The brand's wordmark; its text alternative is the brand name. */
export function BrandLogo({ vendor, height = 32 }: BrandLogoProps) {
  return (
    <img
      className={styles.logo}
      src={brandAssetUrl(vendor, 'logo.svg')}
      alt={vendor.name}
      height={height}
    />
  );
}
