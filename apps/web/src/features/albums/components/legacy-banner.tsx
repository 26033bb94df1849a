import { useIntl } from 'react-intl';
import { Banner } from '@/components/banner/banner';

/** Shared albums are legacy: no new sharing, the existing photos can still be seen. */
export function LegacyBanner() {
  const intl = useIntl();
  return <Banner tone="info">{intl.formatMessage({ id: 'sharedAlbums.legacyBanner' })}</Banner>;
}
