import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/icon/icon';
import { readLocalStorage, STORAGE_KEYS } from '@/lib/storage';
import styles from '@/features/photos/components/photos-page.module.css';

interface WelcomeBannerProps {
  albumViewEnabled: boolean;
  faqUrl: string | undefined;
  /**
   * Only the title and links until expanded: while the library is not active yet the
   * activation panel is the page's call to action, and the full banner would push it aside.
   */
  compact?: boolean;
}

/**
 * Whether the banner was shown on an earlier visit: read once per mount, so the visit that
 * shows it first keeps it open until the next one.
 */
function useSeenBefore(): boolean {
  const [seenBefore] = useState(
    () => readLocalStorage(STORAGE_KEYS.welcomeBannerCollapsed) === 'true',
  );
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.welcomeBannerCollapsed, 'true');
    } catch {
      // Storage unavailable: the banner opens in full on every visit, as before.
    }
  }, []);
  return seenBefore;
}

/**
 * 'Welcome to a new way to manage your photos': expandable, worded by the album-view flag.
 * Shown in full on the first visit; once seen it is one line (title, show more, FAQ), so the
 * photos start high on the page (decision 0265).
 */
export function WelcomeBanner({
  albumViewEnabled,
  faqUrl,
  compact: compactWanted = false,
}: WelcomeBannerProps) {
  const intl = useIntl();
  const seenBefore = useSeenBefore();
  const compact = compactWanted || seenBefore;
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const titleId = useId();
  const intro = (
    <p>
      {intl.formatMessage({
        id: albumViewEnabled ? 'photos.welcome.textAlbums' : 'photos.welcome.text',
      })}
    </p>
  );
  return (
    <section
      className={clsx(styles.welcome, compact && !expanded && styles.welcomeOneLine)}
      aria-labelledby={titleId}
    >
      <span className={styles.welcomeIcon} aria-hidden="true">
        <Icon name="photos" />
      </span>
      <div className={styles.welcomeBody}>
        <h2 id={titleId} className={styles.welcomeTitle}>
          {intl.formatMessage({ id: 'photos.welcome.title' })}
        </h2>
        {compact ? null : intro}
        <div id={moreId} hidden={!expanded}>
          {compact ? intro : null}
          <p className={styles.welcomeMore}>
            {intl.formatMessage({
              id: albumViewEnabled ? 'photos.welcome.moreAlbums' : 'photos.welcome.more',
            })}
          </p>
        </div>
        <div className={styles.welcomeActions}>
          <button
            type="button"
            className={styles.linkButton}
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => {
              setExpanded((value) => !value);
            }}
          >
            {intl.formatMessage({
              id: expanded ? 'photos.welcome.showLess' : 'photos.welcome.showMore',
            })}
          </button>
          {faqUrl ? (
            <a href={faqUrl} className={styles.welcomeLink}>
              {intl.formatMessage({ id: 'photos.welcome.faq' })}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
