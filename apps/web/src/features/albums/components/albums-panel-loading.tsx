import { useIntl } from 'react-intl';
import { PageState } from '@/features/albums/components/page-state';
import styles from '@/features/albums/components/albums.module.css';

/** The Albums tab while its code loads: the panel's own loading state, so nothing jumps. */
export function AlbumsPanelLoading() {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <PageState kind="loading" text={intl.formatMessage({ id: 'albums.loading' })} />
    </div>
  );
}
