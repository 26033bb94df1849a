import { FormattedMessage, useIntl } from 'react-intl';
import { usePublicConfig, useVendor } from '@/lib/runtime-context';
import styles from '@/app/shell/footer.module.css';

/** The contentinfo landmark: the storefront's footer links and the brand line. */
export function Footer() {
  const intl = useIntl();
  const vendor = useVendor();
  const { menus } = usePublicConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {menus.footer.length > 0 ? (
          <nav aria-label={intl.formatMessage({ id: 'shell.footerMenu' })}>
            <ul className={styles.links}>
              {menus.footer.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className={styles.brandLine}>
          <FormattedMessage
            id="shell.copyright"
            values={{ year: String(new Date().getFullYear()), brand: vendor.name }}
          />
        </p>
      </div>
    </footer>
  );
}
