import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { preloadOnIntent } from '@/components/lazy/preload';
import { paths } from '@/config/paths';
import styles from '@/features/photos/components/photos-page.module.css';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link/back-link';
import { LazyUploadIndicator, LazyUploadModal } from '@/features/photos/components/lazy-photos';

interface PhotosHeaderProps {
  /** The back link to home shows on small screens unless the page is stripped. */
  showBackLink: boolean;
  storageButton: ReactNode;
  onAddPhotos: (() => void) | undefined;
  /** Uploads going on while their dialog is closed. */
  uploads?: ReactNode;
}

/** The page header: back link (mobile), 'My photos', storage status and 'Add photos'. */
export function PhotosHeader({
  showBackLink,
  storageButton,
  onAddPhotos,
  uploads,
}: PhotosHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      {showBackLink ? (
        <BackLink to={paths.home}>{intl.formatMessage({ id: 'photos.backToHome' })}</BackLink>
      ) : null}
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'photos.pageTitle' })}</h1>
        <div className={styles.headerActions}>
          {uploads}
          {storageButton}
          {onAddPhotos ? (
            <Button
              variant="primary"
              size="small"
              onClick={onAddPhotos}
              {...preloadOnIntent(LazyUploadModal, LazyUploadIndicator)}
            >
              <Icon name="plus" size={20} />
              {intl.formatMessage({ id: 'photos.addPhotos' })}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
