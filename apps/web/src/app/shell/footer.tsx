import { FormattedMessage, useIntl } from 'react-intl';
import { usePublicConfig, useVendor } from '@/lib/runtime-context';
import { useConsent } from '@/features/consent/consent-context';
import styles from '@/app/shell/footer.module.css';

/**
 * The contentinfo landmark: the storefront's footer links, the cookie settings (a choice can be
 * changed as easily as it was made) and the brand line.
 */
export function Footer() {
  const intl = useIntl();
  const vendor = useVendor();
  const { menus } = usePublicConfig();
  const { openBanner } = useConsent();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={intl.formatMessage({ id: 'shell.footerMenu' })}>
          <ul className={styles.links}>
            {menus.footer.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={openBanner}>
                <FormattedMessage id="consent.settings" />
              </button>
            </li>
          </ul>
        </nav>
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
