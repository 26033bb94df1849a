import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { usePublicConfig, useVendor } from '@/lib/runtime-context';
import styles from '@/app/shell/shop-menu.module.css';

/** The storefront's main menu (from the vendor's public config): in the header, or the drawer. */
export function ShopMenu({ variant }: { variant: 'header' | 'drawer' }) {
  const intl = useIntl();
  const vendor = useVendor();
  const { menus } = usePublicConfig();
  if (menus.main.length === 0) {
    return null;
  }
  return (
    <nav
      className={clsx(styles.nav, styles[variant])}
      aria-label={intl.formatMessage({ id: 'shell.shopMenu' }, { brand: vendor.name })}
    >
      {variant === 'drawer' ? (
        <p className={styles.heading} aria-hidden="true">
          {intl.formatMessage({ id: 'shell.shopMenu' }, { brand: vendor.name })}
        </p>
      ) : null}
      <ul className={styles.list}>
        {menus.main.map((link) => (
          <li key={link.url}>
            <a className={styles.link} href={link.url}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
