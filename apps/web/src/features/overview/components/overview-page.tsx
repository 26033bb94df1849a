import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IconName } from '@/components/icon/icon';
import { ExternalButtonLink } from '@/components/button/button-link';
import { usePublicConfig, useVendor } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OverviewHero } from '@/features/overview/components/overview-hero';
import { OverviewTile } from '@/features/overview/components/overview-tile';
import styles from '@/features/overview/components/overview.module.css';

/** An area of the account shown as a tile (the app passes the ones that are built). */
export interface OverviewArea {
  id: string;
  to: string;
  icon: IconName;
  /** Message ids of the tile's title and description. */
  titleId: string;
  descriptionId: string;
}

interface OverviewPageProps {
  firstName?: string | undefined;
  email?: string | undefined;
  isB2b: boolean;
  /** The customer record is still loading (the greeting waits for the name). */
  loading?: boolean;
  areas: readonly OverviewArea[];
  /** The newest order with its status (the orders feature's card), under the greeting. */
  latestOrder?: ReactNode;
}

interface HelpLink {
  id: string;
  icon: IconName;
  href: string;
}

/** The home page: a greeting, the account's areas and the brand's help and shop links. */
export function OverviewPage({
  firstName,
  email,
  isB2b,
  loading,
  areas,
  latestOrder,
}: OverviewPageProps) {
  const intl = useIntl();
  const vendor = useVendor();
  const { links } = usePublicConfig();
  useDocumentTitle(intl.formatMessage({ id: 'overview.pageTitle' }));

  const helpLinks: HelpLink[] = [
    links.faq ? { id: 'faq', icon: 'help', href: links.faq } : undefined,
    links.customerCare ? { id: 'customerCare', icon: 'chat', href: links.customerCare } : undefined,
    links.storefront ? { id: 'storefront', icon: 'shop', href: links.storefront } : undefined,
  ].filter((link): link is HelpLink => link !== undefined);
  const externalHint = intl.formatMessage({ id: 'overview.externalHint' }, { brand: vendor.name });

  return (
    <div className={styles.page}>
      <OverviewHero firstName={firstName} email={email} isB2b={isB2b} loading={loading} />
      {latestOrder}

      {areas.length > 0 ? (
        <section className={styles.section} aria-labelledby="overview-areas">
          <h2 id="overview-areas" className={styles.sectionTitle}>
            <FormattedMessage id="overview.areasTitle" />
          </h2>
          <div className={styles.grid}>
            {areas.map((area) => (
              <OverviewTile
                key={area.id}
                icon={area.icon}
                to={area.to}
                title={<FormattedMessage id={area.titleId} />}
                description={<FormattedMessage id={area.descriptionId} />}
              />
            ))}
          </div>
        </section>
      ) : null}

      {links.allProducts ? (
        <section className={styles.promo} aria-labelledby="overview-promo">
          <div>
            <h2 id="overview-promo" className={styles.promoTitle}>
              <FormattedMessage id="overview.promo.title" />
            </h2>
            <p className={styles.promoText}>
              <FormattedMessage id="overview.promo.text" values={{ brand: vendor.name }} />
            </p>
          </div>
          <ExternalButtonLink href={links.allProducts} variant="primary">
            <FormattedMessage id="overview.promo.action" />
          </ExternalButtonLink>
        </section>
      ) : null}

      {helpLinks.length > 0 ? (
        <section className={styles.section} aria-labelledby="overview-help">
          <h2 id="overview-help" className={styles.sectionTitle}>
            <FormattedMessage id="overview.helpTitle" />
          </h2>
          <div className={styles.grid}>
            {helpLinks.map((link) => (
              <OverviewTile
                key={link.id}
                icon={link.icon}
                to={link.href}
                external
                externalHint={externalHint}
                title={<FormattedMessage id={`overview.help.${link.id}.title`} />}
                description={
                  <FormattedMessage
                    id={`overview.help.${link.id}.description`}
                    values={{ brand: vendor.name }}
                  />
                }
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
