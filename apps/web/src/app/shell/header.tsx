import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { paths } from '@/config/paths';
import { useVendor } from '@/lib/runtime-context';
import { BrandLogo } from '@/features/vendor/components/brand-logo';
import { ShopMenu } from '@/app/shell/shop-menu';
import styles from '@/app/shell/header.module.css';

interface HeaderProps {
  /** The customer's full name once loaded. */
  customerName?: string | undefined;
  /** Below the large breakpoint the menu lives in a drawer opened from here. */
  compact: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The banner landmark: brand logo, the storefront's menu, and who is signed in. */
export function Header({ customerName, compact, menuOpen, onOpenMenu }: HeaderProps) {
  const intl = useIntl();
  const vendor = useVendor();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {compact ? (
          <Button
            variant="ghost"
            iconOnly
            aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={onOpenMenu}
          >
            <Icon name="menu" />
          </Button>
        ) : null}
        <Link
          to={paths.home}
          className={styles.logoLink}
          aria-label={intl.formatMessage({ id: 'shell.logoLabel' }, { brand: vendor.name })}
        >
          <BrandLogo vendor={vendor} height={compact ? 28 : 34} />
        </Link>
        {compact ? null : <ShopMenu variant="header" />}
        <div className={styles.account}>
          <span className={styles.avatar} aria-hidden="true">
            {customerName ? initials(customerName) : <Icon name="user" size={20} />}
          </span>
          <span className={styles.accountText}>
            <span className={styles.accountLabel}>
              <FormattedMessage id="shell.myAccount" />
            </span>
            {customerName ? <span className={styles.accountName}>{customerName}</span> : null}
          </span>
        </div>
      </div>
    </header>
  );
}
